import Foundation
import Unfold

/// `unfold.1`, generated from the help text's sources (`unfold --manual`): the same commands, options and examples.
enum ManualPage {
    /// Text safe in roff: backslashes and hyphens escaped, other than ASCII as `\[uXXXX]`, and no line starting
    /// with a control character.
    static func roff(_ s: String) -> String {
        var escaped = ""
        for c in s.unicodeScalars {
            switch c {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where c.isASCII: escaped.unicodeScalars.append(c)
            default: escaped += "\\[u" + String(format: "%04X", c.value) + "]"
            }
        }
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    static var text: String {
        var s = """
            .TH UNFOLD 1 "" "unfold \(roff(ReleaseVersion.string))" "User Commands"
            .SH NAME
            unfold \\- render iOS\\-style expanding table cells from a scene script, headless
            .SH SYNOPSIS

            """
        for c in Commands.specs {
            // The synopsis after `unfold NAME`, which is set in bold on the line before.
            let rest = c.synopsis.dropFirst("unfold \(c.name)".count).trimmingCharacters(in: .whitespaces)
            s += ".B unfold \(c.name)\n\(roff(rest))\n.br\n"
        }
        s += """
            .B unfold
            \\-\\-help | \\-\\-version | \\-\\-completions SHELL | \\-\\-manual
            .SH DESCRIPTION
            Unfold reads a scene script: an iOS\\-style table, its cell templates, its rows, and a timeline of taps,
            long presses, scrolls and list edits. It renders the scene the way UITableView animates it: PNG frames,
            timeline.json, stills, contact sheets, animated files and video, and checks it against goldens.
            .SH COMMANDS

            """
        for c in Commands.specs {
            s += ".SS \(c.name)\n\(roff(c.summary))\n"
            for o in c.options {
                s += ".TP\n.B \(roff(o.names.joined(separator: ", ")))\(o.value.map { " \\fI\(roff($0))\\fR" } ?? "")\n"
                s += roff(o.help) + "\n"
            }
            if !c.examples.isEmpty {
                s += ".PP\nExamples:\n.RS\n.nf\n"
                for e in c.examples { s += roff(e) + "\n" }
                s += ".fi\n.RE\n"
            }
        }
        s += """
            .SH EXIT STATUS
            0 success; 1 check or diff found differences; 2 bad usage or a scene error; 3 input/output failure;
            130, 143, 129 interrupted by SIGINT, SIGTERM, SIGHUP.
            .SH ENVIRONMENT
            .TP
            .B UNFOLD_FONTS
            A folder holding the pinned font files (laid out as under /usr/share/fonts), used instead of the package's
            own copy, the build folder's and /usr/share/fonts.
            .TP
            .B CI
            When set, a missing golden fails instead of being recorded.
            .TP
            .B UNFOLD_RECORD
            The record mode of test when \\-\\-record is not given.
            .SH FILES
            .TP
            .I /usr/share/unfold/fonts
            The font files Unfold draws with, pinned by SHA\\-256.

            """
        return s
    }
}
