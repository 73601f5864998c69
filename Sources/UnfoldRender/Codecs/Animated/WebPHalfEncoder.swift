import CWebP
import Foundation

/// One libwebp animation encoder working through its frames on its own thread.
/// `add` returns once the frame is queued; at most `pending` frames wait, so memory stays bounded.
final class WebPHalfEncoder: @unchecked Sendable {
    let width: Int
    let height: Int
    var encoder: OpaquePointer?
    var config: WebPConfig
    let queue: DispatchQueue
    let slots: DispatchSemaphore
    /// The first error, set on `queue` and read after it has drained.
    var failure: Error?
    /// Lossy files only: see `LossyDrift`.
    var drift: LossyDrift?

    /// One frame waiting per encoder: two measured 3% faster on the demo but peaked 17 MB higher (186 MB).
    static let pending = 1

    /// `queue`: a serial queue, which two encoders may share to encode on one thread.
    init(width: Int, height: Int, loop: Int, config: WebPConfig, queue: DispatchQueue) throws {
        self.width = width
        self.height = height
        self.config = config
        drift = config.lossless == 0 ? LossyDrift(quality: Double(config.quality)) : nil
        self.queue = queue
        slots = DispatchSemaphore(value: Self.pending)
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInitInternal(&options, WEBP_MUX_ABI_VERSION) != 0 else {
            throw RenderError.library(.libwebp, step: "start", reason: "version mismatch")
        }
        options.anim_params.loop_count = Int32(loop)
        options.anim_params.bgcolor = 0xFFFF_FFFF
        options.allow_mixed = 0
        encoder = WebPAnimEncoderNewInternal(Int32(width), Int32(height), &options, WEBP_MUX_ABI_VERSION)
        guard encoder != nil else { throw RenderError.library(.libwebp, step: "make an animation encoder") }
    }

    deinit { if let encoder { WebPAnimEncoderDelete(encoder) } }

    /// Queues a whole frame (straight RGBA, opaque) shown from `millisecond`.
    func add(_ rgba: [UInt8], at millisecond: Int64) {
        slots.wait()
        queue.async {
            defer { self.slots.signal() }
            guard self.failure == nil else { return }
            do { try self.encode(rgba, at: millisecond) } catch { self.failure = error }
        }
    }

    func encode(_ frame: [UInt8], at millisecond: Int64) throws {
        let rgba = drift?.snap(frame) ?? frame
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
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(millisecond), &config) != 0 else {
            throw RenderError.library(
                .libwebp, step: "add a frame", reason: String(cString: WebPAnimEncoderGetError(encoder)))
        }
    }

    /// Waits for the queued frames, ends the last one at `end` and returns this half as a WebP file.
    func finish(end: Int64) throws -> [UInt8] {
        try queue.sync {
            if let failure { throw failure }
            guard WebPAnimEncoderAdd(encoder, nil, Int32(end), nil) != 0 else {
                throw RenderError.library(.libwebp, step: "end the animation")
            }
            var data = WebPData()
            guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
                throw RenderError.library(.libwebp, step: "assemble the file")
            }
            defer { WebPFree(UnsafeMutableRawPointer(mutating: data.bytes)) }
            return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
        }
    }
}
