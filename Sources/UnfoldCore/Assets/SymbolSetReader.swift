import Foundation
import UnfoldModel

/// Reads a symbol set's `Contents.json`.
package enum SymbolSetReader {
    package static func read(_ data: Data, name: String, folder: String) -> Result<SymbolSet, JSONProblem.Failure> {
        let file: SymbolSetFile
        switch JSONProblem.result(SymbolSetFile.self, from: data) {
        case .failure(let failure): return .failure(failure)
        case .success(let decoded): file = decoded
        }
        let usable = (file.symbols ?? []).enumerated().filter {
            $0.element.filename != nil && ["universal", "iphone", "ipad", nil].contains($0.element.idiom)
        }
        guard let (k, entry) = usable.first, let filename = entry.filename else {
            return .failure(JSONProblem.Failure("'symbols' holds no SVG template for iOS"))
        }
        guard !filename.contains("/"), filename != "..", filename != "." else {
            return .failure(
                JSONProblem.Failure("'symbols[\(k)].filename' is \(filename): a file of the set's own folder"))
        }
        guard filename.lowercased().hasSuffix(".svg") else {
            return .failure(
                JSONProblem.Failure("'symbols[\(k)].filename' is \(filename): a symbol's template is an SVG"))
        }
        return .success(SymbolSet(name: name, file: folder + "/" + filename))
    }
}

struct SymbolSetFile: Decodable {
    var symbols: [SymbolJSON]?
}

struct SymbolJSON: Decodable {
    var filename: String?
    var idiom: String?
}
