import Foundation

/// Writes a report folder: `index.html` (one offline page), `results.json`, `junit.xml` and the images of
/// failing frames, all or nothing.
package enum ReportWriter {
    package static func write(
        _ suite: SuiteReport, images: [String: [UInt8]], to path: String, cancellation: Cancellation? = nil
    ) throws {
        try AtomicOutput.folder(URL(fileURLWithPath: path), cancellation: cancellation) { tmp in
            // A text file ends with a line break (CLI, version 6).
            try FileWriting.write([UInt8](suite.json()) + [10], to: tmp.appendingPathComponent("results.json").path)
            try FileWriting.write(Array(JUnitReport.xml(suite).utf8), to: tmp.appendingPathComponent("junit.xml").path)
            try FileWriting.write(Array(ReportPage.html(suite).utf8), to: tmp.appendingPathComponent("index.html").path)
            for (relative, png) in images.sorted(by: { $0.key < $1.key }) {
                // Only names inside the report are ever written.
                if let why = ReportImages.problem(relative) {
                    throw UnfoldFailure.io("refusing to write the report image '\(relative)': \(why)")
                }
                let url = tmp.appendingPathComponent(relative)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileWriting.write(png, to: url.path)
            }
        }
    }
}
