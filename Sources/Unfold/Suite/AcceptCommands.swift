import Foundation

extension SceneResult {
    /// The commands that accept what failed or is missing: one per scene, with `--all-variants` when several of
    /// its variants need it rather than one command per variant.
    package static func acceptCommands(
        _ results: [SceneResult], goldens: String, audit: Bool = false, accessibility: Bool = false
    ) -> [String] {
        var out: [String] = []
        let needing = results.filter { ($0.status == .failed || $0.status == .missing) && $0.accept != nil }
        var seen = Set<String>()
        for result in needing where seen.insert(result.scene).inserted {
            // `--record failed` does not record a missing golden: each status gets its own command.
            for status in [SceneResult.Status.failed, .missing] {
                let mine = needing.filter { $0.scene == result.scene && $0.status == status }
                if mine.count == 1 {
                    out.append(mine[0].accept!)
                } else if mine.count > 1 {
                    out.append(
                        "unfold test \(result.scene) --goldens \(goldens) --all-variants --record \(status.rawValue)"
                            + (audit ? " --audit" : "") + (accessibility ? " --accessibility" : ""))
                }
            }
        }
        return out
    }
}
