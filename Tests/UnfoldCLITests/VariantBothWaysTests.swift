import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCore
@testable import UnfoldRender
@testable import UnfoldModel

/// Issue 56's variant equivalence: every variant of every scene in `scenes/` and of the corpus's test scenes gives
/// the same bytes whether it is read alone (`render --variant V`) or from the scene read once (`render
/// --all-variants`, `test --all-variants`): its whole `timeline.json` and its first, middle and last frames.
@Suite struct VariantBothWaysTests {
    init() { registerSwiftSources() }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Scene files with variants: every one of `scenes/`.
    static let files: [String] = {
        let dir = root.appendingPathComponent("scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".scene") }.sorted().map { dir.appendingPathComponent($0).path }
    }()

    /// A test scene whose variants change each header line that values are derived from: the animation (which a
    /// scroll naming only a curve takes), the frame rate, the canvas, the table's style, the insets and bars,
    /// appearance, text size and direction.
    static let testScene = """
        canvas 200x300 @1x
        fps 30
        animation 0.3 linear
        variant slow animation 1.5 linear
        variant springy animation 0.6 ease-in-out
        variant smooth fps 60
        variant wide canvas 320x300 @2x
        variant grouped table inset-grouped
        variant older table inset-grouped look ios18
        variant inset content-inset 20 0 0 0
        variant screen status-bar 9:41 navigation "Rows" filler-separators on
        variant dark appearance dark
        variant ax3 content-size ax3
        variant rtl direction rtl
        variant single select single
        variant flash highlight flash
        variant reload update reload
        variant top scroll-on-expand top
        variant bars scroll-indicator none
        variant estimated estimated-row-height 80
        variant short end 1.5
        variant indent indentation-width 20
        variant cellstate expansion-state cell
        variant cache height-cache on
        variant contrast contrast high
        variant bold bold-text
        variant lines separator none
        variant serif font "DejaVu Serif"
        variant german locale de
        variant se device iphone-se
        variant framed device-frame on home-indicator table-background #EEEEEEFF
        cell c min-height 44
          vstack padding 8 16 8 16
            text t
            text d visible expanded
        rows c
          repeat 40 r{i} t "Row {i}" d "Detail {i}"
        timeline
          at 0.2 tap r1
          at 0.6 scroll by 300 ease-out
          at 1.2 scroll to r30 top
        """

    /// The header directives a variant may not hold: the parser refuses each (`VariantTests` checks the words).
    static let notInVariants: Set<String> = [
        "scene", "font-file", "fonts", "strings", "variants", "variant", "assets", "swiftui", "module"
    ]

    /// Every header directive a variant may hold is changed by one of the test scene's variants, so the test above
    /// compares each directive's derived values both ways; a new directive fails here until it is added there.
    @Test func theTestSceneChangesEveryDirectiveAVariantMayHold() {
        let variantLines = Self.testScene.split(separator: "\n").filter { $0.hasPrefix("variant ") }
        let written = Set(variantLines.flatMap { $0.split(separator: " ").dropFirst(2).map(String.init) })
        let missing = SceneParser.headerWords.filter { !Self.notInVariants.contains($0) && !written.contains($0) }
        #expect(missing == [], "no variant of the test scene changes \(missing)")
    }

    /// Frames compared by pixels: the first, the middle and the last (`timeline.json` holds every frame's geometry).
    static func sampled(_ count: Int) -> [Int] { Array(Set([0, count / 2, count - 1])).sorted() }

    static func bytes(_ renderer: SceneRenderer) throws -> (json: String, frames: [Int: [UInt8]]) {
        let count = renderer.timeline.frameCount
        let json = TimelineJSON.encode(renderer.timeline, frames: 0..<count)
        let frames = try FrameExporter.collect(
            renderer, frames: sampled(count), jobs: 2, work: .silent, label: "", output: .png(.fast))
        return (json, frames)
    }

    @Test func everyVariantIsTheSameReadAloneOrFromTheSceneReadOnce() throws {
        var pairs = 0
        var framesCompared = 0
        let dir = tempDir("variants-both-ways")
        let test = write(Self.testScene, to: dir.appendingPathComponent("variants.scene"))
        for path in Self.files + [test] {
            let file = URL(fileURLWithPath: path).lastPathComponent
            guard let document = try? SceneDocument.read(path: path), let base = try? document.load() else {
                Issue.record("\(file) does not load")
                continue
            }
            for name in base.variantNames where name != "default" {
                let alone = try Self.bytes(try document.load(variant: name).prepare())
                let fromBase = try Self.bytes(try base.variant(name).prepare())
                #expect(alone.json == fromBase.json, "\(file) --variant \(name): timeline.json differs")
                #expect(alone.frames == fromBase.frames, "\(file) --variant \(name): frames differ")
                pairs += 1
                framesCompared += alone.frames.count
            }
        }
        // 21 of scenes/ when this test was written (more as scenes with variants are added), and the test scene's 27.
        #expect(pairs >= 48, "\(pairs) pairs, \(framesCompared) frames")
    }
}
