import Foundation
import Testing
@testable import UnfoldCLI
import UnfoldCore
import UnfoldModel

/// Shell completions and the manual page, generated from the command table: every command and option, in files
/// that each shell (and groff) reads without a complaint.
@Suite struct CompletionsTests {
    /// Runs `program args…` with `input` on standard input; its exit status and both streams.
    static func run(_ program: String, _ args: [String]) throws -> (code: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [program] + args
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, o, e)
    }

    static func script(_ shell: String) throws -> String {
        let r = unfold(["--completions", shell])
        #expect(r.code == 0)
        return write(r.out, to: tempDir("completions").appendingPathComponent("unfold.\(shell)"))
    }

    @Test func bashCompletesEveryCommandAndEveryOption() throws {
        let file = try Self.script("bash")
        for c in Commands.specs {
            // The first word: the command from its first two letters.
            let first = try Self.run(
                "bash",
                [
                    "-c",
                    "source \(file); COMP_WORDS=(unfold \(c.name.prefix(2))); COMP_CWORD=1; _unfold; echo \"${COMPREPLY[@]}\""
                ])
            #expect(first.code == 0 && first.err.isEmpty, "\(first.err)")
            #expect(
                first.out.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.contains(
                    c.name))
            // Its options after `--`.
            let options = try Self.run(
                "bash",
                [
                    "-c",
                    "source \(file); COMP_WORDS=(unfold \(c.name) -); COMP_CWORD=2; _unfold; echo \"${COMPREPLY[@]}\""
                ])
            let offered = Set(options.out.split(whereSeparator: \.isWhitespace).map(String.init))
            for o in c.options { for n in o.names { #expect(offered.contains(n), "\(c.name) \(n)") } }
        }
    }

    @Test func zshAndFishReadTheirScriptsAndNameEverything() throws {
        let zsh = try Self.script("zsh")
        let zshCheck = try Self.run("zsh", ["-n", zsh])
        #expect(zshCheck.code == 0 && zshCheck.err.isEmpty, "\(zshCheck.err)")
        let fish = try Self.script("fish")
        let fishCheck = try Self.run("fish", ["--no-execute", fish])
        #expect(fishCheck.code == 0 && fishCheck.err.isEmpty, "\(fishCheck.err)")
        let zshText = try String(contentsOfFile: zsh, encoding: .utf8)
        for c in Commands.specs {
            // Fish completes for real: the command, then each of its long options.
            let commands = try Self.run("fish", ["-c", "source \(fish); complete -C 'unfold \(c.name.prefix(2))'"])
            #expect(commands.out.split(separator: "\n").contains { $0.hasPrefix(c.name + "\t") }, "\(c.name)")
            let options = try Self.run("fish", ["-c", "source \(fish); complete -C 'unfold \(c.name) --'"])
            for o in c.options {
                for n in o.names where n.hasPrefix("--") {
                    #expect(
                        options.out.split(separator: "\n").contains { $0.hasPrefix(n + "\t") || $0 == n },
                        "\(c.name) \(n)")
                }
            }
            #expect(zshText.contains("        '\(c.name):"))
            #expect(zshText.contains("        \(c.name)) _arguments"))
            for o in c.options { for n in o.names { #expect(zshText.contains(n), "\(c.name) \(n)") } }
        }
        #expect(unfold(["--completions", "tcsh"]).code == 2)
    }

    @Test func theManualPageListsEveryCommandAndReadsCleanly() throws {
        let page = unfold(["--manual"]).out
        let file = write(page, to: tempDir("manual").appendingPathComponent("unfold.1"))
        let check = try Self.run("groff", ["-ww", "-z", "-man", file])
        #expect(check.code == 0 && check.err.isEmpty, "\(check.err)")
        for c in Commands.specs {
            #expect(page.contains(".SS \(c.name)\n"))
            #expect(page.contains(".B unfold \(c.name)\n"))
            for o in c.options {
                #expect(page.contains(".B \(ManualPage.roff(o.names.joined(separator: ", ")))"), "\(c.name) \(o.names)")
            }
            for e in c.examples { #expect(page.contains(ManualPage.roff(e))) }
        }
        #expect(page.hasPrefix(".TH UNFOLD 1 \"\" \"unfold \(ManualPage.roff(UnfoldVersion.string))\""))
    }
}
