import Unfold

/// `unfold lint`: parse and validate scenes; silent when they are fine.
enum LintCommand: UnfoldCommand {
    static let spec = CommandSpec(
        name: "lint", arguments: "SCENE...",
        summary: "Check scenes; prints nothing when they are fine (warnings are printed and exit 0).",
        examples: ["unfold lint scenes/*.scene"],
        positionals: 1...10_000, options: [Options.preview, Options.module])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        var worst: Int32 = 0
        for path in args.positionals {
            do {
                let loaded = try SceneDocument.read(path: path, preview: args.text(Options.preview)).load(
                    warnings: driver.stderr)
                worst = max(worst, try lintVariants(of: loaded, driver))
            } catch {
                let failure = UnfoldFailure.from(error)
                driver.stderr(Driver.message(failure))
                worst = max(worst, ExitStatus.code(failure))
            }
        }
        return worst
    }

    /// Each variant of a scene with strings files read with its own header lines and locale (an `L"…"` may
    /// resolve in `de` and fail in `ar`): what it finds beyond the default's diagnostics is printed with the variant
    /// named; 2 when any is an error. Without strings files a variant's header lines were checked with the scene.
    static func lintVariants(of loaded: LoadedScene, _ driver: Driver) throws -> Int32 {
        guard !loaded.scene.settings.stringsFiles.isEmpty else { return 0 }
        var seen = Set<String>()
        var worst: Int32 = 0
        for variant in loaded.variantNames {
            let (_, report) = try loaded.document.check(variant: variant, overrides: loaded.overrides)
            var fresh = report
            fresh.diagnostics = report.diagnostics.filter { seen.insert("\($0.location) \($0.message)").inserted }
            guard variant != "default" else { continue }
            fresh.diagnostics = fresh.diagnostics.map { d in
                var named = d
                named.message += " (in variant \(variant))"
                return named
            }
            if fresh.hasErrors { worst = 2 }
            if !fresh.diagnostics.isEmpty { driver.stderr(fresh.formatted(path: loaded.path)) }
        }
        return worst
    }
}
