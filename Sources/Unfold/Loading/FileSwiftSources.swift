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

    private static let modules = StaticMutex<[String]>([])

    /// The folders `--module DIR` names on the command line: every Swift file read is read with them as its module.
    package static func useModules(_ folders: [String]) { modules.withLock { $0 = folders } }

    package static var commandLineModules: [String] { modules.withLock { $0 } }

    /// The other Swift files of `file`'s module: those of the folders named (a scene's `module "DIR"` lines,
    /// relative to the scene, else `--module DIR`), else the folders found from the file.
    package static func module(of file: URL, named: [URL], relativeTo base: URL) -> [SwiftModuleSource] {
        let given = named.isEmpty ? commandLineModules.map { URL(fileURLWithPath: $0) } : named
        let folders = SwiftModuleFinder.folders(for: file, named: given)
        let shallow = given.isEmpty && folders == [file.deletingLastPathComponent().standardizedFileURL]
        let own = file.standardizedFileURL.path
        var sources = SwiftModuleFinder.sources(in: folders, shallow: shallow, relativeTo: base).filter {
            let path = $0.path.hasPrefix("/") ? $0.path : base.appendingPathComponent($0.path).standardizedFileURL.path
            return path != own
        }
        // Each file's names from the module's index cache, keyed by its digest.
        if let cache = SwiftIndexCache.standard() {
            let names = cache.names(of: sources, module: folders.map(\.path))
            for i in sources.indices { sources[i].names = names[i] }
        }
        return sources
    }
}

/// Swift files as a scene names them (relative to the scene), read as regular files of at most 4 MB.
extension FileAssets: SwiftSourceLoading {
    /// The file's bytes given to the registered reader, or why there are none to give.
    func readSwift<T>(
        _ path: String, _ read: (any SwiftSourceReading, [UInt8], [SwiftModuleSource]) -> Result<T, XMLFileProblem>
    ) -> Result<T, XMLFileProblem> {
        guard let reader = SwiftSources.registered else {
            return .failure(
                XMLFileProblem(
                    "Swift files are not read here: this build of Unfold has no Swift parser (the toolchain's"
                        + " SwiftSyntax libraries were not found when it was built)"))
        }
        switch RegularFile.read(url(path).path, limit: SwiftSources.maxBytes) {
        case .success(let bytes):
            let named = moduleFolders.withLock { $0 }.map { url($0) }
            return read(reader, bytes, SwiftSources.module(of: url(path), named: named, relativeTo: base))
        case .failure(let problem): return .failure(XMLFileProblem("cannot be read: \(problem.reason)"))
        }
    }

    func swiftCell(_ path: String, type: String?) -> Result<SwiftCell, XMLFileProblem> {
        readSwift(path) { reader, bytes, module in reader.readCell(bytes, type: type, module: module) }
    }

    /// Nil when the file holds no such view, or cannot be read: the cell reader, asked next, says why.
    func swiftUIView(_ path: String, type: String?) -> Result<SwiftUIView, XMLFileProblem>? {
        let read: Result<Result<SwiftUIView, XMLFileProblem>?, XMLFileProblem> = readSwift(path) {
            reader, bytes, module in
            .success(reader.readView(bytes, type: type, module: module))
        }
        return (try? read.get()) ?? nil
    }

    func useModules(_ folders: [String]) -> [String] {
        moduleFolders.withLock { $0 = folders }
        return folders.filter { folder in
            var isDirectory: ObjCBool = false
            return !FileManager.default.fileExists(atPath: url(folder).path, isDirectory: &isDirectory)
                || !isDirectory.boolValue
        }
    }

    func swiftUIPreviews(_ path: String) -> Result<[SwiftUIPreview], XMLFileProblem> {
        readSwift(path) { reader, bytes, module in reader.readPreviews(bytes, file: path, module: module) }
    }
}
