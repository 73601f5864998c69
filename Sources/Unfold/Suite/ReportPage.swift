import Foundation

/// The report's `index.html`: one file with its data, style and script inline, so it works offline from disk.
/// A summary table (failures first); for each failure the expected, actual and diff images side by side, a
/// slider that wipes between expected and actual, a scrubber over the kept frames (the most-changed first)
/// and the geometry differences in words. `#frame=K&wipe=P` in the address sets scrubber and slider.
enum ReportPage {
    static func html(_ suite: SuiteReport) -> String {
        // The data goes in a script element: every "<" is written as \u003c (valid in a JSON string, where
        // alone it can stand), so no text can end the element or put the HTML parser into a
        // comment-like state ("<!--<script>" would swallow the page's own script).
        let data = String(decoding: suite.json(), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        return head + "<script id=\"data\" type=\"application/json\">" + data + "</script>\n" + script
            + "</body>\n</html>\n"
    }

    /// The page's head, style and empty tables: a file of the package, `Resources/report-head.html`.
    static let head = String(decoding: PackageResources.report_head_html, as: UTF8.self)

    /// The script that fills the page from its data: `Resources/report-script.html`.
    static let script = String(decoding: PackageResources.report_script_html, as: UTF8.self)
}
