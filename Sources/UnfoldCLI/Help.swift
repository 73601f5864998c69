import Foundation
import Unfold

/// `--help` text, generated from the command tables so that it cannot drift from what is parsed.
enum Help {
    static let version = "unfold \(ReleaseVersion.string)"

    static var text: String {
        var s = """
            unfold — render iOS-style expanding table cells from a scene script, headless.

            USAGE

            """
        for c in Commands.specs { s += "  \(c.synopsis)\n" }
        s += "  unfold --help | --version | --completions bash|zsh|fish | --manual\n\nCOMMANDS\n"
        for c in Commands.specs { s += "\n" + details(c) }
        s += """

            EXIT CODES
              0 success, 1 check or diff found differences, 2 bad usage or a scene error,
              3 input/output failure, 130/143/129 interrupted by SIGINT/SIGTERM/SIGHUP

            """
        return s
    }

    /// A command's summary, options and examples.
    static func details(_ c: CommandSpec) -> String {
        var s = "  \(c.name): \(c.summary)\n"
        for o in c.options {
            let name = o.names.joined(separator: ", ") + (o.value.map { " \($0)" } ?? "")
            s += "      " + name.padding(toLength: max(22, name.count + 2), withPad: " ", startingAt: 0) + o.help + "\n"
        }
        for e in c.examples { s += "    $ \(e)\n" }
        return s
    }

    static func usage(_ c: CommandSpec) -> String { "usage: \(c.synopsis)\n(see 'unfold --help')" }
}
