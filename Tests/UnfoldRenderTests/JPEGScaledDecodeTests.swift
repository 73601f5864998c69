import Foundation
import Testing

@testable import UnfoldRender
@testable import UnfoldCodecs

/// A large photo drawn small is decoded at libjpeg-turbo's smallest scale that still covers the drawn size.
@Suite struct JPEGScaledDecodeTests {
    @Test func aPhotoIsDecodedNoLargerThanItIsDrawn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scaled-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: file) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = [
            "-c", "import sys; from PIL import Image; Image.new('RGB', (1600, 1200), (30, 140, 60)).save(sys.argv[1])",
            file.path
        ]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "Debian's python3-pil is needed")
        let bytes = [UInt8](try Data(contentsOf: file))
        let small = try JPEGCodec.decode(bytes, bound: (80, 80))
        #expect(small.width == 200 && small.height == 150)
        let large = try JPEGCodec.decode(bytes, bound: (1000, 1000))
        #expect(large.width >= 1000 && large.height >= 1000 && large.width < 1600)
        #expect(try JPEGCodec.decode(bytes, bound: (4000, 4000)).width == 1600)
        let k = (small.height / 2 * small.width + small.width / 2) * 4
        #expect(zip(small.pixels[k..<(k + 3)].map(Int.init), [30, 140, 60]).allSatisfy { abs($0 - $1) <= 3 })
    }
}
