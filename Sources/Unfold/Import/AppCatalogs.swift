import Foundation
import UnfoldCore

/// The asset catalogs of the app an Interface Builder file belongs to, found as a Swift file's module is: the
/// nearest folder above the file that holds `Package.swift`, an Xcode project or `.git` is the app's root, else
/// the file's own folder; every `.xcassets` under it is one of the app's catalogs. `import` names those that hold
/// the colours the file's cells use, so the scene it writes reads them (`assets "…"`) and lints.
enum AppCatalogs {
    /// Folders looked up above the file, and folders and depth searched under the root: an app is a tree of
    /// source folders, and a root that is the whole disk stops early rather than walking it.
    static let maxLevelsUp = 12
    static let maxFolders = 20_000
    static let maxDepth = 10
    /// Folders no app keeps its own catalogs in: built products, dependencies' checkouts, version control.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The app's root folder for `file`.
    static func root(of file: String) -> URL {
        let start = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var folder = start
        for _ in 0..<maxLevelsUp {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains("Package.swift") || names.contains(".git")
                || names.contains(where: {
                    $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
                })
            {
                return folder
            }
            let up = folder.deletingLastPathComponent()
            if up.path == folder.path { break }
            folder = up
        }
        return start
    }

    /// Every `.xcassets` folder under `root`, in path order; links are not followed.
    static func catalogs(under root: URL) -> [URL] {
        var found: [URL] = []
        var pending: [(URL, Int)] = [(root, 0)]
        var seen = 0
        while let (folder, depth) = pending.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where !skipped.contains(name) {
                let child = folder.appendingPathComponent(name)
                var info = stat()
                guard lstat(child.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
                seen += 1
                if seen > maxFolders { return found.sorted { $0.path < $1.path } }
                if name.hasSuffix(".xcassets") {
                    found.append(child)
                } else if depth < maxDepth {
                    pending.append((child, depth + 1))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The colour names the cells use from asset catalogs, each with the line of its first use.
    static func namedColors(_ cells: [IBCell]) -> [(name: String, line: Int)] {
        var out: [(String, Int)] = []
        var seen: Set<String> = []
        func add(_ color: IBColor?, _ line: Int) {
            if case .named(let name) = color, seen.insert(name).inserted { out.append((name, line)) }
        }
        func walk(_ view: IBView) {
            for color in [view.textColor, view.background, view.tint, view.layer.borderColor] { add(color, view.line) }
            for child in view.subviews { walk(child) }
        }
        for cell in cells {
            add(cell.background, cell.line)
            walk(cell.content)
        }
        return out
    }
}
