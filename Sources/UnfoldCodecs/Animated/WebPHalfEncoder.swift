import CWebP
import Foundation
import Synchronization

/// One libwebp animation encoder working through its frames on its own thread.
/// `add` returns once the frame is queued; at most `pending` frames wait, so memory stays bounded.
final class WebPHalfEncoder: Sendable {
    let width: Int
    let height: Int
    let queue: DispatchQueue
    let slots: DispatchSemaphore
    /// What the encoding changes. Only `queue` uses it, one frame at a time, so its lock is never contended; it
    /// is what lets the compiler check that.
    private let work: Mutex<Work>

    struct Work {
        var encoder: OpaquePointer
        var config: WebPConfig
        /// The first error; once set, the frames after it are skipped and `finish` throws it.
        var failure: Error?
        /// Lossy files only: see `LossyDrift`.
        var drift: LossyDrift?
    }

    /// One frame waiting per encoder: two measured 3% faster on the demo but peaked 17 MB higher (186 MB).
    static let pending = 1

    /// `queue`: a serial queue, which two encoders may share to encode on one thread.
    init(width: Int, height: Int, loop: Int, config: WebPConfig, queue: DispatchQueue) throws {
        self.width = width
        self.height = height
        self.queue = queue
        slots = DispatchSemaphore(value: Self.pending)
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInitInternal(&options, WEBP_MUX_ABI_VERSION) != 0 else {
            throw RenderError.library(.libwebp, step: "start", reason: "version mismatch")
        }
        options.anim_params.loop_count = Int32(loop)
        options.anim_params.bgcolor = 0xFFFF_FFFF
        options.allow_mixed = 0
        guard let encoder = WebPAnimEncoderNewInternal(Int32(width), Int32(height), &options, WEBP_MUX_ABI_VERSION)
        else { throw RenderError.library(.libwebp, step: "make an animation encoder") }
        let drift = config.lossless == 0 ? LossyDrift(quality: Double(config.quality)) : nil
        work = Mutex(Work(encoder: encoder, config: config, drift: drift))
    }

    deinit { work.withLock { WebPAnimEncoderDelete($0.encoder) } }

    /// Queues a whole frame (straight RGBA, opaque) shown from `millisecond`.
    func add(_ rgba: [UInt8], at millisecond: Int64) {
        slots.wait()
        queue.async {
            defer { self.slots.signal() }
            self.work.withLock { work in
                guard work.failure == nil else { return }
                do { try Self.encode(rgba, at: millisecond, into: &work, width: self.width, height: self.height) } catch
                {
                    work.failure = error
                }
            }
        }
    }

    static func encode(_ frame: [UInt8], at millisecond: Int64, into work: inout Work, width: Int, height: Int) throws {
        let rgba = work.drift?.snap(frame) ?? frame
        var picture = WebPPicture()
        guard WebPPictureInitInternal(&picture, WEBP_ENCODER_ABI_VERSION) != 0 else {
            throw RenderError.library(.libwebp, step: "make a picture")
        }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        let imported = rgba.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
        }
        guard imported != 0 else { throw RenderError.library(.libwebp, step: "take a frame") }
        guard WebPAnimEncoderAdd(work.encoder, &picture, Int32(millisecond), &work.config) != 0 else {
            throw RenderError.library(
                .libwebp, step: "add a frame", reason: String(cString: WebPAnimEncoderGetError(work.encoder)))
        }
    }

    /// Waits for the queued frames, ends the last one at `end` and returns this half as a WebP file.
    func finish(end: Int64) throws -> [UInt8] {
        try queue.sync { work.withLock { Self.assemble(&$0, end: end) } }.get()
    }

    /// The file, once every frame is in, as a Result: nothing throws through the lock.
    static func assemble(_ work: inout Work, end: Int64) -> Result<[UInt8], Error> {
        if let failure = work.failure { return .failure(failure) }
        guard WebPAnimEncoderAdd(work.encoder, nil, Int32(end), nil) != 0 else {
            return .failure(RenderError.library(.libwebp, step: "end the animation"))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(work.encoder, &data) != 0 else {
            return .failure(RenderError.library(.libwebp, step: "assemble the file"))
        }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: data.bytes)) }
        return .success(Array(UnsafeBufferPointer(start: data.bytes, count: data.size)))
    }
}
