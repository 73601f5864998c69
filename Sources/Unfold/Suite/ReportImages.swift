import Foundation
import UnfoldCore
import UnfoldSyntax
import UnfoldModel

/// The images a report folder names in its `results.json`. A report travels between CI jobs, so a path in it
/// is a name inside that folder and nothing else: relative, below `images/`, a `.png`, with no `.` or `..`
/// part, and read without following a symbolic link anywhere below the folder.
package enum ReportImages {
    /// Why `path` cannot be an image name of a report, if it cannot.
    static func problem(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") { return "it is an absolute path" }
        if parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            return "it has an empty, '.' or '..' part"
        }
        if path.unicodeScalars.contains(where: { TerminalText.isControl($0) }) { return "it holds a control character" }
        if parts.first != "images" || parts.count < 2 || !path.hasSuffix(".png") {
            return "a report's images are images/….png"
        }
        return nil
    }

    /// A scene's or variant's name as one folder of a report's images: never empty, `.` or `..`, and no control
    /// character, so `merge-reports` takes back every path `test` writes.
    static func folderName(_ name: String) -> String {
        var out = ""
        for u in name.unicodeScalars { out.unicodeScalars.append(TerminalText.isControl(u) ? "_" : u) }
        return out.isEmpty || out == "." || out == ".." ? "_" + out : out
    }

    /// The bytes of `relative` inside `dir`; every part below `dir` must be a real folder and the last a
    /// regular file, so no link leads out of the report.
    package static func read(_ relative: String, in dir: URL) throws -> [UInt8] {
        let shown = dir.appendingPathComponent(relative).relativePath
        if let why = problem(relative) {
            throw UnfoldFailure.io(
                "\(dir.relativePath)/results.json names the image '\(relative)': \(why); a report's paths are names "
                    + "inside it"
            )
        }
        switch FolderFile.read(relative.split(separator: "/").map(String.init), in: dir) {
        case .success(let bytes): return bytes
        case .failure(.missing): throw UnfoldFailure.io("\(shown): no such image in the report")
        case .failure(.link):
            throw UnfoldFailure.io(
                "\(shown): a symbolic link; a report's images are its own files, links are not followed")
        case .failure(.notFolder): throw UnfoldFailure.io("\(shown): not a folder")
        case .failure(.notRegularFile): throw UnfoldFailure.io("\(shown): not a regular file")
        case .failure(.badName), .failure(.unreadable): throw UnfoldFailure.io("\(shown): cannot read the image")
        }
    }
}
