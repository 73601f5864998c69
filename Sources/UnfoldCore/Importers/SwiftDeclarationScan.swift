import UnfoldModel

/// The names a Swift file declares, found by a scan of its bytes without parsing it: the word after `struct`,
/// `class`, `enum`, `protocol`, `extension`, `actor`, `typealias`, `func`, `let`, `var` and `operator`, outside
/// comments and string literals. A module's files are parsed only when a name they declare is used.
package enum SwiftDeclarationScan {
    static let keywords: Set<String> = [
        "struct", "class", "enum", "protocol", "extension", "actor", "typealias", "func", "let", "var", "operator"
    ]

    /// Each file's names by its digest, for the process: a suite reads one module once per preview.
    private static let kept = StaticMutex<[String: Set<String>]>([:])

    /// Forgets the names kept for the process (for `unfold-bench`, to time a second process's run).
    package static func forget() { kept.withLock { $0.removeAll() } }

    /// The names, scanned once per content.
    package static func keptNames(in bytes: [UInt8]) -> Set<String> {
        let key = ContentDigest.fnv1a(bytes) + "-" + String(bytes.count)
        if let names = kept.withLock({ $0[key] }) { return names }
        let names = names(in: bytes)
        kept.withLock {
            if $0.count > 20_000 { $0.removeAll() }
            $0[key] = names
        }
        return names
    }

    package static func names(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var i = 0
        let n = bytes.count
        var previous = ""
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if b == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < n, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            }
            if b == UInt8(ascii: "\"") {
                // A string: to its closing quote on the line (multi-line strings to their closing `"""`).
                if i + 2 < n, bytes[i + 1] == UInt8(ascii: "\""), bytes[i + 2] == UInt8(ascii: "\"") {
                    i += 3
                    while i + 2 < n,
                        !(bytes[i] == UInt8(ascii: "\"") && bytes[i + 1] == UInt8(ascii: "\"")
                            && bytes[i + 2] == UInt8(ascii: "\""))
                    {
                        i += 1
                    }
                    i += 3
                    continue
                }
                i += 1
                while i < n, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\n") {
                    if bytes[i] == UInt8(ascii: "\\") { i += 1 }
                    i += 1
                }
                i += 1
                continue
            }
            if isWordStart(b) {
                let start = i
                while i < n, isWordByte(bytes[i]) { i += 1 }
                let word = String(decoding: bytes[start..<i], as: UTF8.self)
                if keywords.contains(previous) { names.insert(word) }
                // A file that declares an operator is parsed when the module's operators are looked for.
                if word == "operator" { names.insert(word) }
                previous = word
                continue
            }
            if b == UInt8(ascii: "`") {
                i += 1
                continue
            }
            if b > 0x20 { previous = "" }
            i += 1
        }
        return names
    }

    static func isWordStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b >= 0x80
    }

    static func isWordByte(_ b: UInt8) -> Bool { isWordStart(b) || (b >= 0x30 && b <= 0x39) }
}
