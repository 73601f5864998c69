// libFuzzer entry for `make fuzz`: a colour set's Contents.json, decoded as a catalog's is. Whatever the bytes,
// the reader returns a set or a sentence; a set it returns resolves in every appearance and contrast to
// components within 0…1. Built with UnfoldCore's sources (see Fuzz/run).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let set) = ColorSetReader.read(bytes, name: "Fuzz") else { return 0 }
    for appearance in [Appearance.light, .dark] {
        for high in [false, true] {
            let c = set.resolved(appearance, highContrast: high)
            precondition([c.r, c.g, c.b, c.a].allSatisfy { (0...1).contains($0) }, "a component outside 0…1")
        }
    }
    return 0
}
