// libFuzzer entry for `make fuzz`: `golden.json` and a report's `results.json` as they arrive from other
// machines. Built with UnfoldCore's sources and the report's Codable values (see Fuzz/run).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    // A manifest that decodes has passed every check: using it the way `test` does must not trap.
    if let manifest = try? GoldenManifest.decode(bytes) {
        for (k, f) in manifest.keptFrames.enumerated() {
            precondition(f >= 0 && f < manifest.frameCount && manifest.frames[k].index == f)
        }
        precondition((1...3).contains(manifest.recordedScale))
        _ = manifest.encoded()
    }
    if let report = try? JSONProblem.decode(SuiteReport.self, from: bytes) {
        _ = report.json()
        _ = report.ordered.map { $0.summary(report: "r") }
    }
    return 0
}
