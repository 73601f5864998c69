// libFuzzer entry for `make fuzz`: a set's Contents.json, decoded as a catalog's colour, image and symbol sets
// are. Whatever the bytes, each reader returns a set or a sentence; a colour set resolves in every appearance
// and contrast to components within 0…1, and an image or symbol set names a file inside its own folder.
// Built with UnfoldCore's sources (see Fuzz/run).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    if case .success(let images) = ImageSetReader.read(bytes, name: "Fuzz", folder: "A.xcassets/Fuzz.imageset") {
        for scale in 1...3 {
            for appearance in [Appearance.light, .dark] {
                guard let file = images.file(scale: scale, appearance: appearance, highContrast: false) else { continue }
                precondition(file.hasPrefix(images.folder + "/") && !file.dropFirst(images.folder.count + 1).contains("/"))
            }
        }
    }
    if case .success(let symbol) = SymbolSetReader.read(bytes, name: "Fuzz", folder: "A.xcassets/Fuzz.symbolset") {
        precondition(!symbol.file.dropFirst("A.xcassets/Fuzz.symbolset/".count).contains("/"))
    }
    guard case .success(let set) = ColorSetReader.read(bytes, name: "Fuzz") else { return 0 }
    for appearance in [Appearance.light, .dark] {
        for high in [false, true] {
            let c = set.resolved(appearance, highContrast: high)
            precondition([c.r, c.g, c.b, c.a].allSatisfy { (0...1).contains($0) }, "a component outside 0…1")
        }
    }
    return 0
}
