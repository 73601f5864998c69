import Testing

@testable import Unfold
@testable import UnfoldCLI

/// The command-line table on its own: values, flags, repeats, `--name=value`, kinds and ranges, counts of
/// arguments, required options, and the synopsis made from the table.
@Suite struct CommandSpecTests {
    static let out = OptionSpec(["-o", "--output"], "DIR", help: "where")
    static let jobs = OptionSpec(["--jobs"], "N", .int(1...64), help: "threads")
    static let scale = OptionSpec(["--threshold"], "T", .double(0...1), help: "tolerance")
    static let quiet = OptionSpec(["--quiet"], help: "no progress")
    static let mask = OptionSpec(["--mask"], "ID", help: "ignore", repeatable: true)
    static let at = OptionSpec(["--at"], "SECONDS", .double(0...600), help: "time", required: true)
    static let spec = CommandSpec(
        name: "try", arguments: "SCENE [MORE]", summary: "a test command", examples: [], positionals: 1...2,
        options: [out, jobs, scale, quiet, mask, at])

    func message(_ args: [String]) -> String? {
        do {
            _ = try Self.spec.parse(args)
            return nil
        } catch let failure as UnfoldFailure {
            guard case .usage(let text, _) = failure else { return "not a usage error" }
            return text
        } catch {
            return "\(error)"
        }
    }

    @Test func valuesFlagsAndRepeatsAreRead() throws {
        let parsed = try Self.spec.parse([
            "a.scene", "-o", "dir", "--jobs=3", "--quiet", "--mask", "x", "--mask", "y", "--at", "1.5", "-2"
        ])
        #expect(parsed.positionals == ["a.scene", "-2"])
        #expect(parsed.text(Self.out) == "dir")
        #expect(parsed.int(Self.jobs) == 3)
        #expect(parsed.flag(Self.quiet))
        #expect(parsed.all(Self.mask) == ["x", "y"])
        #expect(parsed.double(Self.at) == 1.5)
        #expect(parsed.double(Self.scale) == nil)
    }

    @Test func eachMistakeIsAUsageErrorInWords() {
        #expect(message(["a", "--frobnicate", "--at", "1"]) == "unknown option '--frobnicate' for 'try'")
        #expect(message(["a", "--jobs"]) == "--jobs needs a value (N)")
        #expect(message(["a", "--jobs", "0", "--at", "1"]) == "--jobs takes a whole number in 1…64, not '0'")
        #expect(message(["a", "--jobs", "two", "--at", "1"]) == "--jobs takes a whole number in 1…64, not 'two'")
        #expect(message(["a", "--threshold", "nan", "--at", "1"]) == "--threshold takes a number in 0.0…1.0, not 'nan'")
        #expect(message(["--at", "1"]) == "missing arguments")
        #expect(message(["a", "b", "c", "--at", "1"]) == "too many arguments")
        #expect(message(["a"]) == "try needs --at SECONDS")
        #expect(message(["a", "--at", "1"]) == nil)
    }

    @Test func theSynopsisComesFromTheTable() {
        #expect(
            Self.spec.synopsis
                == "unfold try SCENE [MORE] [-o DIR] [--jobs N] [--threshold T] [--quiet] [--mask ID]... --at SECONDS")
    }
}
