import Foundation

/// When goldens are written: the caller's choice, else `UNFOLD_RECORD`, else `never` on CI (`CI` set), else
/// `missing`.
public enum RecordMode: String, CaseIterable, Sendable {
    case missing, failed, all, never

    /// The mode the environment sets when the caller chose none.
    package static func resolve(environment: [String: String]) throws -> RecordMode {
        if let value = environment["UNFOLD_RECORD"] {
            guard let mode = RecordMode(rawValue: value) else { throw Unknown(value: value) }
            return mode
        }
        return environment["CI"] != nil ? .never : .missing
    }

    /// A mode's name that is none of the four; the caller words it with where the name came from.
    package struct Unknown: Error, Equatable {
        package var value: String
        package init(value: String) { self.value = value }
        package static let choices = "missing, failed, all or never"
    }
}
