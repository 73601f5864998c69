import Foundation
import Synchronization
import Testing
@testable import Unfold
@testable import UnfoldCLI

/// The command line's side of issue 56's third point: it maps failures to the contract's exit codes in one place
/// and draws the progress bar the library reports to.
@Suite struct ExitStatusTests {
    @Test func eachFailureHasTheContractsCode() {
        #expect(ExitStatus.code(UnfoldFailure.usage("no", showsUsage: true)) == 2)
        #expect(ExitStatus.code(UnfoldFailure.io("disk")) == 3)
        // No signal came in this process: an interruption is Ctrl-C's.
        #expect(ExitStatus.code(UnfoldFailure.interrupted) == 130)
        struct Other: Error {}
        #expect(ExitStatus.code(Other()) == 3)
    }

    @Test func theBarLineSaysDoneRateAndTimeLeft() {
        let half = ProgressBar.line(ProgressReport(label: "render", done: 15, total: 30), elapsed: 1.5)
        let bar = String(repeating: "█", count: 15) + String(repeating: "░", count: 15)
        #expect(half == "\rrender \(bar) 15/30  10.0 fps  1.5s left ")
        let end = ProgressBar.line(ProgressReport(label: "gif", done: 30, total: 30), elapsed: 2)
        #expect(end == "\rgif \(String(repeating: "█", count: 30)) 30/30  15.0 fps  0.0s left \n")
    }

    @Test func theBarDrawsTheFirstStepAndTheLastAndNothingForOneStep() {
        let lines = Mutex<[String]>([])
        let bar = ProgressBar { line in lines.withLock { $0.append(line) } }
        for done in 0...3 { bar.report(ProgressReport(label: "sheet", done: done, total: 3)) }
        let drawn = lines.withLock { $0 }
        #expect(drawn.first?.contains(" 1/3 ") == true)
        #expect(drawn.last?.contains(" 3/3 ") == true && drawn.last?.hasSuffix("\n") == true)
        let single = ProgressBar { line in lines.withLock { $0.append(line) } }
        let before = drawn.count
        single.report(ProgressReport(label: "still", done: 0, total: 1))
        single.report(ProgressReport(label: "still", done: 1, total: 1))
        #expect(lines.withLock { $0.count } == before)
    }

    @Test func theCommandsCancellationIsTheOneTheLibraryIsGiven() {
        let driver = Driver(stdout: { _ in }, stderr: { _ in })
        #expect(driver.work(quiet: true).cancellation === Interrupts.cancellation)
        #expect(driver.work(quiet: true).progress == nil)
    }
}
