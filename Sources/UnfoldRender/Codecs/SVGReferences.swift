import CLibXML2
import Foundation
import UnfoldCodecs

/// What an SVG refers to, checked with libxml2 before librsvg draws it. librsvg draws a `<use>` loop as
/// nothing and, given bytes with no base, draws nothing for a file it cannot resolve; both would be silent, so
/// both are refused here with the element that does it. External entities and the network are never loaded.
enum SVGReferences {
    /// The most element-to-element steps the loop search takes before it gives up on a file.
    static let maxSteps = 5_000_000
    /// The most elements a file may draw once every `<use>` is expanded: a fan-out of `<use>` elements
    /// multiplies (5 uses of 5 uses … eight deep draw 390,625 elements), and librsvg draws each one.
    static let maxDrawn = 100_000
    /// The largest embedded picture, as for every picture Unfold reads: 16,384 pixels a side, 64 megapixels.
    static let maxSide = 16_384
    static let maxPixels = 64 * 1024 * 1024

    static func check(_ bytes: [UInt8]) throws {
        _ = XMLTreeReader.silenced
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        guard
            let doc = bytes.withUnsafeBufferPointer({ buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    xmlReadMemory($0.baseAddress, Int32($0.count), nil, nil, options)
                }
            })
        else {
            let why = xmlGetLastError().flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "not XML"
            throw RenderError.library(.libxml2, step: "read the SVG", reason: XMLTreeReader.words(why))
        }
        defer { xmlFreeDoc(doc) }
        let tree = Tree(xmlDocGetRootElement(doc))
        if let outside = tree.external.first {
            throw RenderError.refused(
                "it refers to \(outside), outside itself; an image set's SVG draws only what it holds")
        }
        if let looping = try tree.loop() {
            throw RenderError.refused("its <use> elements refer to each other in a loop (through '#\(looping)')")
        }
        if let problem = tree.embedded.first { throw RenderError.refused(problem) }
        let drawn = tree.drawnCount(limit: maxDrawn)
        if drawn > maxDrawn {
            throw RenderError.refused(
                "its <use> elements draw more than \(maxDrawn) elements once expanded; Unfold draws at most that many")
        }
    }

    /// An SVG's elements in document order, each with where its subtree ends, its id, and the element its
    /// `href` names.
    struct Tree {
        var ends: [Int] = []
        var ids: [String: Int] = [:]
        /// Pre-order index of each element with an internal `href`, and the id it names.
        var references: [(at: Int, to: String)] = []
        /// References to anything but the file itself (`#…`) or inline data (`data:`).
        var external: [String] = []
        /// Why an inline picture (`data:`) is refused: over the size limits, or not PNG or JPEG.
        var embedded: [String] = []
        /// Pre-order indices of `<defs>` and `<symbol>` elements: their content is drawn only where it is used.
        var hidden: [Int] = []

        init(_ root: UnsafeMutablePointer<xmlNode>?) {
            var stack: [(node: UnsafeMutablePointer<xmlNode>, index: Int)] = []
            var node = root
            // Iterative pre-order walk: a deep document cannot exhaust the stack.
            while true {
                if let n = node, n.pointee.type == XML_ELEMENT_NODE {
                    let index = ends.count
                    ends.append(index + 1)
                    note(n, index: index)
                    stack.append((n, index))
                    node = n.pointee.children
                    continue
                }
                if let n = node {
                    node = n.pointee.next
                    continue
                }
                // The end of a sibling list: close the parent, go on with its next sibling.
                guard let (parent, index) = stack.popLast() else { break }
                ends[index] = ends.count
                node = parent.pointee.next
            }
        }

        static let xlink = "http://www.w3.org/1999/xlink"

        mutating func note(_ n: UnsafeMutablePointer<xmlNode>, index: Int) {
            if let id = Self.attribute(n, "id", namespace: nil), ids[id] == nil { ids[id] = index }
            let name = n.pointee.name.map { String(cString: $0) } ?? ""
            if name == "defs" || name == "symbol" { hidden.append(index) }
            for value in [Self.attribute(n, "href", namespace: Self.xlink), Self.attribute(n, "href", namespace: nil)] {
                guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { continue }
                if value.hasPrefix("#") {
                    references.append((index, String(value.dropFirst())))
                } else if value.lowercased().hasPrefix("data:") {
                    if name == "image", let problem = Self.embeddedProblem(value) { embedded.append(problem) }
                } else if name != "a" {
                    // A link (`<a href>`) is followed by no one here; anything else would be loaded.
                    external.append(value)
                }
            }
            // `url(…)` in any attribute (`fill`, `mask`, `filter`, `marker-end`, `cursor`, `style`…) or in a
            // `<style>` element names a file too, unless it is `#…`.
            var styles = Self.attributeValues(n).filter { $0.contains("url(") || $0.contains("@import") }
            if name == "style", let text = xmlNodeGetContent(n) {
                styles.append(String(cString: text))
                free(text)
            }
            for style in styles.compactMap({ $0 }) {
                for part in style.components(separatedBy: "url(").dropFirst() {
                    let target = part.prefix { $0 != ")" }.trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
                    if !target.hasPrefix("#") && !target.lowercased().hasPrefix("data:") { external.append(target) }
                }
                if style.contains("@import") { external.append("an @import") }
            }
        }

        /// The pictures librsvg's decoders take besides PNG and JPEG: GIF, WebP, BMP, TIFF, and an SVG inside
        /// the SVG (as XML or gzipped), whose own references and size this check would not see.
        static let otherPictureSignatures: [[UInt8]] = [
            Array("GIF8".utf8), Array("RIFF".utf8), Array("BM".utf8), [0x49, 0x49, 0x2A, 0], [0x4D, 0x4D, 0, 0x2A],
            Array("<".utf8), [0xEF, 0xBB, 0xBF], [0x1F, 0x8B]
        ]

        /// Every attribute value of the element.
        static func attributeValues(_ n: UnsafeMutablePointer<xmlNode>) -> [String] {
            var out: [String] = []
            var attribute = n.pointee.properties
            while let a = attribute {
                if let value = xmlNodeGetContent(UnsafeMutableRawPointer(a).assumingMemoryBound(to: xmlNode.self)) {
                    out.append(String(cString: value))
                    free(value)
                }
                attribute = a.pointee.next
            }
            return out
        }

        /// Why a `data:` picture may not be drawn, if it may not: its header says a size over the limits, or it
        /// is neither PNG nor JPEG (librsvg would hand anything else to other decoders).
        static func embeddedProblem(_ value: String) -> String? {
            guard let comma = value.firstIndex(of: ",") else { return "an embedded picture has no data" }
            let head = value[..<comma].lowercased()
            guard head.hasSuffix(";base64") else { return "an embedded picture is not base64 data" }
            let payload = value[value.index(after: comma)...].filter { !$0.isWhitespace }
            guard let bytes = Data(base64Encoded: String(payload)).map({ [UInt8]($0) }) else {
                return "an embedded picture's base64 data is damaged"
            }
            let size: (width: Int, height: Int)
            if bytes.starts(with: PNGHeader.signature), bytes.count >= 24 {
                let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
                let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
                size = (width, height)
            } else if bytes.starts(with: JPEGCodec.signature), let read = try? JPEGCodec.size(bytes) {
                size = read
            } else if Self.otherPictureSignatures.contains(where: { bytes.starts(with: $0) }) {
                // GIF, WebP, BMP, TIFF: librsvg would hand them to decoders whose size Unfold cannot bound here.
                return "an embedded picture is not a PNG or a JPEG"
            } else {
                // Bytes no decoder takes are drawn as nothing, as librsvg draws a broken picture.
                return nil
            }
            guard size.width <= maxSide, size.height <= maxSide, size.width * size.height <= maxPixels else {
                return
                    "an embedded picture is \(size.width)×\(size.height); the limit is 16384 a side and 64 megapixels"
            }
            return nil
        }

        /// How many elements the file draws with every `<use>` expanded, counted up to just past `limit`.
        /// `loop()` has found no loop, so the references form no cycle.
        func drawnCount(limit: Int) -> Int {
            let targets = references.compactMap { ref in ids[ref.to].map { (ref.at, $0) } }.sorted { $0.0 < $1.0 }
            let positions = targets.map(\.0)
            var memo: [Int: Int] = [:]
            // Elements by depth of reference, deepest first, so each count is known before it is needed.
            func count(_ element: Int, depth: Int) -> Int {
                if let known = memo[element] { return known }
                guard depth < 1_000 else { return limit + 1 }
                var total = ends[element] - element
                var k = lowerBound(positions, element)
                while k < positions.count && positions[k] < ends[element] && total <= limit {
                    // A reference inside a <defs> or <symbol> below this element is drawn only where it is used.
                    let inHidden = hidden.contains { $0 > element && $0 < positions[k] && positions[k] < ends[$0] }
                    if !inHidden { total += count(targets[k].1, depth: depth + 1) }
                    k += 1
                }
                let capped = min(total, limit + 1)
                memo[element] = capped
                return capped
            }
            return ends.isEmpty ? 0 : count(0, depth: 0)
        }

        static func attribute(_ n: UnsafeMutablePointer<xmlNode>, _ name: String, namespace: String?) -> String? {
            let value = xmlText(name) { name in
                namespace.map { ns in xmlText(ns) { xmlGetNsProp(n, name, $0) } } ?? xmlGetNoNsProp(n, name)
            }
            guard let value else { return nil }
            defer { free(value) }  // xmlFree is free unless a program sets its own allocator; Unfold sets none
            return String(cString: value)
        }

        /// A Swift string as libxml2's `xmlChar *`, for the call.
        static func xmlText<T>(_ s: String, _ body: (UnsafePointer<xmlChar>) -> T) -> T {
            s.withCString { $0.withMemoryRebound(to: xmlChar.self, capacity: s.utf8.count + 1, body) }
        }

        /// The id of an element drawn inside itself through `<use>` (or any internal `href`), if there is one.
        /// Drawing element T draws every element its references inside T's subtree name; a loop is a path
        /// from T back to T.
        func loop() throws -> String? {
            let targets = references.compactMap { ref in ids[ref.to].map { (ref.at, $0) } }.sorted { $0.0 < $1.0 }
            let positions = targets.map(\.0)
            var state: [Int: Bool] = [:]  // false: being searched; true: done, no loop through it
            var steps = 0
            let names = Dictionary(ids.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            for (_, start) in targets where state[start] == nil {
                // Depth-first, iteratively: each frame is an element and the next reference inside it to follow.
                var path: [(element: Int, next: Int)] = [(start, lowerBound(positions, start))]
                state[start] = false
                while let (element, next) = path.last {
                    guard next < positions.count, positions[next] < ends[element] else {
                        state[element] = true
                        path.removeLast()
                        continue
                    }
                    path[path.count - 1].next += 1
                    steps += 1
                    if steps > maxSteps {
                        throw RenderError.refused("its references are too many to follow (over \(maxSteps) steps)")
                    }
                    let target = targets[next].1
                    switch state[target] {
                    case false?: return names[target] ?? "?"
                    case true?: continue
                    case nil:
                        state[target] = false
                        path.append((target, lowerBound(positions, target)))
                    }
                }
            }
            return nil
        }

        /// The first index of `sorted` whose value is at least `value`.
        func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
            var low = 0
            var high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[mid] < value { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }
}
