import Foundation
import Unfold

/// `unfold show-report`: the report folder on 127.0.0.1 with Accept buttons.
enum ShowReportCommand: UnfoldCommand {
    static let port = OptionSpec(
        ["--port"], "N", .int(1...65535), help: "the port (default 7700, else the next free one)")
    static let goldens = OptionSpec(
        ["--goldens"], "DIR", help: "the only goldens folder Accept writes under (default: the one the report names)")

    static let spec = CommandSpec(
        name: "show-report", arguments: "[DIR]",
        summary: "Serve a test report on 127.0.0.1 with an Accept button for every failed or missing scene.",
        examples: [
            "unfold show-report", "unfold show-report out/unfold-report --port 8080",
            "unfold show-report out/unfold-report --goldens Tests/Goldens"
        ],
        positionals: 0...1, options: [port, goldens])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let dir = args.positionals.first ?? "out/unfold-report"
        guard FileManager.default.fileExists(atPath: dir + "/results.json") else {
            throw UnfoldFailure.io("\(dir) holds no results.json; run unfold test first")
        }
        let server: ReportServer
        do {
            // A port asked for is that port; the default moves on to the next free one.
            let asked = args.int(port)
            server = try ReportServer(
                folder: URL(fileURLWithPath: dir), port: asked ?? 7700, tries: asked == nil ? 100 : 1,
                goldens: args.text(goldens), cancellation: Interrupts.cancellation)
        } catch let e as ServerStartFailure {
            throw UnfoldFailure.io(e.message)
        } catch {
            throw UnfoldFailure.io("\(dir)/results.json: \(error)")
        }
        // Set before the address is printed: a stop may come as soon as it is read.
        Interrupts.farewell = TerminalText.safe("stopped serving \(dir); each Accept was written when it was made")
        driver.stdout(TerminalText.safe("unfold: serving \(dir) at \(server.address) (Ctrl-C stops)") + "\n")
        // The server's threads answer; this one waits for a signal, which ends the process with 130 or 143.
        while true {
            try Interrupts.check()
            Thread.sleep(forTimeInterval: 0.2)
        }
    }
}
