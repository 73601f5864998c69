import Foundation
import Testing

@testable import UnfoldRender
@testable import UnfoldCodecs

/// Render failures are values by what failed; the sentence the CLI prints is made from them in one place.
@Suite struct RenderErrorTests {
    @Test func eachCaseSaysWhatFailed() {
        #expect(
            RenderError.library(.libwebp, step: "take a frame").description == "libwebp could not take a frame")
        #expect(
            RenderError.library(.ffmpeg, step: "open out.mp4", reason: "Permission denied").description
                == "FFmpeg could not open out.mp4: Permission denied")
        #expect(RenderError.unreadable(path: "a.png").description == "cannot read a.png")
        #expect(
            RenderError.unreadable(path: "a.png", reason: "No such file or directory").description
                == "cannot read a.png: No such file or directory")
        #expect(
            RenderError.unusable(path: "x.webp", problem: "holds no picture").description == "x.webp holds no picture")
        #expect(
            RenderError.tooLarge(width: 20000, height: 10).description
                == "PNG is too large (20000×10; the limit is 16384 a side and 64 megapixels)")
        #expect(
            RenderError.missingFont(path: "/f.ttf", packages: ["fonts-a", "fonts-b"]).description
                == "missing font file /f.ttf; install it with: apt-get install fonts-a fonts-b"
                + " (Debian 12), or run `make fonts` in Unfold's checkout")
        #expect(
            RenderError.inFile(path: "b.png", .library(.libspng, step: "read the PNG header", reason: "bad"))
                .description
                == "b.png: libspng could not read the PNG header: bad")
    }

    @Test func aFileThatIsNoPNGIsANamedCase() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-error-\(getpid()).png").path
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try PNGCodec.decode(file: path)
        } throws: { error in
            guard case .inFile(let where_, .library(.libspng, _, _)) = error as? RenderError else { return false }
            return where_ == path
        }
        #expect(throws: RenderError.unreadable(path: path + ".missing", reason: "no such file")) {
            try PNGCodec.decode(file: path + ".missing")
        }
    }
}
