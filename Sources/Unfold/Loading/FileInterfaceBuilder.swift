import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldSolver
import UnfoldCodecs
import UnfoldInterfaceBuilder
import UnfoldModel

/// Interface Builder files as a scene names them (relative to the scene), read once per scene document, and
/// GLPK to check their cells' constraints when the scene is read.
extension FileAssets: InterfaceBuilderLoading {
    func interfaceBuilderFile(_ path: String) -> Result<XMLTree, XMLFileProblem> {
        Self.kept(path, in: interfaceBuilderFiles) { Self.readInterfaceBuilder(url(path)) }
    }

    static func readInterfaceBuilder(_ file: URL) -> Result<XMLTree, XMLFileProblem> {
        interfaceBuilderBytes(file).flatMap(parsed)
    }

    /// Runs `work` with `file`'s tree, which the cache keeps until `work` returns, however many other files pass
    /// through it meanwhile (other threads, a server's requests, a test suite's other tests).
    static func keepingTree<T>(of file: URL, _ work: (Result<XMLTree, XMLFileProblem>) throws -> T) rethrows -> T {
        switch interfaceBuilderBytes(file) {
        case .failure(let problem): return try work(.failure(problem))
        case .success(let bytes):
            pinned.withLock { $0.append(bytes) }
            defer {
                pinned.withLock { kept in
                    if let k = kept.firstIndex(of: bytes) { kept.remove(at: k) }
                }
            }
            return try work(parsed(bytes))
        }
    }

    /// The bytes of an Interface Builder file: a regular `.xib` or `.storyboard` file of at most 16 MB.
    static func interfaceBuilderBytes(_ file: URL) -> Result<[UInt8], XMLFileProblem> {
        let ext = file.pathExtension
        guard ext == "xib" || ext == "storyboard" else {
            return .failure(XMLFileProblem("not a .xib or .storyboard file"))
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard let attributes else { return .failure(XMLFileProblem("no such file")) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(XMLFileProblem("not a regular file"))
        }
        let size = attributes[.size] as? Int ?? 0
        guard size <= XMLTreeReader.maxBytes else {
            return .failure(XMLFileProblem("\(size) bytes is more than the limit of 16 MB"))
        }
        return RegularFile.read(file.path, limit: XMLTreeReader.maxBytes).mapError {
            XMLFileProblem("cannot be read: \($0.reason)")
        }
    }

    /// The last few files' trees, by their bytes: `import` checks each of a file's cells in a scene of its own,
    /// and 300 cells read the same storyboard 300 times.
    private static let trees = StaticMutex<[(bytes: [UInt8], tree: Result<XMLTree, XMLFileProblem>)]>([])
    static let treesKept = 16
    /// How often libxml2 has read each file's bytes (by their hash) in this process: what the cache saves.
    static let parses = StaticMutex<[String: Int]>([:])
    /// The bytes of the files whose trees are kept while work uses them (`keepingTree`).
    private static let pinned = StaticMutex<[[UInt8]]>([])

    static func parsed(_ bytes: [UInt8]) -> Result<XMLTree, XMLFileProblem> {
        // The file last used comes first: a file being imported stays while others pass through.
        let known = trees.withLock { kept -> Result<XMLTree, XMLFileProblem>? in
            guard let k = kept.firstIndex(where: { $0.bytes == bytes }) else { return nil }
            let entry = kept.remove(at: k)
            kept.insert(entry, at: 0)
            return entry.tree
        }
        if let known { return known }
        let tree = XMLTreeReader.read(bytes)
        parses.withLock { $0[ContentDigest.fnv1a(bytes), default: 0] += 1 }
        trees.withLock { kept in
            kept.insert((bytes, tree), at: 0)
            // At most so many files, and at most 64 MB of them (16 MB files make trees several times larger); the
            // oldest go first, unless work is using them.
            let inUse = pinned.withLock { $0 }
            while kept.count > treesKept || kept.reduce(0, { $0 + $1.bytes.count }) > 64 << 20 {
                guard let oldest = kept.lastIndex(where: { entry in !inUse.contains(entry.bytes) }) else { break }
                kept.remove(at: oldest)
            }
        }
        return tree
    }
}

extension FileAssets {
    /// The cell importers a scene file gets: Interface Builder files and Swift sources, read relative to it.
    var importers: CellImporters {
        CellImporters(
            interfaceBuilder: InterfaceBuilderCellImporter(files: self), swift: self,
            constraintSolver: GLPKConstraintSolver())
    }
}
