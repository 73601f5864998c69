import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldSyntax
@testable import UnfoldModel

/// Defects found while reading version 1 next to the style models, each pinned by a test.
@Suite struct DefectTests {
    @Test func aSlotGivenTwiceIsAnErrorWithANote() {
        let ds = parseErrors("cell c\n  text t\nrows c\n  a t \"x\" t \"y\"")
        #expect(ds.map(\.message) == ["slot 't' is given twice"])
        #expect(ds.first?.location == SourceLocation(line: 4, column: 11))
        #expect(ds.first?.notes.map(\.location) == [SourceLocation(line: 4, column: 7)])
    }

    @Test func anOptionGivenTwiceIsAnErrorWithANote() {
        let ds = parseErrors("cell c\n  text t font 12 color red font 14\nrows c\n  a")
        #expect(ds.map(\.message) == ["option 'font' is given twice"])
        #expect(ds.first?.location == SourceLocation(line: 2, column: 28))
        #expect(ds.first?.notes.first?.location == SourceLocation(line: 2, column: 10))
    }

    @Test func consecutiveTitledSectionsStackTheirHeaders() throws {
        let scene = try parseOK("table grouped\ncell c\n  text t\nsection \"A\"\nsection \"B\"\nrows c\n  a t \"x\"")
        let state = Timeline.compile(scene, measurer: FixedAdvanceMeasurer()).state(frame: 0)
        let metrics = TableMetrics.of(.grouped)
        #expect(state.headers.map(\.title) == ["A", "B"])
        // A's header, then B's gap and header, then the row: nothing overlaps.
        #expect(state.headers[1].y == state.headers[0].y + metrics.headerHeight + metrics.sectionGap)
        #expect(state.rows[0].y == state.headers[1].y + metrics.headerHeight)
    }

    @Test func aByteOrderMarkAndCRLFDoNotShiftCarets() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("fps 30\r\ncanvas 390x844 @9x\r\n".utf8)
        let report = SceneParser.parseAll(bytes, defaultName: "x").diagnostics
        #expect(
            report.formatted(path: "x.scene")
                == "x.scene:2:16: error: scale @9x is out of range (1…3)\ncanvas 390x844 @9x\n               ^\n")
    }

    @Test func validationReportsFontsAndImagesAtTheirPlaces() throws {
        struct World: ValidationEnvironment {
            var fontFamilies: [String] { ["DejaVu Sans"] }
            func probeImage(_ path: String) -> ImageProbe {
                switch path {
                case "big.png": return .png(width: 16_385, height: 1)
                case "wide.png": return .png(width: 16_384, height: 4097)
                case "gone.png": return .missing(tried: "/scenes/gone.png")
                default: return .png(width: 10, height: 10)
                }
            }
        }
        let scene = try parseOK(
            "\u{FEFF}font \"Nope\"\r\ncell c\n  image pic height 4\nrows c\n  a pic \"big.png\"\n  b pic \"wide.png\"\n"
                + "  c pic \"gone.png\"\n  d pic \"ok.png\"")
        let ds = SceneValidation.validate(scene, in: World())
        #expect(ds.map(\.location.line) == [1, 5, 6, 7])
        #expect(ds[0].location.column == 6)
        #expect(ds[2].message == "image wide.png is 16384×4097 pixels; the limit is 16384 a side and 64 megapixels")
        #expect(ds[3].message == "image gone.png does not exist (looked for /scenes/gone.png)")
    }
}

/// Row positions during the walk cost the rows in motion, not every row that ever changed: the defect where
/// 20,000 reload-data taps over 20,000 rows never finished in 60 s rebuilt every changed row's sum per step.
@Suite struct WalkGeometryTests {
    @Test func rowsThatArrivedLeaveTheMovingSetAndTheSumsMatchARebuild() throws {
        var text =
            "update batch\nanimation 0.05 linear\ncell c\n  box height 44/88\nrows c\n  repeat 400 r{i}\ntimeline\n"
        for i in 0..<400 { text += "  after 0.01 tap r\((i * 7) % 400)\n" }
        var compiler = TimelineCompiler(scene: try parseOK(text), measurer: FixedAdvanceMeasurer())
        let timeline = compiler.compile()
        // Every update of 0.05 s has ended by the end of the walk: nothing is left in motion.
        #expect(compiler.sizing.heights.moving.isEmpty)
        let changed = compiler.sizing.heights.tracks.keys.sorted()
        #expect(changed.count == 400)
        // The kept sums give the same rows as summing every changed row again.
        let rebuilt = RowGeometry(
            staticY: compiler.sizing.heights.staticY, baseHeight: compiler.sizing.heights.base, changedRows: changed
        ) { compiler.targetHeight($0) }
        let kept = compiler.targetGeometry()
        for k in stride(from: 0, through: 400, by: 37) { #expect(abs(kept.y(of: k) - rebuilt.y(of: k)) < 1e-9) }
        #expect(abs(kept.end - rebuilt.end) < 1e-9)
        #expect(timeline.frameCount > 0)
    }
}
