import Foundation

/// A map over many indices made on several threads, for the few places where a frame or an update holds a
/// million rows (each row's layout or state depends on that row alone). The result is in index order, the same
/// whatever the number of threads.
/// Inlinable (see README, "How it is built"): specialised in the caller's module, a million rows' results are
/// made without a generic copy each.
@usableFromInline
package enum ConcurrentMap {
    /// Where to use more than one thread: fewer items are not worth the threads' start.
    @usableFromInline
    package static let minimum = 4096

    /// How many threads a map uses: the machine's cores, at most eight.
    @inlinable
    package static var threads: Int { min(ProcessInfo.processInfo.activeProcessorCount, 8) }

    /// `transform` of each of 0..<count, in order; each of `threads` threads takes one contiguous share.
    @inlinable
    package static func map<T>(_ count: Int, threads: Int = threads, minimum: Int = minimum, _ transform: (Int) -> T)
        -> [T]
    {
        map(count, threads: threads, minimum: minimum) { _, i in transform(i) }
    }

    /// The same, telling `transform` which share (0..<threads) it runs in, so that a thread can use something of
    /// its own (a measurer).
    @inlinable
    package static func map<T>(
        _ count: Int, threads: Int = threads, minimum: Int = minimum, _ transform: (_ share: Int, _ index: Int) -> T
    ) -> [T] {
        guard threads > 1, count >= max(2, minimum) else { return (0..<count).map { transform(0, $0) } }
        return withoutActuallyEscaping(transform) { transform in
            // The results are made in place, in the array's own storage: a million rows' states are not copied.
            Array(unsafeUninitializedCapacity: count) { buffer, initialized in
                let work = UnsafeMutablePointer<Work<T>>.allocate(capacity: 1)
                work.initialize(
                    to: Work(
                        count: count, share: (count + threads - 1) / threads, transform: transform,
                        results: buffer.baseAddress!))
                let shared = SharedWork(pointer: work)
                DispatchQueue.concurrentPerform(iterations: threads) { k in shared.pointer.pointee.run(share: k) }
                work.deinitialize(count: 1)
                work.deallocate()
                initialized = count
            }
        }
    }

    /// What the threads share: the transform, which only reads what it captured (or, by its share, something of
    /// that thread's own), and the results' storage, in which each thread writes its own share only.
    @usableFromInline
    struct Work<T> {
        @usableFromInline let count: Int
        @usableFromInline let share: Int
        @usableFromInline let transform: (Int, Int) -> T
        @usableFromInline let results: UnsafeMutablePointer<T>

        @inlinable
        init(count: Int, share: Int, transform: @escaping (Int, Int) -> T, results: UnsafeMutablePointer<T>) {
            self.count = count
            self.share = share
            self.transform = transform
            self.results = results
        }

        @inlinable
        func run(share k: Int) {
            for i in (k * share)..<min(count, (k + 1) * share) { (results + i).initialize(to: transform(k, i)) }
        }
    }

    /// `Work`, handed to the threads by pointer.
    @usableFromInline
    struct SharedWork<T>: @unchecked Sendable {
        @usableFromInline let pointer: UnsafeMutablePointer<Work<T>>

        @inlinable
        init(pointer: UnsafeMutablePointer<Work<T>>) { self.pointer = pointer }
    }
}
