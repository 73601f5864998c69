import UnfoldModel

/// Which element of a row now is which element the goldens recorded: the same id, else the element at the
/// same place in the template with the same kind under an id the goldens did not have (it was renamed).
package enum ElementMatch {
    typealias Record = FrameRecord.ElementRecord

    /// Each expected element with its actual one, or nil when it is gone.
    static func pairs(expected: [Record], actual: [Record]) -> [(Record, Record?)] {
        let byID = Dictionary(actual.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let byPlace = Dictionary(actual.compactMap { e in e.place.map { ($0, e) } }, uniquingKeysWith: { a, _ in a })
        let recordedIDs = Set(expected.map(\.id))
        return expected.map { e in
            if let same = byID[e.id] { return (e, same) }
            guard let place = place(of: e), let there = byPlace[place], there.kind == e.kind,
                !recordedIDs.contains(there.id)
            else { return (e, nil) }
            return (e, there)
        }
    }

    /// A recorded element's place: kept in `golden.json`, or read from a made-up id (`vstack-1` is the
    /// template's element 1) in goldens recorded before places were kept.
    static func place(of e: Record) -> Int? {
        if let place = e.place { return place }
        let prefix = e.kind + "-"
        guard e.id.hasPrefix(prefix), let n = Int(e.id.dropFirst(prefix.count)), n >= 0 else { return nil }
        return n
    }
}
