// libFuzzer entry for `make fuzz`: a Swift file's bytes read as SwiftUI: its one View as a template (the lines
// `cell … from "FILE.swift"` parses) and each #Preview as scene text. Whatever the bytes: a template or a
// sentence with a place, and scene text that the scene parser reads without an error of its own making, never
// a crash or a hang. Built with UnfoldCore's sources and the adapter's (see Fuzz/run).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reader = SwiftSyntaxCellReader()
    if case .success(let view)? = reader.readView(bytes, type: nil) {
        let text =
            "cell fuzz\n"
            + view.lines.map { String(repeating: "  ", count: $0.depth + 1) + $0.text }
            .joined(separator: "\n") + "\nrows fuzz\n  a\n"
        if case .failure(let errors) = SceneParser.parse(text) {
            preconditionFailure("a template the parser refuses: \(errors.diagnostics.map(\.message))\n\(text)")
        }
    }
    if case .success(let previews) = reader.readPreviews(bytes, file: "Fuzz.swift") {
        for preview in previews where !preview.text.isEmpty {
            if case .failure(let errors) = SceneParser.parse(preview.text) {
                preconditionFailure(
                    "a preview the parser refuses: \(errors.diagnostics.map(\.message))\n\(preview.text)")
            }
        }
    }
    return 0
}
