import Foundation
import UnfoldCodecs
import UnfoldCore
import UnfoldModel

/// The Swift files a Swift file is read with (SCENE-FORMAT "The app's Swift, interpreted"): the folder of its
/// package target (the nearest `Package.swift` above it; the target's `path:` or `Sources/NAME`), else every Swift
/// file under the folder of the nearest `*.xcodeproj` or `*.xcworkspace` above it, else its own folder. Folders
/// named `*Tests`, `*UITests`, `.build`, `DerivedData` and `Pods` are left out; so are hidden folders and links
/// to folders (a link may lead anywhere). Bounded: at most 5,000 files of at most 4 MB each, 256 MB in all,
/// and 200,000 entries looked at.
package enum SwiftModuleFinder {
    static let maxFiles = 5_000
    static let maxTotalBytes = 256 << 20
    static let maxEntries = 200_000
    static let maxAncestors = 64

    /// The module's folders for `file`: the ones named (`module "DIR"`, `--module DIR`), else found from the file.
    package static func folders(for file: URL, named: [URL]) -> [URL] {
        if !named.isEmpty { return named }
        let start = file.deletingLastPathComponent().standardizedFileURL
        var folder = start
        let fm = FileManager.default
        for _ in 0..<maxAncestors {
            let manifest = folder.appendingPathComponent("Package.swift")
            if fm.fileExists(atPath: manifest.path) {
                return [target(holding: file, package: folder, manifest: manifest) ?? start]
            }
            let entries = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                return [folder]
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return [start]
    }

    /// The folder of the package's target that holds the file: a `path: "…"` the manifest gives, else the
    /// folder under `Sources/` the file is in.
    static func target(holding file: URL, package: URL, manifest: URL) -> URL? {
        let filePath = file.standardizedFileURL.path
        if case .success(let bytes) = RegularFile.read(manifest.path, limit: 1 << 20) {
            let text = String(decoding: bytes, as: UTF8.self)
            var paths: [String] = []
            var rest = Substring(text)
            while let r = rest.range(of: "path: \"") {
                let after = rest[r.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                paths.append(String(after[..<end]))
                rest = after[end...]
            }
            // The longest declared path that holds the file.
            for p in paths.sorted(by: { $0.count > $1.count }) {
                let folder = package.appendingPathComponent(p).standardizedFileURL
                if filePath.hasPrefix(folder.path + "/") { return folder }
            }
        }
        for top in ["Sources", "Source", "Tests"] {
            let root = package.appendingPathComponent(top).standardizedFileURL.path + "/"
            guard filePath.hasPrefix(root) else { continue }
            let name = filePath.dropFirst(root.count).split(separator: "/").first.map(String.init)
            if let name, !name.hasSuffix(".swift") { return URL(fileURLWithPath: root + name) }
        }
        return nil
    }

    static func isLeftOut(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("Tests") || name.hasSuffix("UITests") || name == "DerivedData"
            || name == "Pods"
    }

    /// The Swift files of the folders (the own folder alone, not its subfolders, when it is the file's folder and
    /// no project or package was found), each named relative to `base` where it is under it.
    package static func sources(
        in folders: [URL], shallow: Bool, relativeTo base: URL
    ) -> [SwiftModuleSource] {
        var out: [SwiftModuleSource] = []
        var total = 0
        var seen = 0
        let fm = FileManager.default
        let basePath = base.standardizedFileURL.path + "/"
        func add(_ url: URL) {
            guard out.count < maxFiles, total < maxTotalBytes else { return }
            guard case .success(let bytes) = RegularFile.read(url.path, limit: SwiftSources.maxBytes) else { return }
            total += bytes.count
            let path = url.standardizedFileURL.path
            out.append(
                SwiftModuleSource(
                    path: path.hasPrefix(basePath) ? String(path.dropFirst(basePath.count)) : path, bytes: bytes))
        }
        for folder in folders {
            if shallow {
                let names = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                for n in names.prefix(maxEntries) where n.hasSuffix(".swift") {
                    let url = folder.appendingPathComponent(n)
                    // A link may lead anywhere: not read, as in a project's folders.
                    if (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink == true { continue }
                    add(url)
                }
                continue
            }
            var stack = [folder]
            var files: [URL] = []
            while let dir = stack.popLast(), seen < maxEntries {
                let names = ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
                for n in names {
                    seen += 1
                    if seen > maxEntries { break }
                    let url = dir.appendingPathComponent(n)
                    let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                    if values?.isSymbolicLink == true { continue }
                    if values?.isDirectory == true {
                        if !isLeftOut(n) && n != ".build" { stack.append(url) }
                    } else if n.hasSuffix(".swift") {
                        files.append(url)
                    }
                }
            }
            for f in files.sorted(by: { $0.path < $1.path }) { add(f) }
        }
        return out
    }
}
