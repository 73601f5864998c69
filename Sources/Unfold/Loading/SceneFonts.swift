import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldSyntax
import UnfoldModel

/// A scene's own fonts: its `font-file` lines and every font file in its `fonts "DIR"` folders are read for their
/// faces, and its texts are drawn with them and the pinned fonts only (`FontSet`); each font an Interface Builder
/// file names is matched to one of their faces, or is an error.
enum SceneFonts {
    /// More font files than this in one folder is an error: fontconfig reads every one at each start.
    static let folderLimit = 500
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Adds the scene's font files and gives its named fonts their faces; the problems found on the way, the
    /// families of the scene's own files, and their paths as added.
    static func load(_ scene: inout Scene, base: URL) -> (
        problems: [Diagnostic], families: [String], files: Set<String>
    ) {
        var problems: [Diagnostic] = []
        // Each file the scene gives: its path as the scene names it, and where it is named.
        var given: [(name: String, path: String)] = []
        for file in scene.settings.fontFiles {
            let url = resolved(file.path, base: base)
            if let problem = problem(url, named: file.path) {
                problems.append(Diagnostic(problem, at: file.location))
            } else if !((try? Fonts.add(file: url.path)) ?? false) {
                problems.append(
                    Diagnostic("font file \(file.path) is not a font fontconfig can read", at: file.location))
            } else {
                given.append((file.path, url.path))
            }
        }
        for folder in scene.settings.fontFolders {
            let (files, folderProblem) = fontFiles(in: resolved(folder.path, base: base), named: folder.path)
            if let folderProblem {
                problems.append(Diagnostic(folderProblem, at: folder.location))
                continue
            }
            for url in files {
                let name = folder.path + "/" + url.lastPathComponent
                if (try? Fonts.add(file: url.path)) ?? false {
                    given.append((name, url.path))
                } else {
                    problems.append(
                        Diagnostic("font file \(name) is not a font fontconfig can read", at: folder.location))
                }
            }
        }
        let found = faces(given)
        problems += name(&scene, faces: found, searched: given.map(\.name))
        return (problems, found.map(\.family), Set(given.map(\.path)))
    }

    static func resolved(_ path: String, base: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
    }

    /// Why `url` cannot be a font file, if it cannot.
    static func problem(_ url: URL, named name: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return "font file \(name) does not exist"
        }
        // fontconfig would scan a folder and everything below it, for minutes.
        if isFolder.boolValue { return "font file \(name) is a folder, not a font file" }
        let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
        return type == .typeRegular ? nil : "font file \(name) is not a regular file"
    }

    /// The regular `.ttf`, `.otf` and `.ttc` files directly in a folder, in name order (links and subfolders are
    /// passed over), or why the folder cannot be read.
    static func fontFiles(in folder: URL, named name: String) -> ([URL], String?) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            return ([], "font folder \(name) does not exist")
        }
        guard isFolder.boolValue else { return ([], "font folder \(name) is a file, not a folder") }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return ([], "font folder \(name) cannot be read")
        }
        let fonts = entries.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        guard fonts.count <= folderLimit else {
            return ([], "font folder \(name) holds \(fonts.count) font files, more than \(folderLimit)")
        }
        let urls = fonts.map { folder.appendingPathComponent($0) }.filter { url in
            (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular
        }
        return (urls, nil)
    }

    /// The faces of the given files, each named by the file as the scene names it.
    static func faces(_ given: [(name: String, path: String)]) -> [FontFace] {
        let names = Dictionary(given.map { ($0.path, $0.name) }, uniquingKeysWith: { a, _ in a })
        let faces = (try? Fonts.faces(in: given.map(\.path))) ?? []
        return faces.map { face in
            var named = face
            named.file = names[face.file] ?? face.file
            return named
        }
    }

    /// Gives each named font of the scene's templates its face; a font that no given file holds is an error at
    /// the Interface Builder file's line and column, once per place.
    static func name(_ scene: inout Scene, faces: [FontFace], searched: [String]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var reported: Set<String> = []
        for t in scene.templates.indices {
            for (i, e) in scene.templates[t].flattened.enumerated() {
                guard var font = e.typesetting?.namedFont, font.face == nil else { continue }
                guard let face = font.match(among: faces) else {
                    let place = "\(font.file):\(font.line):\(font.column)"
                    guard reported.insert(place).inserted else { continue }
                    let files =
                        searched.isEmpty
                        ? "no 'font-file' or 'fonts' line gives a font file"
                        : "searched \(searched.joined(separator: ", "))"
                    problems.append(
                        Diagnostic(
                            "\(place): font '\(font.name)' is in none of the scene's font files (\(files)); add its file "
                                + "with 'font-file \"FILE\"' or its folder with 'fonts \"DIR\"'",
                            at: scene.templates[t].location))
                    continue
                }
                font.face = face
                var named = e
                named.textLabel?.setting.namedFont = font
                scene.templates[t].replace(i, with: named)
            }
        }
        return problems
    }
}
