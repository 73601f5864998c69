import Foundation
import Unfold

/// `unfold audit`: what breaks, in words, at every rest frame of every variant.
enum AuditCommand: UnfoldCommand {
    static let json = OptionSpec(["--json"], "FILE", help: "also write the findings as JSON")
    static let strict = OptionSpec(["--strict"], help: "exit 1 on warnings too, not only on errors")

    static let spec = CommandSpec(
        name: "audit", arguments: "[SCENE|DIR]...",
        summary:
            "Say what breaks at each rest frame: cut or clipped text, overlaps, small tap targets, contrast, labels, "
            + "untranslated keys, missing glyphs.",
        examples: [
            "unfold audit scenes/settings-localized.scene --all-variants",
            "unfold audit scenes --all-variants --json out/audit.json --strict"
        ],
        positionals: 0...10_000,
        options: [
            Options.variant, Options.preview, Options.allVariants, json, strict, Options.quiet, Options.module
        ])

    /// What only Unfold's own audit JSON holds in its first bytes: a file without it is not replaced.
    static let mark = "\"findings\""

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let started = Date()
        let scenes = try TestCommand.sceneList(
            args.positionals.isEmpty ? ["scenes"] : args.positionals, preview: args.text(Options.preview))
        // Each scene file is read once, for its variants and its audit.
        var documents: [String: Result<SceneDocument, Error>] = [:]
        for scene in scenes where documents[scene] == nil {
            documents[scene] = Result { try SceneDocument.read(path: scene) }
        }
        let pairs = try TestCommand.variantPairs(scenes, args, spec: spec) {
            (try? documents[$0]?.get())?.scene.variants.map(\.name) ?? []
        }
        // Only a JSON file (or nothing) is replaced.
        if let out = args.text(json) {
            try OutputGuard.checkFile(out, signature: Array("{".utf8), mark: AuditCommand.mark)
        }
        var audits: [SceneAudit] = []
        var unloaded = 0
        for scene in scenes {
            try Interrupts.check()
            let variants = pairs.filter { $0.0 == scene }.map(\.1)
            guard !variants.isEmpty else { continue }
            do {
                let audit = try SceneAudit.run(try documents[scene]!.get(), variants: variants)
                driver.stdout(audit.printed)
                audits.append(audit)
            } catch {
                driver.stderr(Driver.message(UnfoldFailure.from(error)))
                unloaded += 1
            }
        }
        let findings = audits.flatMap(\.findings)
        // A scene that did not load has no findings to report: the last good file stays as it was.
        if let out = args.text(json), unloaded == 0 {
            let object: [String: Any] = ["version": 1, "findings": audits.flatMap(\.json)]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            try AtomicOutput.file(
                URL(fileURLWithPath: out), [UInt8](data) + [10], mark: AuditCommand.mark,
                cancellation: Interrupts.cancellation)
        }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        let variantCount = Set(pairs.map { "\($0.0)\u{0}\($0.1)" }).count
        let sceneNoun = scenes.count == 1 ? "1 scene" : "\(scenes.count) scenes"
        let what = variantCount == scenes.count ? sceneNoun : "\(sceneNoun), \(variantCount) variants"
        let said = [(errors, "error"), (warnings, "warning")].map { n, noun in n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
        let notLoaded = unloaded == 0 ? "" : "; \(unloaded == 1 ? "1 scene" : "\(unloaded) scenes") did not load"
        let kept =
            unloaded > 0 && args.text(json) != nil ? ", so \(TerminalText.safe(args.text(json)!)) was not written" : ""
        driver.stdout("unfold audit: \(what): \(said.joined(separator: ", "))\(notLoaded)\(kept)\n")
        driver.summary("audited \(what)", since: started, quiet: args.flag(Options.quiet))
        if unloaded > 0 { return 2 }
        return errors > 0 || (args.flag(strict) && warnings > 0) ? 1 : 0
    }
}
