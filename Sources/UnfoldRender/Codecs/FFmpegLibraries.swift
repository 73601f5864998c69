import CFFmpeg

/// FFmpeg's functions, from libraries opened the first time a command needs them: writing or probing video, or
/// scaling a PNG too large to draw. Every other command starts without FFmpeg and the libraries it brings.
enum FFmpegLibraries {
    /// The opened functions: a C struct of function pointers, kept for the life of the process as the libraries
    /// are, and never changed once filled.
    struct Functions: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<unfold_ffmpeg>
    }

    /// Opened once, on first use (a global's initialiser runs once, on whichever thread comes first).
    static let opened: Result<Functions, RenderError> = {
        let table = UnsafeMutablePointer<unfold_ffmpeg>.allocate(capacity: 1)
        if let missing = unfold_ffmpeg_load(table) {
            return .failure(
                .library(
                    .ffmpeg, step: "open FFmpeg's libraries",
                    reason: "\(String(cString: missing)) is missing; install libavformat, libavcodec and libswscale"))
        }
        return .success(Functions(pointer: table))
    }()

    /// The functions, or why they cannot be had.
    static func functions() throws -> unfold_ffmpeg { try opened.get().pointer.pointee }
}
