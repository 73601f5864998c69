/// `unfold lint`: parse and validate scenes; silent when they are fine.
enum LintCommand: UnfoldCommand {
    static let spec = CommandSpec(
        name: "lint", arguments: "SCENE...",
        summary: "Check scenes; prints nothing when they are fine (warnings are printed and exit 0).",
        examples: ["unfold lint scenes/*.scene"],
        positionals: 1...10_000, options: [])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        var worst: Int32 = 0
        for path in args.positionals {
            do {
                _ = try LoadedScene.load(path: path, warnings: driver.stderr)
            } catch {
                let failure = CLIFailure.from(error)
                driver.stderr(failure.message)
                worst = max(worst, failure.exitCode)
            }
        }
        return worst
    }
}
