import Foundation
import UnfoldCodecs

/// Where the pinned font files are looked for, first to last: `UNFOLD_FONTS` alone when it is set; else the
/// package's own copy beside the executable (`/usr/bin/unfold` → `/usr/share/unfold/fonts`), the copy `make fonts`
/// keeps in the build folder the executable was built in, the copies `make install` and the package leave (for a
/// test binary of an app that links the Swift package), and Debian's `/usr/share/fonts`, which on Debian 12 holds
/// the very files pinned.
package enum FontFolders {
    package static let variable = RenderError.fontFoldersVariable
    package static let system = "/usr/share/fonts"
    package static let installed = ["/usr/local/share/unfold/fonts", "/usr/share/unfold/fonts"]

    /// The folders, for an executable at `executable` (its real path) and these environment variables.
    package static func candidates(environment: [String: String], executable: String?) -> [String] {
        if let given = environment[variable], !given.isEmpty { return [given] }
        var folders: [String] = []
        if let executable {
            let dir = URL(fileURLWithPath: executable).deletingLastPathComponent()
            folders.append(dir.deletingLastPathComponent().appendingPathComponent("share/unfold/fonts").path)
            if let build = nearestBuildFolder(above: dir) { folders.append(build + "/fonts") }
        }
        for folder in installed + [system] where !folders.contains(folder) { folders.append(folder) }
        return folders
    }

    /// The nearest folder named `.build` that holds `dir` (SwiftPM's build folder, where tests and `swift run` live).
    static func nearestBuildFolder(above dir: URL) -> String? {
        var parts = dir.standardizedFileURL.pathComponents
        while let last = parts.last {
            if last == ".build" { return NSString.path(withComponents: parts) }
            parts.removeLast()
        }
        return nil
    }

    /// This process's folders.
    package static var current: [String] {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        return candidates(environment: ProcessInfo.processInfo.environment, executable: exe)
    }

    /// The first of `folders` that holds `relative`, as a full path; nil when none does.
    package static func find(_ relative: String, in folders: [String]) -> String? {
        folders.lazy.map { $0 + "/" + relative }.first { FileManager.default.fileExists(atPath: $0) }
    }
}
