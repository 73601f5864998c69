import Foundation
import Testing

@testable import UnfoldRender
@testable import UnfoldCodecs

/// A PDF of a few hundred kilobytes whose content inflates to tens of megabytes of drawing operators is refused
/// before poppler parses it; an ordinary one is drawn.
@Suite struct PDFStreamsTests {
    /// A one-page PDF whose content stream is `content`, deflated by Python's zlib (an independent encoder).
    static func pdf(repeating operator: String, times: Int) throws -> [UInt8] {
        let script = """
            import sys, zlib
            body = zlib.compress((sys.argv[1] * int(sys.argv[2])).encode(), 9)
            objs = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 20] /Contents 4 0 R >>",
                    b"<< /Length %d /Filter /FlateDecode >>\\nstream\\n" % len(body) + body + b"\\nendstream"]
            out = b"%PDF-1.4\\n"
            offsets = []
            for i, o in enumerate(objs):
                offsets.append(len(out))
                out += b"%d 0 obj\\n" % (i + 1) + o + b"\\nendobj\\n"
            xref = len(out)
            out += b"xref\\n0 5\\n0000000000 65535 f \\n" + b"".join(b"%010d 00000 n \\n" % o for o in offsets)
            out += b"trailer\\n<< /Size 5 /Root 1 0 R >>\\nstartxref\\n%d\\n%%%%EOF\\n" % xref
            sys.stdout.buffer.write(out)
            """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = ["-c", script, `operator`, String(times)]
        let output = Pipe()
        p.standardOutput = output
        try p.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return [UInt8](data)
    }

    @Test func aStreamThatInflatesPastTheLimitIsRefused() throws {
        let bomb = try Self.pdf(repeating: "0 0 m 1 1 l S\n", times: 3_000_000)
        #expect(bomb.count < 1_000_000)
        #expect(throws: RenderError.self) { try PDFStreams.check(bomb) }
        do {
            _ = try VectorImage.read(bomb, kind: .pdf)
            Issue.record("a PDF inflating to 42 MB was read")
        } catch {
            #expect("\(error)".contains("its streams inflate to more than 32 MB"), "\(error)")
        }
        let small = try Self.pdf(repeating: "0 0 m 20 20 l S\n", times: 10)
        #expect(PDFStreams.streams(in: small).count == 1)
        let image = try VectorImage.read(small, kind: .pdf)
        #expect(image.width == 20 && image.height == 20)
    }
}
