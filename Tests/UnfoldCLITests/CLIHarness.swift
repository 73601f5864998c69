import Foundation
@_exported import UnfoldTestSupport
@testable import Unfold
@testable import UnfoldCLI

final class Captured: @unchecked Sendable {
    let lock = NSLock()
    var out = "", err = ""
}

struct CLIResult {
    var code: Int32
    var out: String
    var err: String
}

/// Runs the driver in-process, as `unfold ARGS…`.
func unfold(_ args: String...) -> CLIResult { unfold(args) }
func unfold(_ args: [String], environment: [String: String] = [:]) -> CLIResult {
    let c = Captured()
    var driver = Driver(
        stdout: { s in
            c.lock.lock()
            c.out += s
            c.lock.unlock()
        },
        stderr: { s in
            c.lock.lock()
            c.err += s
            c.lock.unlock()
        })
    // Tests see no CI or UNFOLD_RECORD of the machine that runs them, unless they give one.
    driver.environment = environment
    // The streams are captured, not a terminal, even when the tests run on one: no bar, one summary line.
    driver.stderrIsTerminal = false
    let code = driver.run(args)
    return CLIResult(code: code, out: c.out, err: c.err)
}

func write(_ text: String, to url: URL) -> String {
    try! text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

func files(_ dir: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted() }
func bytes(_ url: URL) -> Data { (try? Data(contentsOf: url)) ?? Data() }

let smallScene = """
    scene "Small"
    canvas 200x300 @1x
    fps 30
    animation 0.4 linear
    cell c
      vstack padding 10 spacing 6
        hstack spacing 6
          text title font semibold 15
          spacer
          symbol chevron-down size 12 color gray rotate 0/180
        text body lines 1/0 color secondary-label
    rows c
      a title "First" body "A body long enough to wrap onto several lines when expanded."
      b title "Second" body "Short"
      c2 title "Third" body "Another body that wraps when the row opens up."
    timeline
      at 0.2 tap a
      at 0.8 tap c2
    """
