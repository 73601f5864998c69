import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldModel

/// The Swift-source reader this process has: the command line registers the SwiftSyntax adapter where it was
/// built (the library and its consumers build without it, and a scene naming a Swift file then says so).
package enum SwiftSources {
    private static let reader = StaticMutex<(any SwiftSourceReading)?>(nil)

    package static func register(_ r: any SwiftSourceReading) { reader.withLock { $0 = r } }

    package static var registered: (any SwiftSourceReading)? { reader.withLock { $0 } }

    /// A Swift file larger than this is refused before it is parsed.
    package static let maxBytes = 4 << 20
}

/// Swift files as a scene names them (relative to the scene), read as regular files of at most 4 MB.
extension FileAssets: SwiftSourceLoading {
    /// The file's bytes given to the registered reader, or why there are none to give.
    func readSwift<T>(
        _ path: String, _ read: (any SwiftSourceReading, [UInt8]) -> Result<T, XMLFileProblem>
    ) -> Result<T, XMLFileProblem> {
        guard let reader = SwiftSources.registered else {
            return .failure(
                XMLFileProblem(
                    "Swift files are not read here: this build of Unfold has no Swift parser (the toolchain's"
                        + " SwiftSyntax libraries were not found when it was built)"))
        }
        switch RegularFile.read(url(path).path, limit: SwiftSources.maxBytes) {
        case .success(let bytes): return read(reader, bytes)
        case .failure(let problem): return .failure(XMLFileProblem("cannot be read: \(problem.reason)"))
        }
    }

    func swiftCell(_ path: String, type: String?) -> Result<SwiftCell, XMLFileProblem> {
        readSwift(path) { reader, bytes in reader.readCell(bytes, type: type) }
    }

    /// Nil when the file holds no such view, or cannot be read: the cell reader, asked next, says why.
    func swiftUIView(_ path: String, type: String?) -> Result<SwiftUIView, XMLFileProblem>? {
        let read: Result<Result<SwiftUIView, XMLFileProblem>?, XMLFileProblem> = readSwift(path) { reader, bytes in
            .success(reader.readView(bytes, type: type))
        }
        return (try? read.get()) ?? nil
    }

    func swiftUIPreviews(_ path: String) -> Result<[SwiftUIPreview], XMLFileProblem> {
        readSwift(path) { reader, bytes in reader.readPreviews(bytes, file: path) }
    }
}
