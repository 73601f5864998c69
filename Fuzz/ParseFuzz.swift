// libFuzzer entry for `make fuzz`: lexer, parser and validation over arbitrary bytes.
// Built together with UnfoldCore's sources by `swiftc -sanitize=fuzzer` (see the Makefile).

/// Fonts and images as a fixed, file-free world, so a run never touches the disk.
struct FuzzEnvironment: ValidationEnvironment {
    var fontFamilies: [String] { ["DejaVu Sans", "Noto Sans CJK JP"] }
    func probeImage(_ path: String) -> ImageProbe {
        path.hasSuffix("big.png") ? .png(width: 20_000, height: 10) : .png(width: 10, height: 10)
    }
}

/// A catalog in memory, whose values hold every kind of specifier, so fuzzed `L"KEY"(…)` arguments are formatted.
let fuzzCatalog = """
    { "sourceLanguage": "en", "strings": {
      "a": { "localizations": { "de": { "stringUnit": { "value": "%2$@ %1$lld %.3f %e %g %% %u" } } } },
      "b": { "localizations": { "en": { "stringUnit": { "value": "%#@n@ %@" }, "substitutions": { "n": {
        "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
          "one": { "stringUnit": { "value": "%arg one" } }, "other": { "stringUnit": { "value": "%arg other %d" } } } } } } } } },
      "c": { "localizations": { "en": { "variations": { "plural": {
        "one": { "stringUnit": { "value": "%lld c" } }, "other": { "stringUnit": { "value": "%lld cs" } } } } } } },
      "d": {}
    } }
    """
/// Made for each input: a global would hold the table's boxes past the run, which LeakSanitizer reports.
func fuzzLocalization() -> LocalizationContext {
    LocalizationContext(
        strings: StringTables(["L.xcstrings": try! StringCatalogReader.read(Array(fuzzCatalog.utf8)).get()]),
        plurals: OneOtherPluralRules())
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The same bytes as a catalog and as `.strings` files: their readers see hostile input too.
    _ = StringCatalogReader.read(bytes)
    _ = StringsFileReader.readStrings(bytes)
    let parsed = SceneParser.parseAll(
        bytes, defaultName: "fuzz", resources: SceneResources(localization: fuzzLocalization()))
    _ = SceneValidation.validate(parsed.scene, in: FuzzEnvironment())
    // Formatting touches every location: columns past a line's end must not trap.
    _ = parsed.diagnostics.formatted(path: "fuzz.scene")
    return 0
}
