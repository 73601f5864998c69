import Foundation
import Unfold

/// `unfold sheet`: a contact sheet of every K-th frame.
enum SheetCommand: UnfoldCommand {
    static let output = OptionSpec(["-o", "--output"], "FILE.png", help: "output file (default out/NAME-sheet.png)")
    static let every = OptionSpec(
        ["--every"], "K", .int(1...100_000), help: "keep every K-th frame (default: about 12 frames)")
    static let columns = OptionSpec(["--columns"], "N", .int(1...100), help: "frames per row of the sheet")
    static let width = OptionSpec(
        ["--width"], "PX", .int(16...2000), help: "width of each frame on the sheet, in pixels (default 240)")

    static let spec = CommandSpec(
        name: "sheet", arguments: "SCENE",
        summary: "Write a contact sheet: every K-th frame, each labelled with its time.",
        examples: ["unfold sheet scenes/read-more.scene", "unfold sheet my.scene --every 6 --columns 5 -o docs/my.png"],
        positionals: 1...1,
        options: [
            output, every, columns, width, Options.quiet, Options.variant, Options.preview, Options.allVariants,
            Options.deviceFrame,
            Options.accessibility, Options.module
        ])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let started = Date()
        let base = try driver.loadScene(args)
        // With --all-variants, one row of tiles per variant, the same frames in each.
        let names = args.flag(Options.allVariants) ? base.variantNames : [base.scene.variant]
        let renderers = try names.map { name in (name, try driver.loadVariant(name, of: base).prepare()) }
        let (png, tileCount) = try SheetExport.sheet(
            renderers, title: base.scene.name, dark: base.scene.settings.appearance == .dark, every: args.int(every),
            columns: args.int(columns), width: args.int(width), work: driver.work(quiet: args.flag(Options.quiet)),
            accessibility: args.flag(Options.accessibility))
        let path = args.text(output) ?? "out/\(base.name)-sheet.png"
        try AtomicOutput.file(URL(fileURLWithPath: path), png, cancellation: Interrupts.cancellation)
        driver.summary(
            "wrote a sheet of \(tileCount) frames into \(path)", since: started, quiet: args.flag(Options.quiet))
        return 0
    }
}
