import Foundation
import Unfold

/// The command-line driver: `unfold ARGS…` → exit code. Output goes to the given streams so tests can read it.
package struct Driver {
    package var stdout: (String) -> Void
    package var stderr: (String) -> Void
    /// Whether standard error is a terminal (a progress bar is shown there, a summary line elsewhere).
    var stderrIsTerminal: Bool
    /// The environment commands read (`CI`, `UNFOLD_RECORD`); tests give their own.
    package var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Whether the streams already escape control characters (see `run`).
    var escapes = false

    package init(
        stdout: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
        stderr: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.stdout = stdout
        self.stderr = stderr
        stderrIsTerminal = isatty(2) != 0
    }

    /// Every command of the table, so the line cannot leave one out.
    static var shortUsage: String {
        "usage: unfold " + Commands.specs.map(\.name).joined(separator: "|") + " … (see 'unfold --help')\n"
    }

    /// `unfold ARGS…` as the kernel gives them, bytes: an argument that is not UTF-8 (a file name from another
    /// system) is refused by name, where a decoded string would have turned it into a file that does not exist.
    package func run(bytes arguments: [[UInt8]]) -> Int32 {
        var strings: [String] = []
        for (k, raw) in arguments.enumerated() {
            guard let text = String(validating: raw, as: UTF8.self) else {
                let shown = TerminalText.safe(String(decoding: raw, as: UTF8.self))
                stderr(
                    "unfold: error: argument \(k + 1) ('\(shown)') is not valid UTF-8; Unfold reads file names as"
                        + " UTF-8 text: rename the file (for example with convmv) or use a link with a UTF-8 name\n")
                return 2
            }
            strings.append(text)
        }
        return run(strings)
    }

    package func run(_ arguments: [String]) -> Int32 {
        // Every line either stream gets, from any command, has its control characters escaped: file names and
        // scene text reach many messages, and one `ESC ] 0 ;` in a name must not retitle or clear a terminal.
        guard escapes else {
            var guarded = self
            let (out, err) = (stdout, stderr)
            guarded.stdout = { out(TerminalText.safe($0)) }
            guarded.stderr = { err(TerminalText.safe($0)) }
            guarded.escapes = true
            return guarded.run(arguments)
        }
        // Before any thread starts, so every thread shares the one arena it sets.
        ProcessHeap.keepLargeBlocks()
        guard let first = arguments.first else {
            stderr("unfold: missing command\n" + Driver.shortUsage)
            return 2
        }
        if first == "--help" || first == "-h" || first == "help" {
            stdout(Help.text)
            return 0
        }
        if first == "--version" {
            stdout(Help.version + "\n")
            return 0
        }
        if first == "--manual" {
            stdout(ManualPage.text)
            return 0
        }
        if first == "--completions" {
            guard arguments.count == 2, let script = Completions.script(for: arguments[1]) else {
                stderr("unfold: --completions needs one of: \(Completions.shells.joined(separator: ", "))\n")
                return 2
            }
            stdout(script)
            return 0
        }
        guard let command = Commands.all.first(where: { $0.spec.name == first }) else {
            let near = nearestCommand(to: first).map { "; did you mean '\($0)'?" } ?? ""
            stderr("unfold: unknown command '\(first)'\(near)\n" + Driver.shortUsage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            stdout("usage: \(command.spec.synopsis)\n\n" + Help.details(command.spec))
            return 0
        }
        Interrupts.install()
        do {
            let parsed = try command.spec.parse(rest)
            try Options.useModules(parsed)
            // The folders are this command's: the next one (in one process, as the tests run) starts without them.
            defer { if !parsed.all(Options.module).isEmpty { SwiftSources.useModules([]) } }
            return try command.run(parsed, self)
        } catch {
            // The one place where failures become messages and exit codes.
            let failure = UnfoldFailure.from(error)
            // Messages quote file names and scene text: a terminal gets their control characters escaped.
            stderr(TerminalText.safe(Driver.message(failure, of: command.spec)))
            return ExitStatus.code(failure)
        }
    }

    func nearestCommand(to word: String) -> String? {
        let scored = Commands.specs.map { ($0.name, editDistance($0.name, word)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// A failure's words, followed by the command's usage when it asks for it.
    static func message(_ failure: UnfoldFailure, of spec: CommandSpec) -> String {
        switch failure {
        case .usage(_, showsUsage: true), .frameTooLarge: break
        default: return message(failure)
        }
        return message(failure) + Help.usage(spec) + "\n"
    }

    /// How the command line says a failure: its name before the library's words (`unfold: error:` for input and
    /// output), a scene's diagnostics as they are printed.
    static func message(_ failure: UnfoldFailure) -> String {
        switch failure {
        case .usage: return "unfold: \(failure.words)\n"
        case let .scene(errors, path): return errors.formatted(path: path)
        case .io: return "unfold: error: \(failure.words)\n"
        case .interrupted: return "\nunfold: \(failure.words)\n"
        case .frameTooLarge(let large):
            return "unfold: \(large.size); render it with --width \(large.widestWidth) or less, or a smaller scale"
                + " (--scale)\n"
        }
    }

    func loadScene(_ args: ParsedArguments, variant: String? = nil) throws -> LoadedScene {
        let overrides = CompileOverrides(
            fps: args.int(Options.fps), scale: args.int(Options.scale), deviceFrame: args.flag(Options.deviceFrame))
        let variant = variant ?? args.text(Options.variant)
        let preview = args.text(Options.preview)
        let document =
            try args.positionals.first.map { try SceneDocument.read(path: $0, preview: preview) }
            ?? SceneDocument.demo()
        return try document.load(variant: variant, overrides: overrides, warnings: stderr)
    }

    /// Variant `name` of a scene already loaded, from the one reading of its file.
    func loadVariant(_ name: String, of base: LoadedScene) throws -> LoadedScene {
        try base.variant(name, warnings: stderr)
    }

    /// What the command gives the library's long work: the progress bar (on a terminal, unless `quiet`) and the
    /// cancellation a signal sets.
    func work(quiet: Bool) -> Work {
        Work(progress: quiet || !stderrIsTerminal ? nil : ProgressBar(), cancellation: Interrupts.cancellation)
    }

    /// One line saying what was written where, when no progress bar said it (standard error is not a terminal).
    func summary(_ what: String, since start: Date, quiet: Bool) {
        guard !quiet && !stderrIsTerminal else { return }
        stderr(String(format: "unfold: %@ in %.2f s\n", what, Date().timeIntervalSince(start)))
    }
}
