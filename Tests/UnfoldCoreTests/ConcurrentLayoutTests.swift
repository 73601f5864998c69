import Foundation
import Synchronization
import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldAnimation
@testable import UnfoldModel

/// Many rows inserted at once are laid out on several threads, each with a measurer of its own, and the timeline
/// is the one a single thread gives.
struct ConcurrentLayoutTests {
    /// An outline parent of `count` children whose texts wrap differently, so their heights differ.
    static func scene(children count: Int) -> String {
        """
        canvas 390x800 @1x
        fps 20
        animation 0.3 ease-in-out
        highlight none
        cell item
          text name
        rows item
          p name "P"
            repeat \(count) c{i} name "child {i} with a text that may wrap {i}{i}{i}{i}{i}{i}{i}{i}{i}"
        timeline
          at 0.1 tap p
        """
    }

    /// Counts the texts its workers measure, and answers as `FixedAdvanceMeasurer` does.
    final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
        let base = FixedAdvanceMeasurer(advance: 7, lineHeight: 18)
        let workers: Int
        let measured = Mutex(0)
        init(workers: Int) { self.workers = workers }
        func size(of text: String, style: TextStyle, width: Double) -> Size {
            base.size(of: text, style: style, width: width)
        }
        func oneLineWidth(of text: String, style: TextStyle) -> Double { base.oneLineWidth(of: text, style: style) }
        func lines(of text: String, style: TextStyle, width: Double) -> TextLines {
            base.lines(of: text, style: style, width: width)
        }
        func concurrentMeasurers(_ count: Int) -> [any TextMeasuring] {
            (0..<min(count, workers)).map { _ in Worker(owner: self) }
        }
        struct Worker: TextMeasuring {
            let owner: CountingMeasurer
            func size(of text: String, style: TextStyle, width: Double) -> Size {
                owner.measured.withLock { $0 += 1 }
                return owner.base.size(of: text, style: style, width: width)
            }
            func oneLineWidth(of text: String, style: TextStyle) -> Double {
                owner.base.oneLineWidth(of: text, style: style)
            }
            func lines(of text: String, style: TextStyle, width: Double) -> TextLines {
                owner.base.lines(of: text, style: style, width: width)
            }
        }
    }

    static func json(_ text: String, workers: Int) throws -> (String, Int) {
        let measurer = CountingMeasurer(workers: workers)
        let tl = Timeline.compile(try parseOK(text), measurer: measurer)
        return (TimelineJSON.encode(tl, frames: 0..<tl.frameCount), measurer.measured.withLock { $0 })
    }

    @Test func manyInsertedRowsAreLaidOutOnSeveralThreadsWithTheSameResult() throws {
        let text = Self.scene(children: ConcurrentMap.minimum + 100)
        let (serial, none) = try Self.json(text, workers: 0)
        let (parallel, measured) = try Self.json(text, workers: 4)
        #expect(none == 0)
        // Only where the machine has more than one core are the workers asked.
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            #expect(measured >= ConcurrentMap.minimum)
        }
        #expect(parallel == serial)
        #expect(serial.contains("\"id\": \"c4100\""))
    }

    /// A picture's state leaves out the rows of no height and nothing else: every other row, its separator
    /// included (the row below a highlighted one, or below a left-out one), is the full state's.
    @Test func theDrawnStateIsTheFullStateLessRowsOfNoHeight() throws {
        let text = Self.scene(children: 300).replacingOccurrences(of: "highlight none", with: "")
            .replacingOccurrences(of: "  at 0.1 tap p", with: "  at 0.1 tap p\n  at 0.6 tap c3\n  at 1 tap p")
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        var left = 0
        for i in 0..<tl.frameCount {
            let full = tl.state(frame: i)
            let drawn = tl.drawnState(frame: i)
            let kept = full.rows.filter { $0.height != 0 }
            left += full.rows.count - kept.count
            #expect(drawn.rows == kept, "frame \(i)")
        }
        #expect(left >= 300)
    }

    @Test func fewRowsStayOnOneThread() throws {
        let (_, measured) = try Self.json(Self.scene(children: 100), workers: 4)
        #expect(measured == 0)
    }
}
