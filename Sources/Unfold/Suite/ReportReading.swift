import Foundation
import UnfoldCodecs
import UnfoldGoldens

/// A report folder's `results.json`, read as input (`merge-reports` and `show-report` take folders from other
/// machines). It is decoded at about 15 times its size: a 130 MB file peaked at 2 GB, so a file, and the shards
/// merged together, are bounded.
extension SuiteReport {
    /// About 50,000 scene results; decoded, under 1 GB.
    package static let maxBytes = 48 << 20

    /// The report in `dir`, and its size in bytes; `budget`: what the reports read with it may still take.
    package static func read(folder dir: String, budget: Int = maxBytes) throws -> (SuiteReport, bytes: Int) {
        let path = URL(fileURLWithPath: dir).appendingPathComponent("results.json").path
        let data: [UInt8]
        switch RegularFile.read(path, limit: budget) {
        case .success(let read): data = read
        case .failure(.missing): throw UnfoldFailure.io("\(dir) holds no results.json")
        case .failure(.tooLarge):
            throw UnfoldFailure.io(
                "\(dir)/results.json is larger than the \(maxBytes >> 20) MB Unfold reads of reports"
                    + (budget < maxBytes ? " together" : "") + " (about 50,000 results): split the suite further")
        case .failure(let problem): throw UnfoldFailure.io("\(dir)/results.json: \(problem.reason)")
        }
        do {
            return (try JSONProblem.decode(SuiteReport.self, from: Data(data)), data.count)
        } catch let problem as JSONProblem.Failure {
            throw UnfoldFailure.io("\(dir)/results.json is not an Unfold report: \(problem.message)")
        }
    }
}
