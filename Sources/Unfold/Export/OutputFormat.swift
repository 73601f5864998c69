import Foundation

/// What an output path asks for, decided in one place for `unfold render -o` and `CompiledScene.writeAnimated`:
/// PNG frames in a folder (a name with no extension, or an existing folder), an animated file by its extension,
/// or a name the two refuse in the same words' sense.
package enum OutputFormat: Equatable {
    case frames
    case animated(AnimatedExport.Format)
    /// `.mp4` alone: a hidden name with no extension, where a file was meant.
    case namelessFile(String)
    /// An extension neither writes (`.png` is one frame: `still`'s).
    case unsupported(String)

    package static func of(path: String) -> OutputFormat {
        let last = URL(fileURLWithPath: path).lastPathComponent
        let hiddenExtension = String(last.dropFirst()).lowercased()
        if last.hasPrefix("."), AnimatedExport.Format(rawValue: hiddenExtension) != nil || hiddenExtension == "png" {
            return .namelessFile(last)
        }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        var isFolder: ObjCBool = false
        if ext.isEmpty || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            return .frames
        }
        guard let format = AnimatedExport.Format(rawValue: ext) else { return .unsupported(ext) }
        return .animated(format)
    }
}
