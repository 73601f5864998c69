import Foundation

/// A warning of a scene, as a suite's results and `golden.json` keep it: the file it is in (the scene, or a file
/// the scene read, such as a preview's Swift file), its line and column there, and its words.
package struct WarningRecord: Codable, Sendable, Equatable {
    package var file: String
    package var line: Int?
    package var column: Int?
    package var words: String

    package init(file: String, line: Int?, column: Int?, words: String) {
        self.file = file
        self.line = line
        self.column = column
        self.words = words
    }

    /// `Settings.swift:12:9: animation '…' is not one Unfold reads`.
    package var written: String {
        file + (line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? "") + ": " + words
    }
}

/// A source file a scene read (a preview's Swift file, a cell's xib or Swift file), as `golden.json` records it:
/// its name as the scene reached it, the digest of its bytes, and a short digest of each of its lines, so that a
/// pass over a changed file can name the lines that changed although the frames did not.
package struct SourceRecord: Codable, Sendable, Equatable {
    package var file: String
    /// FNV-1a (64 bits) of the bytes, in hex, as `sceneHash`.
    package var hash: String
    /// Eight hex digits (the low 32 bits of FNV-1a) per line, in order.
    package var lines: String

    package init(file: String, bytes: [UInt8]) {
        self.file = file
        hash = GoldenManifest.hash(bytes)
        lines = Self.lineDigests(bytes).joined()
    }

    /// The most lines a recorded source file can have: the 16 MB Unfold reads of one (an Interface Builder file's
    /// limit, the largest), every byte a line break. A record that names more was not written by Unfold.
    static let maxLines = 16 * 1_048_576 + 1

    /// Each line's digest, as eight hex digits.
    package static func lineDigests(_ bytes: [UInt8]) -> [String] {
        var out: [String] = []
        var h: UInt32 = 0x811c_9dc5
        func end() {
            let hex = String(h, radix: 16)
            out.append(String(repeating: "0", count: 8 - hex.count) + hex)
            h = 0x811c_9dc5
        }
        for b in bytes {
            if b == UInt8(ascii: "\n") {
                end()
            } else {
                h ^= UInt32(b)
                h = h &* 0x0100_0193
            }
        }
        end()
        return out
    }

    /// The recorded digests, line by line.
    package var lineDigests: [String] {
        var out: [String] = []
        var i = lines.startIndex
        while i < lines.endIndex {
            let next = lines.index(i, offsetBy: 8)
            out.append(String(lines[i..<next]))
            i = next
        }
        return out
    }

    /// The 1-based lines of `bytes` that are new or changed since this record: what a diff of the two files'
    /// lines inserts.
    /// The lines both files share at their start and end are set aside first; a middle too long to diff in
    /// time (a diff takes time in the product of the changed stretches: a golden is input and may name a file
    /// of millions of lines) is said changed whole.
    package func changedLines(_ bytes: [UInt8]) -> [Int] {
        let now = Self.lineDigests(bytes)
        let before = lineDigests
        var head = 0
        while head < now.count && head < before.count && now[head] == before[head] { head += 1 }
        var tail = 0
        while tail < now.count - head && tail < before.count - head
            && now[now.count - 1 - tail] == before[before.count - 1 - tail]
        {
            tail += 1
        }
        let new = now[head..<(now.count - tail)]
        let old = before[head..<(before.count - tail)]
        guard new.count + old.count <= Self.maxDiffed else { return Array((head + 1)...(head + max(1, new.count))) }
        return Array(new).difference(from: Array(old)).insertions.compactMap { change -> Int? in
            if case .insert(let offset, _, _) = change { return head + offset + 1 }
            return nil
        }.sorted()
    }

    /// The most lines of changed middles diffed line by line.
    static let maxDiffed = 20_000

    /// `41–42, 50`: lines, runs joined.
    package static func runs(_ lines: [Int]) -> String {
        var parts: [String] = []
        var k = 0
        while k < lines.count {
            var j = k
            while j + 1 < lines.count && lines[j + 1] == lines[j] + 1 { j += 1 }
            parts.append(j == k ? "\(lines[k])" : "\(lines[k])–\(lines[j])")
            k = j + 1
        }
        return parts.joined(separator: ", ")
    }

    /// What no recording could have written.
    var problem: String? {
        if file.isEmpty || file.count > 4096 { return "'sources' names a file of \(file.count) characters" }
        if hash.isEmpty || hash.count > 16 || !hash.allSatisfy(\.isHexDigit) {
            return "'sources' holds the digest '\(hash.prefix(20))', not 1 to 16 hex digits"
        }
        if lines.count % 8 != 0 || lines.count / 8 > Self.maxLines || !lines.allSatisfy(\.isHexDigit) {
            return "'sources' holds line digests that are not eight hex digits each"
        }
        return nil
    }
}

extension WarningRecord {
    var problem: String? {
        if let line, line < 1 { return "'warnings' holds line \(line)" }
        if let column, column < 1 { return "'warnings' holds column \(column)" }
        return nil
    }
}
