import Foundation
import Synchronization
import UnfoldModel

/// How the C allocator reuses memory.
package enum HeapReuse {
    /// glibc's `mallopt` parameters, from <malloc.h>, which Swift's Glibc module does not import.
    static let trimThreshold: Int32 = -1
    static let mmapThreshold: Int32 = -3
    static let arenaMax: Int32 = -8
    static let perturb: Int32 = -6

    /// One heap for every thread, which keeps freed blocks of up to 32 MB instead of returning them to the kernel.
    /// Frames are multi-megabyte blocks allocated and freed all the time (libwebp's animation encoder alone
    /// frees several whole canvases per frame); with glibc's defaults each came back from the kernel as fresh
    /// zeroed pages (0.44 s of system time in an animated WebP of the demo, 0.15 s with this), and each thread's
    /// own heap held its freed frames. Measured on the demo: WebP 2.36 → 2.05 s, GIF peak 177 → 134 MB,
    /// APNG 124 → 108 MB, PNG frames and sheets unchanged. Call it before any thread starts.
    package static func keepLargeBlocks() {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "mallopt") else { return }
        typealias SetOption = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: SetOption.self)
        _ = mallopt(arenaMax, 1)
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 32 << 20)
    }

    static func setOption(_ option: Int32, _ value: Int32) {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "mallopt") else { return }
        typealias SetOption = @convention(c) (Int32, Int32) -> Int32
        _ = unsafeBitCast(symbol, to: SetOption.self)(option, value)
    }

    /// How many encodes are filling blocks now: the option is set by the first and cleared by the last.
    static let filling = StaticMutex(0)

    /// While a video is encoded, every block the allocator hands out is filled with one byte (glibc's
    /// M_PERTURB). x264 reads some bytes of its buffers before writing them, so with one heap shared by the
    /// rendering threads an MP4 depended on what another thread had freed there: files a few bytes apart from
    /// run to run in a busy process (never with MALLOC_PERTURB_ set). Filled blocks make those bytes the same.
    static func startFilling() {
        filling.withLock { count in
            count += 1
            if count == 1 { setOption(perturb, 0x5A) }
        }
    }

    static func stopFilling() {
        filling.withLock { count in
            count -= 1
            if count == 0 { setOption(perturb, 0) }
        }
    }
}
