// Inlinable (see README, "How it is built"): every "value at t" of a frame is found by this search.
extension RandomAccessCollection {
    /// The index of the first element for which `belongsInSecondPartition` is true, in a collection
    /// where every such element follows every other one (a binary search, as swift-algorithms has it).
    @inlinable
    package func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
