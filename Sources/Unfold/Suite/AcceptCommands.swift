import Foundation

extension SceneResult {
    /// What accepts what failed or is missing: one command per scene, for all its variants when several of them
    /// need it rather than one per variant. The caller words each.
    package static func acceptCommands(
        _ results: [SceneResult], goldens: String, audit: Bool = false, accessibility: Bool = false
    ) -> [Acceptance] {
        var out: [Acceptance] = []
        let needing = results.filter { ($0.status == .failed || $0.status == .missing) && $0.accept != nil }
        var seen = Set<String>()
        for result in needing where seen.insert(result.scene).inserted {
            // Recording failed goldens does not record a missing one: each status gets its own command.
            for status in [SceneResult.Status.failed, .missing] {
                let mine = needing.filter { $0.scene == result.scene && $0.status == status }
                if mine.count == 1 {
                    out.append(mine[0].accept!)
                } else if mine.count > 1 {
                    out.append(
                        .command(
                            AcceptRequest(
                                scene: result.scene, goldens: goldens, allVariants: true,
                                record: status == .failed ? .failed : .missing, audit: audit,
                                accessibility: accessibility)))
                }
            }
        }
        return out
    }
}
