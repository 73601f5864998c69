import Foundation
import UnfoldRender
import Synchronization
import UnfoldCore
import UnfoldCodecs
import UnfoldModel

/// Reads a scene's asset catalogs from folders relative to the scene's own. A catalog's listing and each
/// colour set are read once per scene document, whatever its variants.
final class FileAssets: AssetsLoading {
    let base: URL
    /// A catalog's sets by name → folder, per catalog path as the scene wrote it.
    private let listings = Mutex<[String: Result<Listing, AssetProblem>]>([:])
    private let colorSets = Mutex<[String: Result<ColorSet, AssetProblem>]>([:])
    private let imageSets = Mutex<[String: Result<ImageSet, AssetProblem>]>([:])
    private let symbolSets = Mutex<[String: Result<SymbolSet, AssetProblem>]>([:])
    let interfaceBuilderFiles = Mutex<[String: Result<XMLTree, XMLFileProblem>]>([:])
    /// The scene's `module "DIR"` folders, relative to the scene, which its Swift files are read with.
    let moduleFolders = Mutex<[String]>([])

    /// Bounds for a hostile catalog: how deep its groups go, how many folders it lists, how big a JSON file is.
    static let maxDepth = 16
    static let maxFolders = 50_000
    static let maxJSONBytes = 1_048_576

    struct Listing: Sendable {
        var catalog = AssetCatalog()
        /// Each set's folder, relative to the catalog's: one listing serves every spelling of the catalog's path.
        var folders: [String: String] = [:]
    }

    init(base: URL) { self.base = base }

    /// Every file and folder the scene named through this reader (Interface Builder and Swift files, catalogs),
    /// absolute: what a live preview watches.
    private let named = Mutex<Set<String>>([])

    func url(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        named.withLock { _ = $0.insert(url.standardizedFileURL.path) }
        return url
    }

    var namedFiles: [String] { named.withLock { $0.sorted() } }

    func catalog(_ path: String) -> Result<AssetCatalog, AssetProblem> {
        listing(path).map(\.catalog)
    }

    func colorSet(_ name: String, in path: String) -> Result<ColorSet, AssetProblem> {
        Self.kept(path + "\u{0}" + name, in: colorSets) { readColorSet(name, in: path) }
    }

    func imageSet(_ name: String, in path: String) -> Result<ImageSet, AssetProblem> {
        Self.kept(path + "\u{0}" + name, in: imageSets) { readImageSet(name, in: path) }
    }

    func symbolSet(_ name: String, in path: String) -> Result<SymbolSet, AssetProblem> {
        Self.kept(path + "\u{0}" + name, in: symbolSets) { readSymbolSet(name, in: path) }
    }

    /// What `read` gave the first time `key` was asked for; read outside the lock, so one slow file keeps no
    /// other waiting.
    static func kept<T: Sendable, E: Error>(
        _ key: String, in store: borrowing Mutex<[String: Result<T, E>]>, _ read: () -> Result<T, E>
    ) -> Result<T, E> {
        if let kept = store.withLock({ $0[key] }) { return kept }
        let made = read()
        store.withLock { $0[key] = made }
        return made
    }

    /// A set's `Contents.json`, read by `read`, with the folder as the scene reaches it (the catalog's path,
    /// then the set's folders inside it).
    private func readSet<T>(
        _ name: String, _ ext: String, kind: String, in path: String,
        _ read: (Data, String) -> Result<T, JSONProblem.Failure>
    ) -> Result<(value: T, folder: URL, inside: String), AssetProblem> {
        guard let folder = folder(name + "." + ext, in: path) else {
            return .failure(AssetProblem("no \(kind) '\(name)' in \(path)"))
        }
        let inside = String(folder.path.dropFirst(url(path).path.count + 1))
        let shown = path + "/" + inside + "/Contents.json"
        switch Self.readJSON(folder.appendingPathComponent("Contents.json")) {
        case .failure(let why): return .failure(AssetProblem(JSONProblem.located(shown, why.message)))
        case .success(let data):
            return read(data, path + "/" + inside).map { ($0, folder, inside) }.mapError {
                AssetProblem(JSONProblem.located(shown, $0.message))
            }
        }
    }

    /// A set's files are its own: a link is not followed out of the catalog (a missing file is reported where
    /// the scene names it, as any missing image is).
    private func refuseLink(_ filename: String, folder: URL, shown: String) -> AssetProblem? {
        let file = folder.appendingPathComponent(filename)
        let type = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.type] as? FileAttributeType
        guard type == .typeSymbolicLink else { return nil }
        return AssetProblem("\(shown)/\(filename): a link; a catalog's files are its own, links are not followed")
    }

    private func readImageSet(_ name: String, in path: String) -> Result<ImageSet, AssetProblem> {
        let read = readSet(name, "imageset", kind: "image set", in: path) {
            ImageSetReader.read($0, name: name, folder: $1)
        }
        guard case .success(let (set, folder, inside)) = read else { return read.map(\.value) }
        for entry in set.entries {
            if let problem = refuseLink(entry.filename, folder: folder, shown: path + "/" + inside) {
                return .failure(problem)
            }
        }
        return .success(set)
    }

    private func readSymbolSet(_ name: String, in path: String) -> Result<SymbolSet, AssetProblem> {
        let read = readSet(name, "symbolset", kind: "symbol set", in: path) {
            SymbolSetReader.read($0, name: name, folder: $1)
        }
        guard case .success(let (set, folder, inside)) = read else { return read.map(\.value) }
        let filename = (set.file as NSString).lastPathComponent
        if let problem = refuseLink(filename, folder: folder, shown: path + "/" + inside) { return .failure(problem) }
        return .success(set)
    }

    /// The catalog's listing, made once per folder however the scene spells its path (`A.xcassets`,
    /// `./A.xcassets`, `x/../A.xcassets`): the path is resolved before anything is read.
    private func listing(_ path: String) -> Result<Listing, AssetProblem> {
        let resolved = url(path).standardizedFileURL.resolvingSymlinksInPath().path
        return Self.kept(resolved, in: listings) { list(path) }
    }

    /// How many listings were made (one per catalog folder, however many spellings name it).
    var listingCount: Int { listings.withLock { $0.count } }

    /// The folder of set `key` (`Name.colorset`) as the scene reaches it through `path`.
    private func folder(_ key: String, in path: String) -> URL? {
        guard case .success(let listing) = listing(path), let relative = listing.folders[key] else { return nil }
        return url(path).appendingPathComponent(relative)
    }

    private func readColorSet(_ name: String, in path: String) -> Result<ColorSet, AssetProblem> {
        guard let folder = folder(name + ".colorset", in: path) else {
            return .failure(AssetProblem("no colour set '\(name)' in \(path)"))
        }
        let file = folder.appendingPathComponent("Contents.json")
        let shown = path + "/" + String(file.path.dropFirst(url(path).path.count + 1))
        let data: Data
        switch Self.readJSON(file) {
        case .failure(let why): return .failure(AssetProblem(JSONProblem.located(shown, why.message)))
        case .success(let d): data = d
        }
        return ColorSetReader.read(data, name: name).mapError { AssetProblem(JSONProblem.located(shown, $0.message)) }
    }

    /// A JSON file's bytes: a regular file (never a link out of the catalog) under the size limit.
    static func readJSON(_ file: URL) -> Result<Data, AssetProblem> {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard let attributes else { return .failure(AssetProblem("no such file")) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(AssetProblem("not a regular file; a catalog's files are its own, links are not followed"))
        }
        let size = attributes[.size] as? Int ?? 0
        guard size <= maxJSONBytes else {
            return .failure(AssetProblem("\(size) bytes is more than the limit of 1 MB"))
        }
        switch RegularFile.read(file.path, limit: maxJSONBytes) {
        case .success(let bytes): return .success(Data(bytes))
        case .failure(let problem): return .failure(AssetProblem("cannot be read: \(problem.reason)"))
        }
    }

    /// Walks the catalog's folders: sets by their extension, groups that provide a namespace as prefixes.
    private func list(_ path: String) -> Result<Listing, AssetProblem> {
        let root = url(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            return .failure(AssetProblem("no such asset catalog"))
        }
        guard isFolder.boolValue else { return .failure(AssetProblem("not a folder; an asset catalog is a folder")) }
        var listing = Listing()
        var seen = 0
        var pending: [(URL, String, Int)] = [(root, "", 0)]
        while let (folder, prefix, depth) = pending.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for entry in names {
                let child = folder.appendingPathComponent(entry)
                // Links are not followed: a catalog is the files under its folder.
                // lstat: a link is not a folder here, and one call per entry keeps 2,500 sets quick.
                guard Self.isFolder(child.path) else { continue }
                seen += 1
                guard seen <= Self.maxFolders else {
                    return .failure(AssetProblem("more than the limit of \(Self.maxFolders) folders"))
                }
                let ext = (entry as NSString).pathExtension
                let stem = prefix + (entry as NSString).deletingPathExtension
                switch ext {
                case "colorset": listing.catalog.colorSets.insert(stem)
                case "imageset": listing.catalog.imageSets.insert(stem)
                case "symbolset": listing.catalog.symbolSets.insert(stem)
                case _ where Self.otherSets.contains(ext): continue
                default:
                    // A group: a plain folder, a sprite atlas, or one whose name has a dot (`Brand.v2`).
                    guard depth < Self.maxDepth else {
                        return .failure(AssetProblem("groups nested more than \(Self.maxDepth) deep"))
                    }
                    let inner = providesNamespace(child) ? prefix + entry + "/" : prefix
                    pending.append((child, inner, depth + 1))
                    continue
                }
                listing.folders[stem + "." + ext] = String(child.path.dropFirst(root.path.count + 1))
            }
        }
        return .success(listing)
    }

    /// Sets Xcode writes that a table cell never shows: not groups, and not looked into.
    static let otherSets: Set<String> = [
        "appiconset", "dataset", "launchimage", "stickerpack", "stickersequence", "textureset", "cubetextureset",
        "arimageset", "arresourcegroup", "complicationset", "brandassets", "imagestack", "imagestacklayer",
        "solidimagestack",
        "solidimagestacklayer", "iconset"
    ]

    /// Whether `path` is a folder itself, not a link to one.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether a group's `Contents.json` says `"provides-namespace": true`.
    private func providesNamespace(_ folder: URL) -> Bool {
        guard case .success(let data) = Self.readJSON(folder.appendingPathComponent("Contents.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = object["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
