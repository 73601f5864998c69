import Foundation
import Unfold

/// Options that several commands share.
enum Options {
    static let quiet = OptionSpec(["-q", "--quiet"], help: "no progress bar and no summary line")
    static let scale = OptionSpec(["--scale"], "N", .int(1...3), help: "pixel scale 1, 2 or 3 (overrides the scene)")
    static let fps = OptionSpec(["--fps"], "N", .int(1...240), help: "frames per second 1…240 (overrides the scene)")
    static let threshold = OptionSpec(
        ["--threshold"], "T", .double(0...1),
        help: "compare by pixelmatch's colour distance 0…1 (default: every pixel exactly)")
    static let jobs = OptionSpec(["-j", "--jobs"], "N", .int(1...256), help: "threads (default: number of cores)")
    static let variant = OptionSpec(
        ["--variant"], "NAME", help: "one of the scene's variants (default: the scene itself)")
    static let allVariants = OptionSpec(["--all-variants"], help: "every variant, default included")
    static let preview = OptionSpec(
        ["--preview"], "NAME", help: "a Swift file's #Preview by its name (default: its only one)")
    static let accessibility = OptionSpec(
        ["--accessibility"],
        help: "draw the accessibility elements over a dimmed frame, numbered, with a legend in reading order")
    static let compression = OptionSpec(
        ["--compression"], "fast|small",
        help: "PNG frames: fast (ISA-L, the default) or small (libdeflate, version 4's smaller files)")
    static let module = OptionSpec(
        ["--module"], "DIR", help: "a folder of the Swift file's module (repeatable; default: found from the file)",
        repeatable: true)
    static let deviceFrame = OptionSpec(
        ["--device-frame"], help: "draw the device's rounded corners and Dynamic Island or notch (as 'device-frame on')"
    )
}

extension Options {
    /// `--module DIR`: the folders every Swift file is read with, each of which must be a folder.
    static func useModules(_ args: ParsedArguments) throws {
        let folders = args.all(module)
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw UnfoldFailure.usage("--module \(folder): no such folder", showsUsage: false)
            }
        }
        if !folders.isEmpty {
            SwiftSources.useModules(folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        }
    }

    /// `--compression`: how PNG frames are deflated.
    static func compression(_ args: ParsedArguments) throws -> FrameCompression {
        switch args.text(compression) {
        case nil, "fast": return .fast
        case "small": return .small
        case let other?:
            throw UnfoldFailure.usage("--compression takes fast or small, not '\(other)'", showsUsage: true)
        }
    }
}

/// A command: its table and what it does.
protocol UnfoldCommand {
    static var spec: CommandSpec { get }
    /// Runs the command; returns its exit code (failures are thrown).
    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32
}

enum Commands {
    // A list of metatypes is not Sendable, so it is made at each use rather than kept as a shared constant.
    static var all: [UnfoldCommand.Type] {
        [
            RenderCommand.self, StillCommand.self, SheetCommand.self, CheckCommand.self, DiffCommand.self,
            LintCommand.self, TestCommand.self, AuditCommand.self, MergeReportsCommand.self, PreviewCommand.self,
            ShowReportCommand.self, EmbedCommand.self, ImportCommand.self
        ]
    }
    static var specs: [CommandSpec] { all.map { $0.spec } }
}
