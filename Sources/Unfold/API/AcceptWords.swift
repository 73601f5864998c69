/// The `unfold test` command that accepts a result, in words. The suite returns acceptance as a value
/// (`AcceptRequest`); `GoldenCheck`'s public answer promises the words `unfold test` prints, so its wording lives
/// here, beside that API, once, and the command line and the JUnit writer take it from here.
package enum AcceptWords {
    package static func words(_ command: AcceptRequest) -> String {
        var words = "unfold test \(command.scene) --goldens \(command.goldens)"
        if command.allVariants {
            words += " --all-variants"
        } else if let variant = command.variant {
            words += " --variant \(variant)"
        }
        if command.audit { words += " --audit" }
        if command.accessibility { words += " --accessibility" }
        return words + " --record \(command.record.rawValue)"
    }

    package static func words(_ acceptance: Acceptance) -> String { acceptance.words(words) }
}
