/// JUnit XML (the common Jenkins/Ant form): one `testcase` per scene and variant, a `failure` naming frames
/// and counts, an `error` for a scene that could not be read.
package enum JUnitReport {
    /// How Unfold's JUnit file begins its root: `--junit` replaces only a file that has it.
    package static let mark = "<testsuites name=\"unfold test\""

    package static func xml(_ report: SuiteReport) -> String {
        let results = report.ordered.sorted { ($0.scene, $0.variant) < ($1.scene, $1.variant) }
        let failures = results.filter { $0.status == .failed || $0.status == .missing }.count
        let errors = results.filter { $0.status == .error }.count
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let total = SceneResult.secondsText(results.reduce(0) { $0 + ($1.seconds ?? 0) })
        out += "\(mark) \(counts) time=\"\(total)\">\n"
        out += "  <testsuite name=\"unfold\" \(counts) time=\"\(total)\">\n"
        for r in results {
            let name = escape("\(r.name) (\(r.variant))")
            // A preview's file is its Swift file; its name is in the test case's name.
            let file = SwiftPreviews.parts(r.scene)?.file ?? r.scene
            out +=
                "    <testcase classname=\"unfold.\(escape(r.variant))\" name=\"\(name)\" file=\"\(escape(file))\" "
                + "time=\"\(r.secondsText)\""
            // A scene's warnings: their count as a property, each at its line in the case's output.
            let warnings = r.warnings ?? []
            if r.status == .passed || r.status == .recorded, warnings.isEmpty {
                out += "/>\n"
                continue
            }
            out += ">\n"
            if !warnings.isEmpty {
                out +=
                    "      <properties>\n        <property name=\"unfold.warnings\" value=\"\(warnings.count)\"/>\n"
                    + "      </properties>\n"
            }
            switch r.status {
            case .passed, .recorded:
                break
            case .failed, .missing:
                out +=
                    "      <failure message=\"\(escape(message(r)))\" "
                    + "type=\"\(r.status == .missing ? "MissingGolden" : "VisualDifference")\">"
                out += escape(
                    r.summary(report: ".", limit: nil)
                        + (r.accept.map { "\naccept with: " + AcceptWords.words($0) } ?? ""))
                out += "</failure>\n"
            case .error:
                out +=
                    "      <error message=\"\(escape(r.reason ?? "error"))\" "
                    + "type=\"SceneError\">\(escape(r.reason ?? ""))</error>\n"
            }
            if !warnings.isEmpty {
                let text = warnings.map { "warning: " + $0.written }.joined(separator: "\n")
                out += "      <system-out>\(escape(text))</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func message(_ r: SceneResult) -> String {
        if let reason = r.reason { return reason }
        if let found = r.newFindings, !found.isEmpty, r.failures.isEmpty {
            return found.map { "new finding: \($0.words)" }.joined(separator: "; ")
        }
        let frames = r.failures.map { f in
            let onlyRead = f.geometry.isEmpty && f.accessibility != nil
            let what = f.differing > 0 ? "\(f.differing) pixels" : onlyRead ? "accessibility" : "geometry"
            return "frame \(f.frame) (\(what))"
        }
        return "\(r.failures.count) of \(r.keptFrames.count) frames differ: " + frames.joined(separator: ", ")
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(c)
            default:
                // XML 1.0 allows no other control characters.
                if c.value >= 0x20 { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
