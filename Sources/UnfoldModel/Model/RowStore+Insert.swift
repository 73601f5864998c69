import UnfoldSyntax

/// Rows a timeline inserts (`insert ID after|before ID`): the list keeps every row that ever exists in one
/// order, so a row inserted later has its place from the start (with height 0 until it is inserted).
extension RowStore {
    /// Puts one written row at `position`, moving the rows from there down by one. The caller has checked
    /// that `id` is new. Returns nothing; sections and actions are the caller's to shift.
    package mutating func insert(
        id: String, slots: [String: String], template: Int, section: Int, at position: Int, location: SourceLocation,
        level: Int = 0, parentID: String? = nil
    ) {
        split(at: position)
        let k = blocks.partitioningIndex { $0.start >= position }
        for j in k..<blocks.count { blocks[j].start += 1 }
        for (literal, row) in literalIDs where row >= position { literalIDs[literal] = row + 1 }
        var block = Block(
            start: position, count: 1, id: Pattern(id, literal: true),
            slots: slots.mapValues { Pattern($0, literal: true) }, template: template, section: section,
            expanded: false, location: location)
        block.level = level
        block.parentID = parentID
        blocks.insert(block, at: k)
        literalIDs[id] = position
        literalsByShape[idShape(id), default: []].append(id)
        count += 1
        reindexPatterns()
    }

    /// Makes `position` the start of a block (or the end of the list).
    mutating func split(at position: Int) {
        guard position < count else { return }
        let b = blockIndex(position)
        let block = blocks[b]
        guard block.start < position else { return }
        var head = block
        head.count = position - block.start
        var tail = block
        tail.start = position
        tail.count = block.count - head.count
        tail.first = block.first + head.count
        blocks[b] = head
        blocks.insert(tail, at: b + 1)
    }

    /// The pattern index keeps copies of blocks, so it is made again after blocks move.
    mutating func reindexPatterns() {
        patterned = PatternIndex()
        for b in blocks where b.matchedByPattern { patterned.insert(b) }
    }
}
