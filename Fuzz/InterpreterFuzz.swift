// libFuzzer entry for `make fuzz`: the interpreter over any bytes. The input is a module's file and, after a line
// `//#`, the expression worked out with it (without one, the file's last line). Whatever the bytes: a value, an
// unknown that names its call, or an error with a place (a budget, a file that does not parse), never a crash
// or a hang. Built with UnfoldCore's sources and the adapter's (see Fuzz/run).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.components(separatedBy: "\n//#\n")
    let module = parts.count > 1 ? parts[0] : text
    let expression = parts.count > 1 ? parts[1] : (text.split(separator: "\n").last.map(String.init) ?? "")
    let result = SwiftSyntaxCellReader.interpret(
        expression, module: [SwiftModuleSource(path: "Fuzz.swift", bytes: Array(module.utf8))])
    if case .failure(let problem) = result {
        precondition(!problem.message.isEmpty, "an error without words")
    }
    return 0
}
