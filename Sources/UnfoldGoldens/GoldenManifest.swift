import Foundation
import UnfoldModel
import UnfoldAudit
import UnfoldAnimation
import UnfoldDisplay

/// `golden.json`: what a golden folder was recorded from and with, so that `check` and `test` need no flags
/// repeated, and a scene that changed shape fails with the reason instead of passing on the frames it kept.
package struct GoldenManifest: Codable, Sendable, Equatable {
    package struct Canvas: Codable, Sendable, Equatable {
        package var width: Double
        package var height: Double
    }

    /// The comparison settings given on the command line when the folder was recorded; nil fields were not
    /// given, and a frame then passes only when every pixel equals the golden's.
    package struct Comparison: Codable, Sendable, Equatable {
        package var threshold: Double?
        package var maxDiffPixels: Int?
        package var maxDiffRatio: Double?
        package init(threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
            self.threshold = threshold
            self.maxDiffPixels = maxDiffPixels
            self.maxDiffRatio = maxDiffRatio
        }

        /// No setting given: exact.
        package static let exact = Comparison()

        /// What version 4 recorded when no setting was given.
        static let versionFourDefaults = Comparison(threshold: 0.1, maxDiffPixels: 0, maxDiffRatio: 0)

        /// Each setting given here, else the one in `recorded`.
        package func over(_ recorded: Comparison) -> Comparison {
            Comparison(
                threshold: threshold ?? recorded.threshold, maxDiffPixels: maxDiffPixels ?? recorded.maxDiffPixels,
                maxDiffRatio: maxDiffRatio ?? recorded.maxDiffRatio)
        }

        /// The differing pixels a frame of `pixels` pixels may have.
        package func allowed(pixels: Int) -> Int {
            max(maxDiffPixels ?? 0, Int(((maxDiffRatio ?? 0) * Double(pixels)).rounded(.down)))
        }
    }

    /// 1: version 4's folders (a PNG per kept frame, every record in `golden.json`); 2: version 5's compact ones
    /// (`pictures` says how its frames and records are stored).
    package static let currentFormat = 2
    package static let formats = 1...2

    package var format: Int
    package var scene: String
    /// FNV-1a (64 bits) of the scene file's bytes, in hex.
    package var sceneHash: String
    package var fps: Int
    package var canvas: Canvas
    /// The scene's own `canvas … @Nx`.
    package var sceneScale: Int
    /// The scale the frames were recorded at.
    package var recordedScale: Int
    package var frameCount: Int
    package var keptFrames: [Int]
    package var comparison: Comparison
    /// The `timeline.json` entries of the kept frames.
    package var frames: [FrameRecord]
    /// `test --audit`'s baseline: the findings the scene had when it was recorded (absent before version 3).
    package var audit: [AuditEntry]?
    /// `test --accessibility`: each kept frame's accessibility elements, in reading order (absent when the
    /// folder was recorded without them).
    package var accessibility: [[AccessibilityRecord]]?
    /// What drew the frames (absent before version 4): Unfold's version, the libraries, the font files.
    package var environment: GoldenEnvironment?
    /// Format 2: where the kept frames' pixels and their geometry (`frames`) are stored.
    package var pictures: Pictures?
    /// The scene's warnings when it was recorded (absent before version 6, and when it had none).
    package var warnings: [WarningRecord]?
    /// The source files besides the scene's text that it read (a preview's Swift file, a cell's file), each
    /// with its digest and its lines' (absent before version 6).
    package var sources: [SourceRecord]?
    /// The look the frames were drawn in (`ios26`, `ios18`); absent in goldens recorded before version 6,
    /// which were drawn in iOS 18's.
    package var look: String?

    /// How a format-2 folder stores its frames: each kept frame's RGBA compressed with Zstandard, on its own or
    /// against a reference frame's pixels; a frame equal to an earlier one names that one's file.
    package struct Pictures: Codable, Sendable, Equatable {
        package static let encoding = "zstd-rgba"
        package var encoding: String
        /// The frames' size in pixels.
        package var width: Int
        package var height: Int
        /// One per kept frame.
        package var frames: [StoredFrame]
        /// The file that holds `frames`, compressed JSON.
        package var records: String

        package struct StoredFrame: Codable, Sendable, Equatable {
            package var file: String
            /// The file whose pixels this one was compressed against (nil: on its own).
            package var reference: String?
            package init(file: String, reference: String?) {
                self.file = file
                self.reference = reference
            }
        }

        package init(width: Int, height: Int, frames: [StoredFrame], records: String) {
            encoding = Self.encoding
            self.width = width
            self.height = height
            self.frames = frames
            self.records = records
        }
    }

    enum CodingKeys: String, CodingKey {
        case format, scene, sceneHash, fps, canvas, sceneScale, recordedScale, frameCount, keptFrames, comparison
        case frames, audit, accessibility, environment, pictures, warnings, sources, look
    }

    /// What a format-2 folder keeps outside `golden.json`: the kept frames' geometry, most of a version-4
    /// `golden.json`'s bytes. Accessibility elements stay in `golden.json`, where a review reads them.
    struct Records: Codable, Sendable, Equatable {
        var frames: [FrameRecord]
    }

    /// A finding as a baseline keeps it.
    package struct AuditEntry: Codable, Sendable, Equatable {
        package var rule: String
        package var row: String?
        package var element: String?
        package var variant: String
        /// `text-truncated row q3 answer in variant de`.
        package var words: String
        /// For a view of an Interface Builder cell, its place in the file (absent from version-4 baselines).
        package var file: String?
        package init(_ f: Finding) {
            rule = f.rule.rawValue
            row = f.row
            element = f.element
            variant = f.variant
            words = f.words
            file = f.file
        }
        /// As `Finding.key`.
        package var key: String {
            if let file { return "\(rule) \(file) \(variant)" }
            return "\(rule) \(row ?? "-") \(element ?? "-") \(variant)"
        }
    }

    package init(timeline: Timeline, sceneScale: Int, sceneBytes: [UInt8], kept: [Int], comparison: Comparison) {
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
        look = s.look.rawValue
    }

    /// Every 10th frame and the last.
    package static func keptFrames(count: Int, every: Int = 10) -> [Int] {
        var kept = Array(stride(from: 0, to: count, by: every))
        if kept.last != count - 1 { kept.append(count - 1) }
        return kept
    }

    /// As `ContentDigest.fnv1a`, which golden folders record.
    package static func hash(_ bytes: [UInt8]) -> String { ContentDigest.fnv1a(bytes) }

    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Format 2's records, as compact JSON (they are compressed after).
    package func encodedRecords() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(Records(frames: frames))) ?? Data()
    }

    /// Decodes and validates a `golden.json`; throws `JSONProblem.Failure` saying what is wrong and where.
    /// Golden folders travel between machines and CI jobs, so every field is checked before it is used.
    /// `records` reads a format-2 folder's records file by name (already decompressed).
    package static func decode(_ data: Data, records: (String) throws -> Data = { _ in Data() }) throws
        -> GoldenManifest
    {
        var manifest = try JSONProblem.decode(GoldenManifest.self, from: data)
        if manifest.format == 2 {
            guard let pictures = manifest.pictures else { throw JSONProblem.Failure("format 2 needs 'pictures'") }
            if let problem = pictures.problem(kept: manifest.keptFrames.count) { throw JSONProblem.Failure(problem) }
            let read = try JSONProblem.decode(Records.self, from: try records(pictures.records))
            manifest.frames = read.frames
        }
        if let problem = manifest.problem { throw JSONProblem.Failure(problem) }
        return manifest
    }

    /// Why a freshly compiled scene cannot be compared with these goldens, if it cannot.
    package func mismatch(with timeline: Timeline, sceneScale: Int) -> String? {
        var reasons: [String] = []
        // Another look changes nearly every pixel: the failure says why, not which pixels.
        let recorded = look ?? Look.ios18.rawValue
        if recorded != timeline.scene.settings.look.rawValue {
            let drawn = timeline.scene.settings.look.rawValue
            reasons.append(
                "the goldens were drawn in look \(recorded), the scene in look \(drawn): record them again, or write"
                    + " 'look \(recorded)' in the scene")
        }
        if timeline.frameCount != frameCount {
            reasons.append("the scene has \(timeline.frameCount) frames, the goldens \(frameCount)")
        }
        if timeline.fps != fps { reasons.append("the scene runs at \(timeline.fps) fps, the goldens at \(fps)") }
        let s = timeline.scene.settings
        if s.width != canvas.width || s.height != canvas.height {
            reasons.append(
                "the canvas is \(fmt(s.width))x\(fmt(s.height)), the goldens' "
                    + "\(fmt(canvas.width))x\(fmt(canvas.height))"
            )
        }
        if sceneScale != self.sceneScale {
            reasons.append("the scene's scale is @\(sceneScale)x, the goldens' @\(self.sceneScale)x")
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}

extension GoldenManifest {
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decodeWhole(.format)
        scene = try c.decode(String.self, forKey: .scene)
        sceneHash = try c.decode(String.self, forKey: .sceneHash)
        fps = try c.decodeWhole(.fps)
        canvas = try c.decode(Canvas.self, forKey: .canvas)
        sceneScale = try c.decodeWhole(.sceneScale)
        recordedScale = try c.decodeWhole(.recordedScale)
        frameCount = try c.decodeWhole(.frameCount)
        keptFrames = try c.decodeWholeArray(.keptFrames)
        comparison = try c.decode(Comparison.self, forKey: .comparison)
        // Version 4 wrote its defaults as if given: they were never asked for, so such a folder is checked exactly.
        if format == 1 && comparison == .versionFourDefaults { comparison = .exact }
        // Format 2 keeps them in its records file.
        frames = try format == 1 ? c.decode([FrameRecord].self, forKey: .frames) : []
        audit = try c.decodeIfPresent([AuditEntry].self, forKey: .audit)
        accessibility = try c.decodeIfPresent([[AccessibilityRecord]].self, forKey: .accessibility)
        environment = try c.decodeIfPresent(GoldenEnvironment.self, forKey: .environment)
        pictures = try c.decodeIfPresent(Pictures.self, forKey: .pictures)
        warnings = try c.decodeIfPresent([WarningRecord].self, forKey: .warnings)
        sources = try c.decodeIfPresent([SourceRecord].self, forKey: .sources)
        look = try c.decodeIfPresent(String.self, forKey: .look)
    }

    /// Format 1 keeps the records here; format 2 in the file `pictures` names.
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(format, forKey: .format)
        try c.encode(scene, forKey: .scene)
        try c.encode(sceneHash, forKey: .sceneHash)
        try c.encode(fps, forKey: .fps)
        try c.encode(canvas, forKey: .canvas)
        try c.encode(sceneScale, forKey: .sceneScale)
        try c.encode(recordedScale, forKey: .recordedScale)
        try c.encode(frameCount, forKey: .frameCount)
        try c.encode(keptFrames, forKey: .keptFrames)
        try c.encode(comparison, forKey: .comparison)
        try c.encodeIfPresent(audit, forKey: .audit)
        try c.encodeIfPresent(environment, forKey: .environment)
        try c.encodeIfPresent(pictures, forKey: .pictures)
        try c.encodeIfPresent(accessibility, forKey: .accessibility)
        try c.encodeIfPresent(warnings, forKey: .warnings)
        try c.encodeIfPresent(sources, forKey: .sources)
        try c.encodeIfPresent(look, forKey: .look)
        if pictures == nil { try c.encode(frames, forKey: .frames) }
    }

    /// The most findings a baseline may hold.
    static let maxAuditEntries = 100_000

    /// The most frames a scene can have: 600 s at 240 fps.
    static let maxFrameCount = 600 * 240 + 1

    /// The first thing in this manifest that no recording could have written, if any.
    var problem: String? {
        if !GoldenManifest.formats.contains(format) {
            return "'format' is \(format); this Unfold reads formats 1 and 2"
        }
        if !(1...240).contains(fps) { return "'fps' is \(fps), not 1…240" }
        for (key, scale) in [("sceneScale", sceneScale), ("recordedScale", recordedScale)]
        where !(1...3).contains(scale) {
            return "'\(key)' is \(scale); scales are 1, 2 or 3"
        }
        for (key, side) in [("canvas.width", canvas.width), ("canvas.height", canvas.height)]
        where !(side >= 1 && side <= 4096) {
            return "'\(key)' is \(formatNumber(side)), not 1…4096"
        }
        if !(1...GoldenManifest.maxFrameCount).contains(frameCount) {
            return "'frameCount' is \(frameCount), not 1…\(GoldenManifest.maxFrameCount)"
        }
        if keptFrames.isEmpty { return "'keptFrames' is empty" }
        for (k, f) in keptFrames.enumerated() {
            if !(0..<frameCount).contains(f) {
                return "'keptFrames' holds \(f), which is not a frame of the \(frameCount) recorded"
            }
            if k > 0 && f <= keptFrames[k - 1] {
                return "'keptFrames' is not in increasing order without repeats (\(keptFrames[k - 1]) then \(f))"
            }
        }
        if frames.count != keptFrames.count {
            return "'frames' has \(frames.count) entries for \(keptFrames.count) kept frames"
        }
        for (k, record) in frames.enumerated() where record.index != keptFrames[k] {
            return "'frames[\(k)].index' is \(record.index), but kept frame \(k) is \(keptFrames[k])"
        }
        if let audit, audit.count > GoldenManifest.maxAuditEntries {
            return "'audit' holds \(audit.count) findings, more than \(GoldenManifest.maxAuditEntries)"
        }
        if let accessibility, let problem = AccessibilityRecord.problem(accessibility, kept: keptFrames.count) {
            return problem
        }
        if let problem = environment?.problem { return problem }
        if let warnings, warnings.count > GoldenManifest.maxAuditEntries {
            return "'warnings' holds \(warnings.count) warnings, more than \(GoldenManifest.maxAuditEntries)"
        }
        if let problem = warnings?.lazy.compactMap(\.problem).first { return problem }
        if let sources, sources.count > 10_000 { return "'sources' names \(sources.count) files, more than 10000" }
        if let problem = sources?.lazy.compactMap(\.problem).first { return problem }
        if let look, Look(rawValue: look) == nil {
            return
                "'look' is '\(look.prefix(40))'; looks are \(Look.allCases.map(\.rawValue).joined(separator: " and "))"
        }
        return comparison.problem
    }
}

extension GoldenManifest.Comparison {
    var problem: String? {
        if let threshold, !(threshold >= 0 && threshold <= 1) {
            return "'comparison.threshold' is \(formatNumber(threshold)), not 0…1"
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            return "'comparison.maxDiffPixels' is \(maxDiffPixels), not 0 or more"
        }
        if let maxDiffRatio, !(maxDiffRatio >= 0 && maxDiffRatio <= 1) {
            return "'comparison.maxDiffRatio' is \(formatNumber(maxDiffRatio)), not 0…1"
        }
        return nil
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        threshold = try c.decodeIfPresent(Double.self, forKey: .threshold)
        maxDiffPixels = try c.contains(.maxDiffPixels) ? c.decodeWhole(.maxDiffPixels) : nil
        maxDiffRatio = try c.decodeIfPresent(Double.self, forKey: .maxDiffRatio)
    }
}

extension GoldenManifest.Pictures {
    /// The largest side a stored frame may have, as for every picture Unfold reads.
    static let maxSide = 16_384
    static let maxPixels = 64 * 1024 * 1024

    /// The first thing no recording could have written: a file name that is not one of the folder's own, a
    /// reference that is not a frame stored on its own, a size past the limits.
    func problem(kept: Int) -> String? {
        if encoding != Self.encoding {
            return "'pictures.encoding' is '\(encoding)'; this Unfold reads '\(Self.encoding)'"
        }
        guard (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height), width * height <= Self.maxPixels
        else {
            return "'pictures' is \(width)×\(height) pixels; the limit is 16384 a side and 64 megapixels"
        }
        if frames.count != kept { return "'pictures.frames' has \(frames.count) entries for \(kept) kept frames" }
        guard Self.isOwnName(records) else { return "'pictures.records' is '\(records)', not a file of the folder" }
        let onTheirOwn = Set(frames.filter { $0.reference == nil }.map(\.file))
        for (k, stored) in frames.enumerated() {
            guard Self.isOwnName(stored.file) else {
                return "'pictures.frames[\(k)].file' is '\(stored.file)', not a file of the folder"
            }
            if let reference = stored.reference, !onTheirOwn.contains(reference) {
                return "'pictures.frames[\(k)].reference' is '\(reference)', which is not a frame stored on its own"
            }
        }
        return nil
    }

    /// `frame-00010.zst`, `records.zst`: a plain name in the folder, never a path.
    static func isOwnName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.hasSuffix(".zst") && !name.hasPrefix(".")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }
}
