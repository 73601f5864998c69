import CLibXML2
import Foundation
import UnfoldCore

/// Reads an XML file into an `XMLTree` with libxml2: no network, no external entity or DTD, entities left
/// unexpanded, and bounds on size, depth and element count, so a hostile file is an error and not a hang.
package enum XMLTreeReader {
    package static let maxBytes = 16 * 1_048_576
    package static let maxDepth = 256
    package static let maxElements = 400_000

    package static func read(_ bytes: [UInt8]) -> Result<XMLTree, XMLFileProblem> {
        guard bytes.count <= maxBytes else {
            return .failure(XMLFileProblem("the file is \(bytes.count) bytes; at most \(maxBytes) are read"))
        }
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)
        xmlResetLastError()
        guard
            let doc = bytes.withUnsafeBufferPointer({ buffer in
                buffer.withMemoryRebound(to: CChar.self) { xmlReadMemory($0.baseAddress, Int32($0.count), nil, nil, options) }
            })
        else {
            guard let error = xmlGetLastError() else { return .failure(XMLFileProblem("the file is not XML")) }
            let why = error.pointee.message.map { String(cString: $0) } ?? "not well formed"
            return .failure(
                XMLFileProblem(
                    "XML is not well formed: " + why.trimmingCharacters(in: .whitespacesAndNewlines),
                    line: Int(error.pointee.line), column: Int(error.pointee.int2)))
        }
        defer { xmlFreeDoc(doc) }
        if let dtd = doc.pointee.intSubset, dtd.pointee.children != nil {
            // Entity declarations are a way in for an attack (billion laughs, external files); no Interface
            // Builder file has any.
            return .failure(XMLFileProblem("the file declares entities in a DOCTYPE, which Interface Builder files never do", line: 1, column: 1))
        }
        guard let root = xmlDocGetRootElement(doc) else { return .failure(XMLFileProblem("the file has no root element")) }
        var builder = Builder(lines: Self.lines(of: bytes))
        return builder.tree(root, depth: 0)
    }

    /// The file's lines as Unicode scalars, to find where each tag starts (libxml2 gives lines only).
    static func lines(of bytes: [UInt8]) -> [[Unicode.Scalar]] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0.unicodeScalars)
        }
    }

    struct Builder {
        let lines: [[Unicode.Scalar]]
        var count = 0
        /// Where the search for the next tag of each name on a line resumes, so a long line is read once per name.
        var resume: [Int: [String: Int]] = [:]

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
            var out = XMLTree(name: name, line: line, column: column(of: name, line: line))
            var attribute = node.pointee.properties
            while let a = attribute {
                let key = String(cString: a.pointee.name)
                if let value = xmlNodeGetContent(UnsafeMutableRawPointer(a).assumingMemoryBound(to: xmlNode.self)) {
                    out.attributes[key] = String(cString: value)
                    free(value)  // xmlFree is free unless a program sets its own allocator; Unfold sets none
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
                default: break
                }
                child = c.pointee.next
            }
            return .success(out)
        }

        /// The column of the next `<name` on `line` not yet given to an element.
        mutating func column(of name: String, line: Int) -> Int {
            guard line >= 1 && line <= lines.count else { return 1 }
            let text = lines[line - 1]
            let tag: [Unicode.Scalar] = ["<"] + Array(name.unicodeScalars)
            var i = resume[line, default: [:]][name, default: 0]
            while i + tag.count <= text.count {
                if text[i] == "<" && text[i..<(i + tag.count)].elementsEqual(tag) {
                    resume[line, default: [:]][name] = i + tag.count
                    return i + 1
                }
                i += 1
            }
            resume[line, default: [:]][name] = text.count
            return 1
        }
    }
}
