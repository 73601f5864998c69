import CFFmpeg

/// FFmpeg's functions, from libraries opened the first time a command needs them: writing or probing video, or
/// scaling a PNG too large to draw. Every other command starts without FFmpeg and the libraries it brings.
enum FFmpegLibraries {
    /// Opened once, on first use (a global's initialiser runs once, on whichever thread comes first).
    static let opened = OpenedFunctions<unfold_ffmpeg>.open(
        .ffmpeg, step: "open FFmpeg's libraries", install: "libavformat, libavcodec and libswscale"
    ) { unfold_ffmpeg_load($0) }

    /// The functions, or why they cannot be had.
    static func functions() throws -> unfold_ffmpeg { try opened.get().pointer.pointee }
}
