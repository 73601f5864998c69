import Foundation

/// Where a test's package lives: the nearest folder above the test file that holds `Package.swift`, so
/// goldens are found the same way whatever folder `swift test` runs in.
enum PackageRoot {
    static func containing(_ file: String) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// A path as given if absolute, else relative to the package root.
    static func resolve(_ path: String, root: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }
}
