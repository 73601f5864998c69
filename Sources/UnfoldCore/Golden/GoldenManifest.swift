import Foundation

/// `golden.json`: what a golden folder was recorded from and with, so that `check` and `test` need no flags
/// repeated, and a scene that changed shape fails with the reason instead of passing on the frames it kept.
public struct GoldenManifest: Codable, Sendable, Equatable {
    public struct Canvas: Codable, Sendable, Equatable {
        public var width: Double
        public var height: Double
    }

    public struct Comparison: Codable, Sendable, Equatable {
        public var threshold: Double
        public var maxDiffPixels: Int
        public var maxDiffRatio: Double
        public init(threshold: Double, maxDiffPixels: Int, maxDiffRatio: Double) {
            self.threshold = threshold
            self.maxDiffPixels = maxDiffPixels
            self.maxDiffRatio = maxDiffRatio
        }
    }

    public static let currentFormat = 1

    public var format: Int
    public var scene: String
    /// FNV-1a (64 bits) of the scene file's bytes, in hex.
    public var sceneHash: String
    public var fps: Int
    public var canvas: Canvas
    /// The scene's own `canvas … @Nx`.
    public var sceneScale: Int
    /// The scale the frames were recorded at.
    public var recordedScale: Int
    public var frameCount: Int
    public var keptFrames: [Int]
    public var comparison: Comparison
    /// The `timeline.json` entries of the kept frames.
    public var frames: [FrameRecord]

    public init(timeline: Timeline, sceneScale: Int, sceneBytes: [UInt8], kept: [Int], comparison: Comparison) {
        let s = timeline.scene.settings
        format = GoldenManifest.currentFormat
        scene = timeline.scene.name
        sceneHash = GoldenManifest.hash(sceneBytes)
        fps = timeline.fps
        canvas = Canvas(width: s.width, height: s.height)
        self.sceneScale = sceneScale
        recordedScale = s.scale
        frameCount = timeline.frameCount
        keptFrames = kept
        self.comparison = comparison
        frames = kept.map { FrameRecord(timeline, frame: $0) }
    }

    /// Every 10th frame and the last.
    public static func keptFrames(count: Int, every: Int = 10) -> [Int] {
        var kept = Array(stride(from: 0, to: count, by: every))
        if kept.last != count - 1 { kept.append(count - 1) }
        return kept
    }

    public static func hash(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        return String(h, radix: 16)
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    public static func decode(_ data: Data) throws -> GoldenManifest {
        try JSONDecoder().decode(GoldenManifest.self, from: data)
    }

    /// Why a freshly compiled scene cannot be compared with these goldens, if it cannot.
    public func mismatch(with timeline: Timeline, sceneScale: Int) -> String? {
        var reasons: [String] = []
        if timeline.frameCount != frameCount {
            reasons.append("the scene has \(timeline.frameCount) frames, the goldens \(frameCount)")
        }
        if timeline.fps != fps { reasons.append("the scene runs at \(timeline.fps) fps, the goldens at \(fps)") }
        let s = timeline.scene.settings
        if s.width != canvas.width || s.height != canvas.height {
            reasons.append(
                "the canvas is \(fmt(s.width))x\(fmt(s.height)), the goldens' \(fmt(canvas.width))x\(fmt(canvas.height))"
            )
        }
        if sceneScale != self.sceneScale {
            reasons.append("the scene's scale is @\(sceneScale)x, the goldens' @\(self.sceneScale)x")
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}
