import Foundation
import Testing
import UnfoldCore
@testable import UnfoldRender
import UnfoldModel

/// The measurers that lay many rows out in parallel (a FreeType font map each, no lock) give the shared Cairo
/// map's sizes and lines to the Pango unit, for every kind of text Unfold draws, and keep doing so as their
/// reused layout takes text after text.
@Suite struct ConcurrentMeasurerTests {
    static let texts = [
        "", "C1", "C999989", "Hello, world", "AVAWAY Tj fi fl ffi", "12:41", "9:41 · 100%",
        "The quick brown fox jumps over the lazy dog, then over a second dog, and a third one after that.",
        "Self-sizing cells take their height from Auto Layout.\nA second paragraph.\n\nA third after an empty one.",
        "שלום עולם, this starts right to left", "Hello עולם", "مرحبا بالعالم", "ملفات كثيرة",
        "日本語のテキストと English", "中文文本", "한국어 텍스트", "Emoji 😀👍🏽 and flags 🇫🇷",
        String(repeating: "w", count: 260), "Tab\there", "e\u{301}\u{301} combining", "\u{200B}zero\u{200B}width",
        "Ελληνικά και Кириллица", "हिन्दी पाठ", "ไทย ภาษา"
    ]

    static func styles() -> [TextStyle] {
        var out: [TextStyle] = []
        for family in ["Inter", "DejaVu Sans"] {
            for size in [11.0, 17, 20, 34] {
                for weight in [FontWeight.regular, .semibold, .bold] {
                    out.append(TextStyle(family: family, weight: weight, size: size, lines: 0, align: .left))
                }
            }
        }
        var limited = TextStyle(family: "Inter", weight: .regular, size: 15, lines: 2, align: .left)
        out.append(limited)
        limited.align = .right
        out.append(limited)
        var rtl = TextStyle(
            family: "Inter", weight: .regular, size: 17, lines: 3, align: .right, rtl: true, language: "he")
        out.append(rtl)
        rtl.language = "ar"
        out.append(rtl)
        for language in ["ja", "zh-Hant", "ko"] {
            out.append(
                TextStyle(family: "Inter", weight: .regular, size: 17, lines: 0, align: .center, language: language))
        }
        var tabular = TextStyle(family: "Inter", weight: .semibold, size: 15, lines: 1, align: .center)
        tabular.tabularDigits = true
        out.append(tabular)
        var italic = TextStyle(family: "Inter", weight: .regular, size: 13, lines: 0, align: .left)
        italic.italic = true
        out.append(italic)
        return out
    }

    @Test func workersMeasureAsTheSharedMapDoes() throws {
        let shared = try PangoMeasurer()
        let workers = shared.concurrentMeasurers(2)
        try #require(workers.count == 2)
        var compared = 0
        var differ: [String] = []
        for style in Self.styles() {
            for width in [40.0, 120, 343] {
                // Each worker takes the texts in another order, so its reused layout holds another text each time.
                for (k, worker) in workers.enumerated() {
                    let order = k == 0 ? Self.texts : Self.texts.reversed()
                    for text in order {
                        let a = shared.size(of: text, style: style, width: width)
                        let b = worker.size(of: text, style: style, width: width)
                        let la = shared.lines(of: text, style: style, width: width)
                        let lb = worker.lines(of: text, style: style, width: width)
                        let oa = shared.oneLineSize(of: text, style: style)
                        let ob = worker.oneLineSize(of: text, style: style)
                        compared += 1
                        if a != b || la != lb || oa != ob {
                            differ.append("\(text) \(style.family) \(style.size) \(width): \(a) \(b) \(la) \(lb)")
                        }
                    }
                }
            }
        }
        #expect(compared == Self.styles().count * 3 * 2 * Self.texts.count)
        #expect(differ.isEmpty, "\(differ.prefix(5))")
    }

    /// Printable ASCII, which a worker measures as one run when it fits: every kind of text a row of an app's
    /// list holds (letters, digits only, punctuation only, spaces before and after, kerned pairs), a few
    /// thousand of them, each at widths it fits and does not fit, by two workers at the same time.
    @Test func oneRunTextsMeasureAsTheirLayouts() throws {
        let shared = try PangoMeasurer()
        let texts = Self.asciiTexts()
        let styles = [
            TextStyle(family: "Inter", weight: .regular, size: 17, lines: 0, align: .left),
            TextStyle(family: "Inter", weight: .bold, size: 28, lines: 1, align: .center),
            TextStyle(family: "DejaVu Sans", weight: .regular, size: 13, lines: 2, align: .right),
            TextStyle(family: "Inter", weight: .semibold, size: 15, lines: 0, align: .left, language: "ja")
        ]
        // Just wide enough, a hair too narrow, and half: the last two wrap (or cut), so they are laid out.
        var asks: [Ask] = []
        for style in styles {
            for text in texts {
                let one = shared.oneLineSize(of: text, style: style)
                for width in [one.width, one.width - 0.01, one.width / 2, 343] {
                    let size = shared.size(of: text, style: style, width: width)
                    let lines = shared.lines(of: text, style: style, width: width)
                    asks.append(Ask(text: text, style: style, width: width, size: size, lines: lines, one: one))
                }
            }
        }
        let workers = [try PangoMeasurer(measuringOnly: ()), try PangoMeasurer(measuringOnly: ())]
        let differ = Differ()
        let all = Asks(asks: asks, workers: workers)
        DispatchQueue.concurrentPerform(iterations: 2) { k in
            let worker = all.workers[k]
            for ask in all.asks {
                let size = worker.size(of: ask.text, style: ask.style, width: ask.width)
                let lines = worker.lines(of: ask.text, style: ask.style, width: ask.width)
                let one = worker.oneLineSize(of: ask.text, style: ask.style)
                if size != ask.size || lines != ask.lines || one != ask.one {
                    differ.add("'\(ask.text)' \(ask.style.size) at \(ask.width): \(size) \(lines), not \(ask.size)")
                }
            }
        }
        #expect(differ.all.isEmpty, "\(differ.all.count): \(differ.all.prefix(6))")
        // Most were one run: the comparison is of the short path, not of the layout with itself.
        for worker in workers { #expect(worker.engine.oneRuns > texts.count * styles.count) }
    }

    static func asciiTexts() -> [String] {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let alphabets = [
            " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
            "0123456789", ".,:;!?-()[]{}/ ", "AVWYTLPFaoeyvw. ", "ff fi fl ffi ->=> != <= www ..."
        ]
        var texts = ["C1", " C1", "C1 ", "  ", "12:41", "100%", "Wi-Fi", "AVAWAY", "T.", "-", "ffi"]
        for _ in 0..<1500 {
            let alphabet = Array(alphabets[next(alphabets.count)])
            texts.append(String((0..<(1 + next(40))).map { _ in alphabet[next(alphabet.count)] }))
        }
        return texts
    }

    struct Ask {
        var text: String
        var style: TextStyle
        var width: Double
        var size: Size
        var lines: TextLines
        var one: Size
    }

    final class Asks: @unchecked Sendable {
        let asks: [Ask]
        let workers: [PangoMeasurer]
        init(asks: [Ask], workers: [PangoMeasurer]) {
            self.asks = asks
            self.workers = workers
        }
    }

    final class Differ: @unchecked Sendable {
        let lock = NSLock()
        var all: [String] = []
        func add(_ s: String) { lock.withLock { all.append(s) } }
    }

    /// The workers measure at the same time, with no lock, and give the answers one of them gives alone.
    @Test func workersMeasureAtTheSameTime() throws {
        let workers = try PangoMeasurer().concurrentMeasurers(4)
        let style = TextStyle(family: "Inter", weight: .regular, size: 17, lines: 0, align: .left)
        let alone = try PangoMeasurer(measuringOnly: ())
        let expected = (0..<2000).map { alone.size(of: "C\($0) row", style: style, width: 200) }
        let results = Results(count: workers.count)
        let box = Workers(all: workers)
        DispatchQueue.concurrentPerform(iterations: workers.count) { k in
            results.set(k, (0..<2000).map { box.all[k].size(of: "C\($0) row", style: style, width: 200) })
        }
        for k in 0..<workers.count { #expect(results.get(k) == expected) }
    }

    final class Workers: @unchecked Sendable {
        let all: [any TextMeasuring]
        init(all: [any TextMeasuring]) { self.all = all }
    }

    final class Results: @unchecked Sendable {
        let lock = NSLock()
        var sizes: [[Size]]
        init(count: Int) { sizes = Array(repeating: [], count: count) }
        func set(_ k: Int, _ value: [Size]) { lock.withLock { sizes[k] = value } }
        func get(_ k: Int) -> [Size] { lock.withLock { sizes[k] } }
    }
}
