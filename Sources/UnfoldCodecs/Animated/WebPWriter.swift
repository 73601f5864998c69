import CWebP
import Foundation
import UnfoldModel

/// Animated WebP through libwebp's animation encoder, which finds each frame's changed rectangle itself.
/// libwebp encodes one frame at a time, so two encoders take the two halves of the file on two threads; the
/// second one starts from the first half's last frame, so its first real frame is encoded exactly as one
/// encoder would have it, and libwebp's muxer joins the halves (`WebPJoin`).
package final class WebPWriter: AnimationWriter {
    package let options: AnimationOptions
    let starts: [Int64]
    /// The first frame of the second half, nil when the file is too short to split.
    let split: Int?
    let halves: [WebPHalfEncoder]
    /// First-half frames that came before their turn, and the next frame the first half takes.
    var waiting: [Int: [UInt8]] = [:]
    var firstHalfNext = 0

    /// Files with fewer frames are encoded in one piece.
    static let minimumFramesToSplit = 8

    /// `quality` nil: lossless; `method` trades speed for size (0 fastest … 6). For lossless, method 1 measured
    /// as small as method 4 (img2webp's) in less time on the demo; method 0 was 4× larger.
    /// Lossless effort 60 instead of the default 75: 8% faster on the demo for 0.05% more bytes; below 50 the
    /// file grows by 3% at once.
    /// `threads`: 1 encodes both halves on one thread (the bytes are the same either way).
    package init(_ options: AnimationOptions, quality: Double?, method: Int32, threads: Int = 2) throws {
        self.options = options
        var config = WebPConfig()
        guard WebPConfigInitInternal(&config, WEBP_PRESET_DEFAULT, 75, WEBP_ENCODER_ABI_VERSION) != 0 else {
            throw RenderError.library(.libwebp, step: "start", reason: "version mismatch")
        }
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            config.quality = Self.losslessEffort
            config.exact = 1
        }
        config.method = method
        // libwebp's own helper threads, where it has work for them (lossy analysis; output is the same).
        config.thread_level = 1
        let count = options.plan.frames.count
        split = count >= Self.minimumFramesToSplit ? count / 2 : nil
        let queues = (0..<2).map { DispatchQueue(label: "unfold.webp.\($0)") }
        halves = try (0..<(split == nil ? 1 : 2)).map {
            try WebPHalfEncoder(
                width: options.width, height: options.height, loop: options.loop, config: config,
                queue: queues[threads > 1 ? $0 : 0])
        }
        starts = options.plan.frames.indices.map { options.plan.start($0, unitsPerSecond: 1000) }
    }

    static let losslessEffort: Float = 60

    /// Pulls the two halves interleaved, so both encoders have work from the start.
    package func write(from source: FrameSource) throws -> [UInt8] {
        try source.frames(order(frameCount: options.plan.frames.count)) { try add($0) }
        return try finish()
    }

    /// The two halves interleaved, the shared frame first.
    func order(frameCount: Int) -> [Int] {
        guard let split else { return Array(0..<frameCount) }
        let first = Array(0..<(split - 1))
        let second = Array((split - 1)..<frameCount)
        var order: [Int] = []
        for k in 0..<max(first.count, second.count) {
            if k < second.count { order.append(second[k]) }
            if k < first.count { order.append(first[k]) }
        }
        return order
    }

    /// Takes the frames in any order in which each half's frames come in order; the first half's last frame
    /// (the second half's first) waits until the first half reaches it.
    package func add(_ frame: AnimatedFrame) throws {
        let n = frame.index
        guard let split else { return halves[0].add(frame.rgba, at: starts[n]) }
        if n >= split - 1 { halves[1].add(frame.rgba, at: starts[n]) }
        guard n <= split - 1 else { return }
        waiting[n] = frame.rgba
        while let next = waiting.removeValue(forKey: firstHalfNext) {
            halves[0].add(next, at: starts[firstHalfNext])
            firstHalfNext += 1
        }
    }

    package func finish() throws -> [UInt8] {
        let end = options.plan.end(unitsPerSecond: 1000)
        let bytes: [UInt8]
        if let split {
            let first = try halves[0].finish(end: starts[split])
            let second = try halves[1].finish(end: end)
            bytes = try WebPJoin.join(
                .init(bytes: first, duration: Int32(starts[split])),
                .init(bytes: second, duration: Int32(end - starts[split - 1])),
                overlap: Int32(starts[split] - starts[split - 1]), width: options.width, height: options.height,
                loop: options.loop)
        } else {
            bytes = try halves[0].finish(end: end)
        }
        let plan = options.plan
        let middle = plan.tickCount >= 2 ? plan.tickStart(plan.tickCount / 2, unitsPerSecond: 1000) : nil
        let file = try WebPStill.lasting(
            bytes, repeatAt: middle, milliseconds: end, width: options.width, height: options.height,
            loop: options.loop)
        return try options.about.map { try WebPJoin.attach($0, to: file) } ?? file
    }
}
