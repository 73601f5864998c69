import CLibXML2
import Foundation
import UnfoldSyntax

/// Reads an XML file into an `XMLTree` with libxml2: no network, no external entity or DTD, entities left
/// unexpanded, and bounds on size, depth and element count, so a hostile file is an error and not a hang.
package enum XMLTreeReader {
    package static let maxBytes = 16 * 1_048_576
    package static let maxDepth = 256
    package static let maxElements = 400_000
    /// The most attributes one element may have: Interface Builder writes a few dozen at most, and libxml2 checks
    /// each new attribute against the ones before it, so 100,000 of them would take a minute.
    package static let maxAttributes = 1_000
    /// The longest text an attribute or a text node may hold, as a scene's strings: a label's text of a megabyte
    /// would be measured, line by line, for seconds.
    package static let maxText = 100_000
    static let xinclude = "http://www.w3.org/2001/XInclude"

    /// libxml2 reports its errors through this handler, which keeps them: they reach the user as Unfold's
    /// diagnostics, with the file, line and column, and never as libxml2's own lines on standard error.
    static let silenced: Void = {
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        xmlSetGenericErrorFunc(nil, nil)
    }()

    package static func read(_ bytes: [UInt8]) -> Result<XMLTree, XMLFileProblem> {
        guard bytes.count <= maxBytes else {
            return .failure(XMLFileProblem("the file is \(bytes.count) bytes; at most \(maxBytes) are read"))
        }
        _ = silenced
        if let problem = tooManyAttributes(bytes) { return .failure(problem) }
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)
        xmlResetLastError()
        guard
            let doc = bytes.withUnsafeBufferPointer({ buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    xmlReadMemory($0.baseAddress, Int32($0.count), nil, nil, options)
                }
            })
        else {
            guard let error = xmlGetLastError() else { return .failure(XMLFileProblem("the file is not XML")) }
            let why = error.pointee.message.map { String(cString: $0) } ?? "not well formed"
            return .failure(
                XMLFileProblem(
                    "XML is not well formed: " + words(why), line: Int(error.pointee.line),
                    column: Int(error.pointee.int2)))
        }
        defer { xmlFreeDoc(doc) }
        if let dtd = doc.pointee.intSubset, dtd.pointee.children != nil {
            // Entity declarations are a way in for an attack (billion laughs, external files); no Interface
            // Builder file has any.
            return .failure(
                XMLFileProblem(
                    "the file declares entities in a DOCTYPE, which Interface Builder files never do", line: 1,
                    column: 1))
        }
        guard let root = xmlDocGetRootElement(doc) else {
            return .failure(XMLFileProblem("the file has no root element"))
        }
        var builder = Builder(bytes: bytes)
        return builder.tree(root, depth: 0)
    }

    /// libxml2's message as Unfold says it: without control bytes, and without naming parser options the user
    /// cannot set.
    static func words(_ message: String) -> String {
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.contains("XML_PARSE_HUGE") || text.lowercased().contains("huge") {
            text = "a text or name is longer than libxml2 reads (10,000,000 bytes)"
        }
        return String(
            text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    }

    /// The first start tag with more than `maxAttributes` attributes, found in one pass before libxml2 reads
    /// the file: an `=` outside quotes inside a tag is an attribute.
    static func tooManyAttributes(_ bytes: [UInt8]) -> XMLFileProblem? {
        var inTag = false
        var quote: UInt8 = 0
        var count = 0
        var line = 1
        var tagLine = 1
        for b in bytes {
            if b == 0x0A { line += 1 }
            if quote != 0 {
                if b == quote { quote = 0 }
                continue
            }
            switch b {
            case 0x3C:
                inTag = true
                count = 0
                tagLine = line
            case 0x3E: inTag = false
            // Quotes open values only inside a tag: a `"` in text is just a character.
            case 0x22 where inTag, 0x27 where inTag:
                quote = b
            case 0x3D where inTag:
                count += 1
                if count > maxAttributes {
                    return XMLFileProblem("an element has more than \(maxAttributes) attributes", line: tagLine)
                }
            default: break
            }
        }
        return nil
    }

    /// Where each of the file's lines starts, to find where each tag starts (libxml2 gives lines only). A line
    /// ends at each LF, as libxml2 counts them (a CRLF file's lines end in CR, which no tag holds).
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        return starts
    }

    struct Builder {
        let bytes: [UInt8]
        let lineStarts: [Int]
        var count = 0
        /// Where the search for the next tag on a line resumes (a byte offset): elements come in the order their
        /// start tags are written, so a long line is read once whatever the names on it.
        var resume: [Int: Int] = [:]
        /// The last tag found on a line, as a byte offset and its column: tags are met in the file's order, so
        /// counting columns goes on from there and a long line is counted once, not once per tag.
        var counted: [Int: (offset: Int, column: Int)] = [:]

        init(bytes: [UInt8]) {
            self.bytes = bytes
            lineStarts = XMLTreeReader.lineStarts(of: bytes)
        }

        mutating func tree(_ node: UnsafeMutablePointer<xmlNode>, depth: Int) -> Result<XMLTree, XMLFileProblem> {
            let name = String(cString: node.pointee.name)
            let line = Int(xmlGetLineNo(node))
            count += 1
            guard count <= maxElements else {
                return .failure(XMLFileProblem("the file has more than \(maxElements) elements", line: line))
            }
            guard depth <= maxDepth else {
                return .failure(XMLFileProblem("elements nest more than \(maxDepth) deep", line: line))
            }
            let prefix = node.pointee.ns?.pointee.prefix.map { String(cString: $0) + ":" } ?? ""
            let column = column(of: prefix + name, line: line)
            // XInclude would read another file; Interface Builder never writes it.
            if let ns = node.pointee.ns, let href = ns.pointee.href, String(cString: href) == XMLTreeReader.xinclude {
                return .failure(
                    XMLFileProblem(
                        "<\(name)> is XInclude, which would read another file; Unfold reads only this one", line: line,
                        column: column))
            }
            var out = XMLTree(name: name, line: line, column: column)
            var attribute = node.pointee.properties
            while let a = attribute {
                let key = String(cString: a.pointee.name)
                if let value = xmlNodeGetContent(UnsafeMutableRawPointer(a).assumingMemoryBound(to: xmlNode.self)) {
                    let text = String(cString: value)
                    free(value)  // xmlFree is free unless a program sets its own allocator; Unfold sets none
                    guard text.unicodeScalars.count <= maxText else {
                        return .failure(
                            XMLFileProblem(
                                "attribute '\(key)' holds more than \(maxText) characters, the limit of a scene's text",
                                line: line, column: column))
                    }
                    out.attributes[key] = text
                }
                attribute = a.pointee.next
            }
            var child = node.pointee.children
            while let c = child {
                switch c.pointee.type {
                case XML_ELEMENT_NODE:
                    switch tree(c, depth: depth + 1) {
                    case .success(let t): out.children.append(t)
                    case .failure(let problem): return .failure(problem)
                    }
                case XML_TEXT_NODE:
                    if let content = c.pointee.content { out.text += String(cString: content) }
                    guard out.text.utf8.count <= maxText * 4 else {
                        return .failure(
                            XMLFileProblem(
                                "<\(name)> holds more than \(maxText) characters of text, the limit of a scene's text",
                                line: line, column: column))
                    }
                default: break
                }
                child = c.pointee.next
            }
            guard out.text.unicodeScalars.count <= maxText else {
                return .failure(
                    XMLFileProblem(
                        "<\(name)> holds more than \(maxText) characters of text, the limit of a scene's text",
                        line: line, column: column))
            }
            return .success(out)
        }

        /// The column (in Unicode scalars, from 1) of the next `<name` on `line` not yet given to an element.
        mutating func column(of name: String, line: Int) -> Int {
            guard line >= 1 && line <= lineStarts.count else { return 1 }
            let start = lineStarts[line - 1]
            let end = line < lineStarts.count ? lineStarts[line] : bytes.count
            let tag: [UInt8] = [0x3C] + Array(name.utf8)
            var i = max(resume[line] ?? start, start)
            while i + tag.count <= end {
                if bytes[i] == 0x3C && bytes[i..<(i + tag.count)].elementsEqual(tag) {
                    resume[line] = i + tag.count
                    // One column per scalar: every byte but UTF-8's continuation bytes starts one.
                    let from = counted[line].flatMap { $0.offset <= i ? $0 : nil } ?? (offset: start, column: 1)
                    let column = bytes[from.offset..<i].reduce(from.column) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
                    counted[line] = (i, column)
                    return column
                }
                i += 1
            }
            return 1
        }
    }
}
