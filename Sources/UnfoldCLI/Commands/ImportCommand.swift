import Foundation
import Unfold

/// `unfold import FILE.xib|FILE.storyboard`: the file's cells as a scene.
enum ImportCommand: UnfoldCommand {
    static let id = OptionSpec(
        ["--id"], "REUSE-ID", help: "the one cell to import (its reuse identifier or Interface Builder id)")
    static let type = OptionSpec(
        ["--type"], "NAME", help: "the cell type of a Swift file to import, when it holds several")
    static let output = OptionSpec(
        ["-o", "--output"], "FILE.scene", help: "write the scene here instead of printing it")

    static let spec = CommandSpec(
        name: "import", arguments: "FILE.xib|FILE.storyboard|FILE.swift",
        summary:
            "Write an Interface Builder file's table view cells as a scene: a stack cell in the scene language, any "
            + "other read from the file; or a Swift file's cell class built in UIKit code, read from the file.",
        examples: [
            "unfold import Main.storyboard", "unfold import NewsCell.xib -o scenes/news.scene",
            "unfold import Main.storyboard --id expandingCell", "unfold import MagicCell.swift -o scenes/magic.scene"
        ],
        positionals: 1...1, options: [id, type, output, Options.module])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let file = args.positionals[0]
        let destination = args.text(output)
        if let destination { try InterfaceBuilderImport.checkDestination(destination) }
        let reference = InterfaceBuilderImport.reference(to: file, from: destination)
        let text =
            file.hasSuffix(".swift")
            ? try InterfaceBuilderImport.swiftScene(file: file, reference: reference, type: args.text(type))
            : try InterfaceBuilderImport.scene(
                file: file, reference: reference, id: args.text(id), output: destination)
        guard let destination else {
            driver.stdout(text)
            return 0
        }
        try AtomicOutput.file(
            URL(fileURLWithPath: destination), Array(text.utf8), checked: true, cancellation: Interrupts.cancellation)
        driver.stderr("unfold: wrote \(TerminalText.safe(destination))\n")
        return 0
    }
}
