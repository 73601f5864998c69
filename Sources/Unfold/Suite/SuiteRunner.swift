import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldGoldens
import UnfoldCompare
import UnfoldModel

package struct SuiteOptions: Sendable {
    var goldens: URL
    var goldensArgument: String
    var record: RecordMode
    var comparison: GoldenManifest.Comparison
    var masks: [GeometryComparison.Mask]
    var geometryOnly: Bool
    var scale: Int?
    var jobs: Int
    /// `--audit`: findings are recorded as a baseline and new ones fail.
    package var audit = false
    /// `--accessibility`: each kept frame's accessibility elements are recorded and compared in words.
    package var accessibility = false
    /// Recording keeps every `every`-th frame and the last.
    package var every = 10
    /// `check --scale`: the scale to render at, over the one `golden.json` recorded.
    package var scaleOverridesGoldens = false
    /// `check`: a folder of frame PNGs with no `golden.json` (version 1's goldens) is compared by pixels.
    package var readsFramesWithoutManifest = false
    /// `--strict`: a scene with any warning fails, and so does a pass over a changed source file.
    package var strict = false
    /// How the caller records a folder again, for the message about a broken `golden.json` (the command line
    /// names its flag); nil says it without naming how.
    package var recordHint: String?
    /// Where the frames compared report progress (none in a suite), and the cancellation that stops the run.
    package var work = Work.silent

    package init(
        goldens: URL, goldensArgument: String, record: RecordMode, comparison: GoldenManifest.Comparison,
        masks: [GeometryComparison.Mask], geometryOnly: Bool, scale: Int?, jobs: Int, audit: Bool = false,
        accessibility: Bool = false
    ) {
        self.goldens = goldens
        self.goldensArgument = goldensArgument
        self.record = record
        self.comparison = comparison
        self.masks = masks
        self.geometryOnly = geometryOnly
        self.scale = scale
        self.jobs = jobs
        self.audit = audit
        self.accessibility = accessibility
    }
}

/// Runs one scene against its golden folder: records, compares geometry then pixels in memory, and keeps the
/// images of failing frames for the report.
package final class SuiteRunner: Sendable {
    let options: SuiteOptions
    /// What the scenes, run on several threads, leave behind.
    private struct Shared {
        /// Report-relative path → PNG bytes, for failing frames.
        var images: [String: [UInt8]] = [:]
        /// Whether a scene failed on input or output (a file that cannot be read, goldens that cannot be
        /// written): `test` then exits 3, as every command does for I/O, once its report is written.
        var hadIOFailure = false
        /// Scene files as read once, by path.
        var files: [String: SceneFile] = [:]
    }
    private let shared = Mutex(Shared())

    /// Report-relative path → PNG bytes, for failing frames.
    package var images: [String: [UInt8]] { shared.withLock { $0.images } }
    package var hadIOFailure: Bool { shared.withLock { $0.hadIOFailure } }

    func storeImage(_ png: [UInt8], at path: String) {
        shared.withLock { $0.images[path] = png }
    }

    package init(_ options: SuiteOptions) { self.options = options }

    /// A scene file as read once: the document (or why it could not be read) and its default loaded (nil when
    /// it has errors, which are then reported per variant, as they always were).
    struct SceneFile: Sendable {
        var document: Result<SceneDocument, UnfoldFailure>
        var loaded: LoadedScene?
        /// The variants it declares (none when it cannot be read).
        var variants: [String] { (try? document.get())?.scene.variants.map(\.name) ?? [] }
    }

    /// Reads and parses `path` the first time it is asked for; every variant comes from that.
    func file(_ path: String) -> SceneFile {
        if let known = shared.withLock({ $0.files[path] }) { return known }
        let document = Result { try SceneDocument.read(path: path) }.mapError(UnfoldFailure.from)
        let made = SceneFile(document: document, loaded: try? document.get().check().0)
        shared.withLock { $0.files[path] = made }
        return made
    }

    /// The variants `path` declares, from the one reading of it.
    package func variants(of path: String) -> [String] { file(path).variants }

    /// GOLDENS/NAME/, or GOLDENS/NAME/VARIANT/ for a scene with variants (its default included).
    func goldenFolder(_ name: String, variant: String, sceneHasVariants: Bool) -> URL {
        let base = options.goldens.appendingPathComponent(name)
        return sceneHasVariants ? base.appendingPathComponent(variant) : base
    }

    /// `bytes`: the scene's text when it is not read from `path` (the Swift API's scenes made from text).
    package func run(scene path: String, variant: String = "default", bytes given: [UInt8]? = nil) -> SceneResult {
        let started = ContinuousClock.now
        var result = runUntimed(scene: path, variant: variant, bytes: given)
        let elapsed = ContinuousClock.now - started
        result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return result
    }

    func runUntimed(scene path: String, variant: String, bytes given: [UInt8]?) -> SceneResult {
        let name = SceneDocument.name(fromPath: path)
        var result = SceneResult(
            scene: path, name: name, variant: variant, status: .passed, reason: nil, note: nil,
            keptFrames: [], failures: [], accept: nil)
        // The scene is read and parsed once for all its variants (text given by the library is its own).
        let known =
            given.map {
                let base = URL(fileURLWithPath: path).deletingLastPathComponent()
                let document = SceneDocument(bytes: $0, path: path, name: name, base: base)
                return SceneFile(document: .success(document), loaded: nil)
            } ?? file(path)
        if let problem = GoldenFolder.nameProblem(scenePath: path) {
            result.status = .error
            result.reason = problem
            return result
        }
        let dir = goldenFolder(name, variant: variant, sceneHasVariants: !known.variants.isEmpty)
        // Accepting a scene tested with its audit or accessibility records those as the new baseline too.
        let accept = AcceptRequest(
            scene: path, goldens: options.goldensArgument, variant: variant == "default" ? nil : variant,
            record: .failed, audit: options.audit, accessibility: options.accessibility)
        result.goldens = options.goldensArgument
        result.goldenFolder = dir.relativePath
        do {
            let document = try known.document.get()
            result.sceneHash = GoldenManifest.hash(document.bytes)
            let applied = variant == "default" ? known.loaded : try known.loaded?.variant(variant)
            let loaded = try applied ?? document.load(variant: variant)
            let warnings = SceneSources.warnings(loaded, scene: path)
            result.warnings = warnings.isEmpty ? nil : warnings
            if options.strict, let count = result.warningCount {
                result.status = .failed
                result.reason = "\(count) (--strict)"
                return result
            }
            result.accept = .command(accept)
            var checked = try check(loaded, document.bytes, in: dir, result)
            if checked.status == .missing {
                var missing = accept
                missing.record = .missing
                checked.accept = .command(missing)
            }
            return checked
        } catch {
            let failure = UnfoldFailure.from(error)
            // A preview's path (`FILE.swift/NAME`) is never a file: its Swift file is the one that must exist.
            let file = SwiftPreviews.parts(path)?.file ?? path
            if case .io = failure, !FileManager.default.fileExists(atPath: file) {
                // A folder's listing decodes a name that is not UTF-8 with U+FFFD, which then names no file.
                result.reason =
                    path.unicodeScalars.contains("\u{FFFD}")
                    ? "the file name is not valid UTF-8; Unfold reads file names as UTF-8 text: rename the file"
                    : "no such scene file"
            }
            result.status = .error
            if case .io(let text) = failure {
                // A golden that is damaged is the scene's error, not a failure to read or write.
                if !(error is GoldenFolder.DamagedGolden) { shared.withLock { $0.hadIOFailure = true } }
                if result.reason == nil {
                    result.reason =
                        (error as? GoldenFolder.DamagedGolden)?.words(recording: options.recordHint) ?? text
                }
            }
            // A result's words are the problem's own, not a command line's ("unfold: …").
            result.reason = result.reason ?? failure.words
            result.accept = nil
            return result
        }
    }

    /// One scene against one golden folder, as the record mode says: recorded, compared (geometry, then
    /// pixels), or missing; `check` and `test` both come here. Errors are thrown, for the caller to word.
    package func check(_ loaded: LoadedScene, _ bytes: [UInt8], in dir: URL, _ result: SceneResult) throws
        -> SceneResult
    {
        // `--record all` replaces the folder whatever it holds; every other mode reads it first.
        if options.record == .all {
            let previous = try? GoldenFolder.manifest(in: dir, record: options.recordHint)
            return try record(loaded, bytes, into: dir, result, previous: previous)
        }
        guard let manifest = try GoldenFolder.manifest(in: dir, record: options.recordHint) else {
            if options.readsFramesWithoutManifest, case let frames = GoldenFolder.frames(in: dir), !frames.isEmpty {
                return try compare(loaded, frames: frames, in: dir, result)
            }
            if options.record == .missing { return try record(loaded, bytes, into: dir, result, previous: nil) }
            var missing = result
            missing.status = .missing
            missing.reason = "no golden.json in \(dir.relativePath)"
            return missing
        }
        let compared = try compare(loaded, bytes, manifest, in: dir, result)
        if compared.status == .failed && options.record == .failed {
            return try record(loaded, bytes, into: dir, compared, previous: manifest)
        }
        return compared
    }

    func record(
        _ loaded: LoadedScene, _ bytes: [UInt8], into dir: URL, _ base: SceneResult, previous: GoldenManifest?
    ) throws -> SceneResult {
        var loaded = loaded
        loaded.overrides.scale = options.scale ?? previous?.recordedScale ?? loaded.scene.settings.scale
        let renderer = try loaded.prepare()
        let kept = GoldenManifest.keptFrames(count: renderer.timeline.frameCount, every: options.every)
        let (pictures, files) = try GoldenPictures.record(renderer, kept: kept, jobs: options.jobs, work: options.work)
        var manifest = GoldenManifest(
            timeline: renderer.timeline, sceneScale: loaded.scene.settings.scale,
            sceneBytes: bytes, kept: kept, comparison: options.comparison)
        manifest.environment = try CurrentEnvironment.of(renderer, frames: kept)
        // With --audit the findings become the baseline; without, an earlier baseline is kept.
        manifest.audit =
            options.audit
            ? try findings(loaded, renderer, path: base.scene).map(GoldenManifest.AuditEntry.init) : previous?.audit
        // A folder that kept accessibility elements keeps them current whoever records it (an Accept in the
        // report, a `--record failed` without the flag): stale elements would fail the next run.
        if options.accessibility || previous?.accessibility != nil {
            manifest.accessibility = AccessibilityRecord.frames(renderer.timeline, kept: kept)
        }
        manifest.pictures = pictures
        // What the scene could not read, and the files it read, for a later pass to name unread changes.
        manifest.warnings = SceneSources.portable(base.warnings, scene: base.scene)
        let sources = SceneSources.records(loaded)
        manifest.sources = sources.isEmpty ? nil : sources
        let records = try ZstdCodec.compress([UInt8](manifest.encodedRecords()))
        let json = [UInt8](manifest.encoded()) + [10]
        // A golden is never written empty: an encoder that failed leaves the old folder as it was.
        guard json.count > 1, !records.isEmpty else {
            throw UnfoldFailure.io("\(dir.relativePath): golden.json could not be encoded")
        }
        try AtomicOutput.folder(dir, cancellation: options.work.cancellation) { tmp in
            for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
                try FileWriting.write(bytes, to: tmp.appendingPathComponent(name).path)
            }
            try FileWriting.write(records, to: tmp.appendingPathComponent(pictures.records).path)
            try FileWriting.write(json, to: tmp.appendingPathComponent("golden.json").path)
        }
        var result = base
        result.status = .recorded
        result.keptFrames = kept
        result.failures = []
        result.reason = nil
        result.accept = nil
        return result
    }

    func compare(
        _ loaded: LoadedScene, _ bytes: [UInt8], _ manifest: GoldenManifest, in dir: URL,
        _ base: SceneResult
    ) throws -> SceneResult {
        var result = base
        result.keptFrames = manifest.keptFrames
        var loaded = loaded
        loaded.overrides.scale =
            options.scaleOverridesGoldens ? options.scale ?? manifest.recordedScale : manifest.recordedScale
        let renderer = try loaded.prepare()
        if let why = manifest.mismatch(with: renderer.timeline, sceneScale: loaded.scene.settings.scale) {
            result.status = .failed
            result.reason = why
            return result
        }
        var failures: [Int: SceneResult.FrameFailure] = [:]
        var changes: [GeometryComparison.Difference] = []
        // Elements given another id since recording are found at their place: a note, not a failure.
        var renames: [String] = []
        var seen: Set<String> = []
        let file = URL(fileURLWithPath: base.scene).lastPathComponent
        for (k, f) in manifest.keptFrames.enumerated() {
            let actual = FrameRecord(renderer.timeline, frame: f)
            let found = GeometryComparison.changes(
                expected: manifest.frames[k], actual: actual, masks: options.masks, file: file)
            for rename in GeometryComparison.renames(expected: manifest.frames[k], actual: actual)
            where seen.insert(rename).inserted {
                renames.append(rename)
            }
            changes += found
            if !found.isEmpty {
                failures[f] = SceneResult.FrameFailure(frame: f, differing: 0, geometry: found.map(\.words))
            }
        }
        result.geometrySummary = GeometryComparison.summary(changes)
        if !options.geometryOnly {
            let pixels = try comparePixels(
                renderer, frames: manifest.keptFrames, comparison: options.comparison.over(manifest.comparison),
                pictures: manifest.pictures.map { GoldenPictures.Reader(dir: dir, pictures: $0) },
                records: Dictionary(uniqueKeysWithValues: zip(manifest.keptFrames, manifest.frames)), in: dir,
                name: ReportImages.folderName(result.name) + "/" + ReportImages.folderName(result.variant))
            for (f, failure) in pixels {
                var merged = failures[f] ?? SceneResult.FrameFailure(frame: f, differing: 0, geometry: [])
                merged.differing = failure.differing
                merged.expected = failure.expected
                merged.actual = failure.actual
                merged.diff = failure.diff
                merged.note = failure.note
                merged.largest = failure.largest
                failures[f] = merged
            }
        }
        result.failures = failures.keys.sorted().map { failures[$0]! }
        result.status = result.failures.isEmpty ? .passed : .failed
        // A golden that differs on a machine unlike the recording one says what else differs.
        if result.status == .failed, let recorded = manifest.environment,
            let words = GoldenEnvironment.difference(
                recorded: recorded, current: try CurrentEnvironment.of(renderer, frames: manifest.keptFrames))
        {
            result.reason = result.reason.map { "\($0); \(words)" } ?? words
        }
        if options.accessibility { try checkAccessibility(manifest, renderer, &result) }
        if options.audit {
            try checkAudit(try findings(loaded, renderer, path: base.scene), against: manifest.audit, renderer, &result)
        }
        if result.status == .passed && manifest.sceneHash != GoldenManifest.hash(bytes) {
            result.note = "the scene's text changed since the goldens were recorded; its frames still match"
        }
        // Source changed, frames did not: the changed lines are ones Unfold does not read.
        if result.status == .passed,
            let changed = SceneSources.changes(
                loaded, scene: base.scene, recorded: manifest.sources, warnings: result.warnings ?? [])
        {
            if options.strict {
                result.status = .failed
                result.reason = changed + " (--strict)"
            } else if SwiftPreviews.parts(base.scene) != nil {
                // A preview's scene text is made from its Swift file, which the note names: its lines moved.
                result.note = changed
            } else {
                result.note = result.note.map { "\($0); \(changed)" } ?? changed
            }
        }
        if !renames.isEmpty {
            let more = renames.count > 5 ? " and \(renames.count - 5) more" : ""
            let shown = renames.prefix(5).joined(separator: ", ") + more
            let words = "renamed since the goldens were recorded: \(shown)"
            result.note = result.note.map { "\($0); \(words)" } ?? words
        }
        return result
    }

    /// A version-1 folder (frame PNGs, no `golden.json`): the frames it holds, by pixels alone.
    func compare(_ loaded: LoadedScene, frames: [Int], in dir: URL, _ base: SceneResult) throws -> SceneResult {
        var result = base
        result.keptFrames = frames
        var loaded = loaded
        if options.scaleOverridesGoldens, let scale = options.scale { loaded.overrides.scale = scale }
        let renderer = try loaded.prepare()
        let count = renderer.timeline.frameCount
        let pixels = try comparePixels(
            renderer, frames: frames.filter { $0 < count }, comparison: options.comparison, records: [:], in: dir,
            name: ReportImages.folderName(result.name) + "/" + ReportImages.folderName(result.variant))
        var failures = pixels
        for f in frames where f >= count {
            failures[f] = SceneResult.FrameFailure(
                frame: f, differing: 0, geometry: [], note: "the scene has only \(count) frames")
        }
        result.failures = failures.keys.sorted().map { failures[$0]! }
        result.status = result.failures.isEmpty ? .passed : .failed
        return result
    }

    /// Renders the kept frames into memory and compares each with its golden picture (a format-2 folder's
    /// compressed pixels, else a PNG); only failures are encoded.
    /// `records`: the golden's geometry of each frame, where masks need it.
    func comparePixels(
        _ renderer: SceneRenderer, frames: [Int], comparison: GoldenManifest.Comparison,
        pictures: GoldenPictures.Reader? = nil, records: [Int: FrameRecord], in dir: URL, name: String
    ) throws -> [Int: SceneResult.FrameFailure] {
        let place = Dictionary(uniqueKeysWithValues: frames.enumerated().map { ($1, $0) })
        let found = FoundFailures()
        // Masks are in points: the scale drawn at turns them into pixels.
        let comparer = FrameComparer(
            comparison: comparison, masks: options.masks, scale: Double(renderer.settings.scale))
        let progress = options.work.counter(total: frames.count, label: "check")
        try FrameExporter.run(
            renderer, frames: frames, jobs: options.jobs, progress: progress, cancellation: options.work.cancellation,
            output: .rgba(width: nil)
        ) { f, rgba in
            let expected =
                try pictures?.frame(at: place[f]!)
                ?? PNGCodec.decode(file: dir.appendingPathComponent(FrameExporter.fileName(f)).path)
            let width = renderer.pixelWidth
            let height = renderer.pixelHeight
            // A mask ignores the union of its row's or element's expected and actual frames.
            let outcome = comparer.compare(golden: expected, actual: rgba, width: width, height: height) {
                (records[f].map { GeometryComparison.maskedRects($0, masks: self.options.masks) } ?? [])
                    + GeometryComparison.maskedRects(
                        FrameRecord(renderer.timeline, frame: f), masks: self.options.masks)
            }
            switch outcome {
            case .match:
                return
            case .sizeDiffers:
                var note = "size differs: golden \(expected.width)×\(expected.height), actual \(width)×\(height)"
                // Only `check --scale` can draw at a scale other than the golden's.
                if self.options.scaleOverridesGoldens { note += " (were the goldens recorded with another --scale?)" }
                try self.keep(
                    f, name, expected: expected, actual: rgba, width: width, height: height, diff: nil,
                    differing: width * height, into: found, note: note)
            case let .differs(pixels, diff, largest):
                let scale = Double(renderer.settings.scale)
                let words = largest.map {
                    $0.words + " "
                        + PixelPlace.words(x: $0.x, y: $0.y, scale: scale, in: FrameRecord(renderer.timeline, frame: f))
                }
                try self.keep(
                    f, name, expected: expected, actual: rgba, width: width, height: height, diff: diff,
                    differing: pixels, into: found, largest: words)
            }
        }
        return found.all
    }

    func keep(
        _ f: Int, _ name: String, expected: RGBAImage, actual: [UInt8], width: Int, height: Int, diff: [UInt8]?,
        differing: Int, into found: FoundFailures, note: String? = nil, largest: String? = nil
    ) throws {
        let base = "images/\(name)/\(FrameExporter.fileName(f).dropLast(4))"
        let files =
            [
                ("-expected.png", try PNGCodec.encodeRGBA(expected)),
                ("-actual.png", try PNGCodec.encodeRGBA(RGBAImage(width: width, height: height, pixels: actual)))
            ]
            + (try diff.map {
                [("-diff.png", try PNGCodec.encodeRGBA(RGBAImage(width: width, height: height, pixels: $0)))]
            } ?? [])
        shared.withLock {
            for (suffix, png) in files { $0.images[base + suffix] = png }
        }
        found.add(
            SceneResult.FrameFailure(
                frame: f, differing: differing, geometry: [], expected: base + "-expected.png",
                actual: base + "-actual.png", diff: diff == nil ? nil : base + "-diff.png", note: note,
                largest: largest))
    }
}
