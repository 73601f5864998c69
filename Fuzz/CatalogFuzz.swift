// libFuzzer entry for `make fuzz`: a String Catalog read two ways, by the yajl index (each key's value found in
// one pass, decoded on use) and by the full decoder. Every file the full decoder reads, the index reads the
// same: the same keys, source language, languages and every key's values. Built with UnfoldCore's sources and
// the index (see Fuzz/run).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Foundation's decoder takes raw control characters inside strings, which JSON forbids and yajl refuses:
    // only valid JSON is compared.
    if bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) { return 0 }
    let indexed = CatalogIndex.read(bytes)
    guard case .success(let full) = StringCatalogReader.read(bytes) else { return 0 }
    // yajl is the strict JSON reader: Foundation's decoder also takes trailing commas, which JSON forbids.
    if case .failure(let problem) = indexed, problem.message.contains("not valid JSON") { return 0 }
    guard case .success(let index) = indexed else { preconditionFailure("the full decoder reads it, the index does not") }
    precondition(index.sourceLanguage == full.sourceLanguage, "source language")
    precondition(index.languages == full.languages, "languages")
    precondition(index.keys.sorted() == full.keys.sorted(), "keys")
    for key in full.keys {
        let a = try? index.values(of: key)?.get()
        let b = try? full.values(of: key)?.get()
        precondition(a == b, "the values of \(key)")
    }
    return 0
}
