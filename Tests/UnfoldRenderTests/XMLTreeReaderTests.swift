import Testing
import UnfoldCore
@testable import UnfoldRender

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
}
