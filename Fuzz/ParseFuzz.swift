// libFuzzer entry for `make fuzz`: lexer, parser and validation over arbitrary bytes.
// Built together with UnfoldCore's sources by `swiftc -sanitize=fuzzer` (see the Makefile).

/// Fonts and images as a fixed, file-free world, so a run never touches the disk.
struct FuzzEnvironment: ValidationEnvironment {
    var fontFamilies: [String] { ["DejaVu Sans", "WenQuanYi Micro Hei"] }
    func probeImage(_ path: String) -> ImageProbe {
        path.hasSuffix("big.png") ? .png(width: 20_000, height: 10) : .png(width: 10, height: 10)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = SceneParser.parseAll(bytes, defaultName: "fuzz")
    _ = SceneValidation.validate(parsed.scene, in: FuzzEnvironment())
    // Formatting touches every location: columns past a line's end must not trap.
    _ = parsed.diagnostics.formatted(path: "fuzz.scene")
    return 0
}
