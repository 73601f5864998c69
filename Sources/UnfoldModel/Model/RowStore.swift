import Foundation
import UnfoldSyntax

/// The rows of a scene, kept as the lines that wrote them: a `repeat 100000` line is one block,
/// and a row's id and slot values are made when asked for. So a long list costs little memory.
@usableFromInline
package struct RowStore: Sendable, Equatable {
    /// A text with `{i}` holes, split at them; a plain text has one part.
    package struct Pattern: Sendable, Equatable {
        package var parts: [String]
        /// The number `{i}` stands for in the first row (`repeat … from K`).
        package var first = 0
        init(_ text: String, literal: Bool = false, first: Int = 0) {
            parts = literal ? [text] : text.components(separatedBy: "{i}")
            self.first = first
        }
        /// The text of the i-th row of the line (i counted from 0 whatever `first` is).
        func value(_ i: Int) -> String {
            if parts.count == 1 { return parts[0] }
            let n = String(i + first)
            var s = parts[0]
            for p in parts.dropFirst() {
                s += n
                s += p
            }
            return s
        }
        /// Every value's shape (see `idShape`): the number put in never changes it.
        var shape: String { idShape(value(0)) }

        /// The digit runs of the pattern: the literal digits, or nil where the number goes.
        var digitRuns: [String?] {
            var runs: [String?] = []
            var current: String? = nil
            var inRun = false
            for (k, part) in parts.enumerated() {
                for c in part.unicodeScalars {
                    if ("0"..."9").contains(c) {
                        if !inRun { current = "" }
                        if current != nil { current!.unicodeScalars.append(c) }
                        inRun = true
                    } else {
                        if inRun { runs.append(current) }
                        inRun = false
                    }
                }
                if k < parts.count - 1 {
                    // The number joins any digits around it into one run whose text varies.
                    current = nil
                    inRun = true
                }
            }
            if inRun { runs.append(current) }
            return runs
        }

        /// The i for which `value(i) == text`, if any in 0..<count.
        func match(_ text: String, count: Int) -> Int? {
            if parts.count == 1 { return text == parts[0] ? 0 : nil }
            guard text.hasPrefix(parts[0]) else { return nil }
            let rest = text.utf8.dropFirst(parts[0].utf8.count)
            var n = 0
            var length = 0
            for c in rest {
                guard c >= 48 && c <= 57, length < 7 else { break }
                n = n * 10 + Int(c - 48)
                length += 1
                let i = n - first
                if i >= 0 && i < count && (length == 1 || rest.first != 48) && value(i) == text { return i }
            }
            return nil
        }
    }

    @usableFromInline
    package struct Block: Sendable, Equatable {
        @usableFromInline package var start: Int
        package var count: Int
        package var id: Pattern
        package var slots: [String: Pattern]
        @usableFromInline package var template: Int
        package var section: Int
        package var expanded: Bool
        package var location: SourceLocation
        /// Where each slot's value is written, for messages about it.
        package var slotLocations: [String: SourceLocation] = [:]
        /// The `{i}` of the block's first row: a block split by an inserted row continues its numbers.
        package var first = 0
        /// Whether its ids are matched by pattern rather than kept one by one in `literalIDs`.
        var matchedByPattern = false
        /// Its depth in an outline (0: a top-level row) and the id of the row it is written under.
        package var level = 0
        var parentID: String? = nil

        package func idValue(_ k: Int) -> String { id.value(k + first) }
        func slotValues(_ k: Int) -> [String: String] { slots.mapValues { $0.value(k + first) } }
        /// The k with `idValue(k) == text`, if any.
        func match(_ text: String) -> Int? {
            guard let n = id.match(text, count: first + count), n >= first else { return nil }
            return n - first
        }
    }

    @usableFromInline package var blocks: [Block] = []
    /// Rows written one by one (and small repeats), by id.
    var literalIDs: [String: Int] = [:]
    /// Literal ids by their shape, to check a new large repeat against the few that could collide.
    var literalsByShape: [String: [String]] = [:]
    /// Large repeats, matched against their id pattern instead of being indexed.
    var patterned = PatternIndex()
    package internal(set) var count = 0

    package init() {}

    @inlinable
    func blockIndex(_ row: Int) -> Int {
        var lo = 0
        var hi = blocks.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if blocks[mid].start <= row { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }

    package subscript(row: Int) -> Row {
        let b = blocks[blockIndex(row)]
        let k = row - b.start
        return Row(
            id: b.idValue(k), template: b.template, slots: b.slotValues(k),
            startsExpanded: b.expanded, section: b.section, location: b.location, level: b.level, parent: b.parentID)
    }

    /// The row's depth in its outline: 0 for a top-level row.
    package func level(of row: Int) -> Int { blocks[blockIndex(row)].level }
    /// The id of the row it is a child of, if any.
    package func parentID(of row: Int) -> String? { blocks[blockIndex(row)].parentID }
    /// The row it is a child of, if any.
    package func parent(of row: Int) -> Int? { parentID(of: row).flatMap { index(of: $0) } }

    /// The end of the row's descendants: they are the rows from `row + 1` up to it. Only a block's last row
    /// can have children (a `repeat` line has none), so the search goes block by block.
    package func subtreeEnd(of row: Int) -> Int {
        var b = blockIndex(row)
        let block = blocks[b]
        guard row == block.start + block.count - 1 else { return row + 1 }
        var end = row + 1
        b += 1
        while b < blocks.count, blocks[b].level > block.level {
            end = blocks[b].start + blocks[b].count
            b += 1
        }
        return end
    }

    package func hasChildren(_ row: Int) -> Bool { subtreeEnd(of: row) > row + 1 }

    /// Whether any row is written under another.
    package var isOutline: Bool { blocks.contains { $0.level > 0 } }

    @inlinable
    package func template(of row: Int) -> Int { blocks[blockIndex(row)].template }
    package func section(of row: Int) -> Int { blocks[blockIndex(row)].section }
    package func startsExpanded(_ row: Int) -> Bool { blocks[blockIndex(row)].expanded }
    /// Where the line that made a row is written.
    package func location(of row: Int) -> SourceLocation { blocks[blockIndex(row)].location }
    package func id(of row: Int) -> String {
        let b = blocks[blockIndex(row)]
        return b.idValue(row - b.start)
    }
    package func slots(of row: Int) -> [String: String] {
        let b = blocks[blockIndex(row)]
        return b.slotValues(row - b.start)
    }

    /// Consecutive rows that share template, section and starting state.
    package var runs: [(range: Range<Int>, template: Int, section: Int, expanded: Bool)] {
        blocks.map { ($0.start..<($0.start + $0.count), $0.template, $0.section, $0.expanded) }
    }

    /// Consecutive rows that share their outline place: siblings of one level under one parent.
    package var outlineRuns: [(range: Range<Int>, level: Int, section: Int, expanded: Bool)] {
        blocks.map { ($0.start..<($0.start + $0.count), $0.level, $0.section, $0.expanded) }
    }

    /// The first row that uses `template`.
    package func firstRow(using template: Int) -> Int? { blocks.first { $0.template == template }?.start }

    /// The first row that uses `template` among the rows not in `skipped` (rows a timeline adds later are
    /// blocks of one row), else the first at all.
    package func firstRow(using template: Int, skipping skipped: Set<Int>) -> Int? {
        let listed = blocks.first { $0.template == template && !($0.count == 1 && skipped.contains($0.start)) }
        return listed?.start ?? firstRow(using: template)
    }

    package func index(of id: String) -> Int? {
        if let i = literalIDs[id] { return i }
        for b in patterned.candidates(forID: id) {
            if let k = b.match(id) { return b.start + k }
        }
        return nil
    }

    /// Repeats up to this size are indexed id by id; larger ones are matched against their pattern.
    static let expandLimit = 64

    /// Adds `count` rows; returns the first duplicate id, if any (and then adds nothing).
    package mutating func append(
        idPattern: String, count: Int, slots: [String: String], literal: Bool, template: Int, section: Int,
        expanded: Bool, location: SourceLocation, slotLocations: [String: SourceLocation] = [:], first: Int = 0,
        level: Int = 0, parentID: String? = nil
    ) -> String? {
        var block = Block(
            start: self.count, count: count, id: Pattern(idPattern, literal: literal, first: first),
            slots: slots.mapValues { Pattern($0, literal: literal, first: first) },
            template: template, section: section, expanded: expanded, location: location)
        block.slotLocations = slotLocations
        block.level = level
        block.parentID = parentID
        if let dup = firstDuplicate(block) { return dup }
        if block.id.parts.count == 1 || count <= RowStore.expandLimit {
            for k in 0..<count {
                let id = block.id.value(k)
                literalIDs[id] = block.start + k
                literalsByShape[idShape(id), default: []].append(id)
            }
        } else {
            block.matchedByPattern = true
            patterned.insert(block)
        }
        blocks.append(block)
        self.count += count
        return nil
    }

    /// Only ids of one shape can be equal, so each check looks at one shape's ids and repeats.
    func firstDuplicate(_ b: Block) -> String? {
        if b.id.parts.count == 1 || b.count <= RowStore.expandLimit {
            var seen = Set<String>()
            for k in 0..<b.count {
                let id = b.id.value(k)
                if literalIDs[id] != nil || !seen.insert(id).inserted { return id }
                for p in patterned.candidates(forID: id) where p.match(id) != nil { return id }
            }
            return nil
        }
        // Whichever is shorter: the literal ids of this shape, or the block's own ids.
        let literals = literalsByShape[b.id.shape] ?? []
        if literals.count <= b.count {
            for id in literals where b.id.match(id, count: b.count) != nil { return id }
        } else {
            for k in 0..<b.count where literalIDs[b.id.value(k)] != nil { return b.id.value(k) }
        }
        for p in patterned.candidates(for: b) {
            let (small, large) = p.count < b.count ? (p, b) : (b, p)
            for k in 0..<small.count {
                let id = small.id.value(k)
                if large.match(id) != nil { return id }
            }
        }
        return nil
    }

    @usableFromInline
    package static func == (a: RowStore, b: RowStore) -> Bool { a.blocks == b.blocks }

    /// Every slot value as written (a `repeat` line's once, with its `{i}`), with where it is written.
    package var writtenValues: [(slot: String, template: Int, text: String, location: SourceLocation)] {
        blocks.flatMap { b in
            b.slots.sorted { $0.key < $1.key }.map { (slot, pattern) in
                (
                    SlotStates.slot(of: slot), b.template, pattern.parts.joined(separator: "{i}"),
                    b.slotLocations[slot] ?? b.location
                )
            }
        }
    }
}

/// An id with every run of digits replaced by one `#`: two ids can be equal only if their shapes are.
func idShape(_ id: String) -> String {
    var out = String.UnicodeScalarView()
    var inRun = false
    for c in id.unicodeScalars {
        if ("0"..."9").contains(c) {
            if !inRun { out.append("#") }
            inRun = true
        } else {
            out.append(c)
            inRun = false
        }
    }
    return String(out)
}
