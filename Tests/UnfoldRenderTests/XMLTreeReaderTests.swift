import Testing
import UnfoldCore
@testable import UnfoldRender
import UnfoldModel
import UnfoldSyntax

/// Where each element of an Interface Builder file starts: libxml2 gives its line, Unfold finds its column.
@Suite struct XMLTreeReaderTests {
    func tree(_ text: String) throws -> XMLTree {
        try XMLTreeReader.read(Array(text.utf8)).get()
    }

    @Test func columnsCountScalarsAndLinesEndAtEachLineFeed() throws {
        // CRLF line ends, a two-byte é and a three-byte ✓ before the tags, two tags of one name on a line.
        let root = try tree("<doc>\r\n  <a t=\"é✓\"/><b/><a/>\r\n\t<b/>\r\n</doc>")
        #expect(root.line == 1 && root.column == 1)
        let places = root.children.map { "\($0.name) \($0.line):\($0.column)" }
        #expect(places == ["a 2:3", "b 2:14", "a 2:18", "b 3:2"])
    }

    @Test func aLongLineOfManyTagsIsCountedOnce() throws {
        // 20,000 tags on one line: each column is found from the one before, never from the line's start.
        let body = String(repeating: "<v/>", count: 20_000)
        let root = try tree("<doc>" + body + "</doc>")
        #expect(root.children.count == 20_000)
        #expect(root.children.last?.column == 6 + 4 * 19_999)
    }

    /// 200,000 different tag names on one line: found in one pass (the search no longer starts again per name).
    @Test func aLineOfManyDifferentNamesIsReadOnce() throws {
        let body = (0..<200_000).map { "<t\($0)/>" }.joined()
        let root = try tree("<doc>" + body + "</doc>")
        #expect(root.children.count == 200_000)
        #expect(root.children[1].column == 6 + "<t0/>".count)
    }

    func problem(_ text: String) -> XMLFileProblem? {
        if case .failure(let p) = XMLTreeReader.read(Array(text.utf8)) { return p }
        return nil
    }

    @Test func tooManyAttributesAreRefusedBeforeLibxml2ReadsThem() {
        let attributes = (0..<100_000).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let p = problem("<doc>\n<v \(attributes)/></doc>")
        #expect(p?.message == "an element has more than 1000 attributes" && p?.line == 2)
        // A quote in text opens nothing: the element after it is counted as usual.
        let many = (0..<1_001).map { "a\($0)=\"x\"" }.joined(separator: " ")
        #expect(problem("<doc>He said \"hi<v \(many)/></doc>")?.message == "an element has more than 1000 attributes")
        // An `=` inside a quoted value is not an attribute.
        #expect(problem("<doc><v t=\"\(String(repeating: "=", count: 5_000))\"/></doc>") == nil)
    }

    @Test func aTextOverTheSceneLimitIsRefusedWhereItIs() {
        let long = String(repeating: "x", count: 100_001)
        #expect(
            problem("<doc>\n<label text=\"\(long)\"/></doc>")?.message.contains("more than 100000 characters") == true)
        #expect(problem("<doc>\n<string>\(long)</string></doc>")?.line == 2)
    }

    @Test func xincludeIsRefusedAndLibxml2WordsAreUnfolds() {
        let x = problem("<doc xmlns:xi=\"http://www.w3.org/2001/XInclude\">\n  <xi:include href=\"other.xml\"/></doc>")
        #expect(x?.message == "<include> is XInclude, which would read another file; Unfold reads only this one")
        #expect(x?.line == 2 && x?.column == 3)
        #expect(
            XMLTreeReader.words("huge text node: use XML_PARSE_HUGE option\n")
                == "a text or name is longer than libxml2 reads (10,000,000 bytes)")
        #expect(XMLTreeReader.words("bad \u{1B}[31m byte") == "bad ?[31m byte")
    }
}
