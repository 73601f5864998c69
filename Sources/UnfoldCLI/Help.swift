import Foundation

enum Help {
    static let version = "unfold 1.0.0"

    static var text: String {
        var s = """
        unfold — render iOS-style expanding table cells from a scene script, headless.

        USAGE

        """
        for c in Commands.all { s += "  \(c.synopsis)\n" }
        s += "  unfold --help | --version\n\nCOMMANDS\n"
        for c in Commands.all { s += "\n" + details(c) }
        s += """

        EXIT CODES
          0 success, 1 check or diff found differences, 2 bad usage or a scene error, 3 input/output or rendering failure

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
