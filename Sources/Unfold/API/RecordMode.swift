import Foundation

/// When goldens are written: `--record`, else `UNFOLD_RECORD`, else `never` on CI (`CI` set), else `missing`.
public enum RecordMode: String, CaseIterable, Sendable {
    case missing, failed, all, never

    package static func resolve(flag: String?, environment: [String: String]) throws -> RecordMode {
        for (source, value) in [("--record", flag), ("UNFOLD_RECORD", environment["UNFOLD_RECORD"])] {
            guard let value else { continue }
            guard let mode = RecordMode(rawValue: value) else {
                throw UnfoldFailure.usage(
                    "\(source) takes missing, failed, all or never, not '\(value)'", showsUsage: true)
            }
            return mode
        }
        return environment["CI"] != nil ? .never : .missing
    }
}
