import UnfoldRender
import UnfoldCodecs

/// The process's heap, set by the command line once, before any thread starts (see `HeapReuse`).
package enum ProcessHeap {
    package static func keepLargeBlocks() { HeapReuse.keepLargeBlocks() }
}
