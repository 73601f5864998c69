/// What accepts a failed or missing result, as a value: the scene, where its goldens are, which variants, and
/// what to record again. The command line words it as a command (`unfold test …`), `UnfoldTesting` as its own
/// hint; the library never words the command line.
package struct AcceptRequest: Codable, Sendable, Equatable {
    package var scene: String
    /// The goldens folder as the run was given it.
    package var goldens: String
    /// The variant to record, nil for the default one or, with `allVariants`, for every variant.
    package var variant: String?
    package var allVariants: Bool
    /// `failed` or `missing`: recording failed goldens does not record a missing one.
    package var record: RecordMode
    package var audit: Bool
    package var accessibility: Bool

    package init(
        scene: String, goldens: String, variant: String? = nil, allVariants: Bool = false, record: RecordMode,
        audit: Bool = false, accessibility: Bool = false
    ) {
        self.scene = scene
        self.goldens = goldens
        self.variant = variant
        self.allVariants = allVariants
        self.record = record
        self.audit = audit
        self.accessibility = accessibility
    }
}

/// A result's way to acceptance as `results.json` holds it: the command as a value, or, in a report written
/// before version 6, the words that version wrote, kept as they were so that merging old shards loses nothing.
package enum Acceptance: Codable, Sendable, Equatable {
    case command(AcceptRequest)
    case words(String)

    package init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let words = try? single.decode(String.self) {
            self = .words(words)
        } else {
            self = .command(try single.decode(AcceptRequest.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .command(let command): try single.encode(command)
        case .words(let words): try single.encode(words)
        }
    }

    /// The words of either kind, given how the caller words a command.
    package func words(_ wording: (AcceptRequest) -> String) -> String {
        switch self {
        case .command(let command): return wording(command)
        case .words(let words): return words
        }
    }
}

extension RecordMode: Codable {}
