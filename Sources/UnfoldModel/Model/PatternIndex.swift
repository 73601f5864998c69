/// Large `repeat` blocks, indexed so that finding the blocks an id could belong to never scans them all.
///
/// Two ids can be equal only if their shapes are (every digit run written `#`). Within a shape, a block
/// fixes some digit runs (the mask) and lets the number vary in the others; blocks are kept by shape,
/// then by mask, then by the digits of their fixed runs, so a lookup is one dictionary probe per mask.
struct PatternIndex: Sendable {
    package typealias Block = RowStore.Block
    private var byShape: [String: [[Bool]: [[String]: [Block]]]] = [:]

    mutating func insert(_ block: Block) {
        let runs = block.id.digitRuns
        let mask = runs.map { $0 != nil }
        byShape[block.id.shape, default: [:]][mask, default: [:]][runs.compactMap { $0 }, default: []].append(block)
    }

    /// Blocks that might hold `id` (a literal id: every run fixed).
    func candidates(forID id: String) -> [Block] {
        let runs = digitRuns(of: id)
        var out: [Block] = []
        for (mask, blocks) in byShape[idShape(id)] ?? [:] {
            let key = zip(mask, runs).compactMap { fixed, run in fixed ? run : nil }
            out += blocks[key] ?? []
        }
        return out
    }

    /// Blocks that might share an id with `block`.
    func candidates(for block: Block) -> [Block] {
        let runs = block.id.digitRuns
        var out: [Block] = []
        for (mask, blocks) in byShape[block.id.shape] ?? [:] {
            let projection = zip(mask, runs).compactMap { fixed, run in fixed ? run : nil }
            if projection.count == mask.filter({ $0 }).count {
                // Every run these blocks fix is fixed in `block` too: one probe.
                out += blocks[projection] ?? []
                continue
            }
            for (key, group) in blocks where compatible(key, mask: mask, with: runs) { out += group }
        }
        return out
    }

    private func compatible(_ key: [String], mask: [Bool], with runs: [String?]) -> Bool {
        var k = 0
        for (fixed, run) in zip(mask, runs) where fixed {
            if let run, run != key[k] { return false }
            k += 1
        }
        return true
    }
}

/// The runs of digits in an id, in order.
func digitRuns(of id: String) -> [String?] {
    var runs: [String?] = []
    var current = ""
    for c in id.unicodeScalars {
        if ("0"..."9").contains(c) {
            current.unicodeScalars.append(c)
        } else if !current.isEmpty {
            runs.append(current)
            current = ""
        }
    }
    if !current.isEmpty { runs.append(current) }
    return runs
}
