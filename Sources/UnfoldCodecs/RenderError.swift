/// A failure outside the scene's text, by what failed: a C library, a file, a limit, the fonts. The CLI turns
/// every case into exit code 3 and prints `description`, in one place (`UnfoldFailure`).
package enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A C library could not do a step, with its own reason when it gives one.
    case library(RenderLibrary, step: String, reason: String? = nil)
    /// A file that cannot be read at all.
    case unreadable(path: String, reason: String? = nil)
    /// A file that was read but is not what is needed: `problem` finishes the sentence after the path.
    case unusable(path: String, problem: String)
    /// A PNG larger than Unfold decodes.
    case tooLarge(width: Int, height: Int)
    /// A font file Unfold draws with is not installed; `packages` install every missing one.
    case missingFont(path: String, packages: [String])
    /// A font file whose SHA-256 is not the one Unfold pins (`package` at `version` carries the pinned file).
    case wrongFont(path: String, found: String, pinned: String, package: String, version: String)
    /// A failure while reading the file at `path`.
    indirect case inFile(path: String, RenderError)
    /// A file that was read but is refused for what it holds (an SVG that refers outside itself).
    case refused(String)
    /// A request that leaves nothing to make, such as a sheet of no frames.
    case nothingToMake(String)

    package var description: String {
        switch self {
        case let .library(library, step, reason):
            return "\(library.rawValue) could not \(step)" + (reason.map { ": \($0)" } ?? "")
        case let .unreadable(path, reason): return "cannot read \(path)" + (reason.map { ": \($0)" } ?? "")
        case let .unusable(path, problem): return "\(path) \(problem)"
        case let .tooLarge(width, height):
            return "PNG is too large (\(width)×\(height); the limit is 16384 a side and 64 megapixels)"
        case let .missingFont(path, packages):
            return "missing font file \(path); install it with: apt-get install \(packages.joined(separator: " "))"
                + " (Debian 12), or run `make fonts` in Unfold's checkout"
        case let .wrongFont(path, found, pinned, package, version):
            return "font file \(path) has sha256 \(found); Unfold draws with \(package) \(version)'s, sha256 \(pinned),"
                + " so that goldens hold on any machine: run `make fonts` in Unfold's checkout (it fetches that file"
                + " into .build/fonts), or set \(RenderError.fontFoldersVariable) to a folder that holds it"
        case let .inFile(path, error): return "\(path): \(error)"
        case let .nothingToMake(what): return what
        case let .refused(why): return why
        }
    }

    /// The environment variable that names the folders fonts are loaded from (`FontFolders` reads it).
    package static let fontFoldersVariable = "UNFOLD_FONTS"

    /// The sentence printed for this failure.
    package var message: String { description }
}

/// The C libraries the renderer calls, by the names their users know.
package enum RenderLibrary: String, Sendable {
    case cairo
    case fontconfig
    case libspng
    case libjpeg = "libjpeg-turbo"
    case libdeflate
    case isal = "ISA-L"
    case libzstd
    case libimagequant
    case libwebp
    case giflib
    case ffmpeg = "FFmpeg"
    case poppler
    case librsvg
    case libxml2
}
