import Foundation
import Testing
import UnfoldCore
@testable import UnfoldRender
import UnfoldTestSupport
@testable import UnfoldCodecs
@testable import UnfoldCompare
import UnfoldModel

/// A JPEG's EXIF orientation turns it upright, as UIImage shows a camera's photo: its size as shown, and its
/// pixels, for each of the eight orientations.
@Suite struct JPEGOrientationTests {
    /// A 16×8 JPEG in four blocks (red, green on top; blue, white below), its orientation written by PIL.
    static func jpeg(orientation: Int) throws -> [UInt8] {
        let file = tempDir("exif").appendingPathComponent("photo.jpg")
        let script = """
            import sys
            from PIL import Image
            img = Image.new("RGB", (16, 8))
            for x in range(16):
                for y in range(8):
                    img.putpixel((x, y), [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)][(x >= 8) + 2 * (y >= 4)])
            exif = Image.Exif()
            exif[0x0112] = int(sys.argv[2])
            img.save(sys.argv[1], "JPEG", quality=95, exif=exif)
            """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = ["-c", script, file.path, String(orientation)]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        return [UInt8](try Data(contentsOf: file))
    }

    static func colour(_ image: RGBAImage, _ x: Int, _ y: Int) -> String {
        let i = (y * image.width + x) * 4
        let rgb = image.pixels[i..<(i + 3)].map { $0 > 127 ? 1 : 0 }
        switch rgb {
        case [1, 0, 0]: return "red"
        case [0, 1, 0]: return "green"
        case [0, 0, 1]: return "blue"
        case [1, 1, 1]: return "white"
        default: return "\(Array(image.pixels[i..<(i + 3)]))"
        }
    }

    @Test(arguments: [
        (1, "red", "green", "blue"), (2, "green", "red", "white"), (3, "white", "blue", "green"),
        (4, "blue", "white", "red"), (5, "red", "blue", "green"), (6, "blue", "red", "white"),
        (7, "white", "green", "blue"), (8, "green", "white", "red")
    ])
    func eachOrientationIsShownUpright(orientation: Int, topLeft: String, topRight: String, bottomLeft: String) throws {
        let bytes = try Self.jpeg(orientation: orientation)
        let sideways = orientation >= 5
        let size = try JPEGCodec.size(bytes)
        #expect(size.width == (sideways ? 8 : 16) && size.height == (sideways ? 16 : 8))
        let image = try JPEGCodec.decode(bytes)
        #expect(image.width == size.width && image.height == size.height)
        // Corners, one pixel in from the edge (JPEG blurs block edges a little).
        #expect(Self.colour(image, 1, 1) == topLeft)
        #expect(Self.colour(image, image.width - 2, 1) == topRight)
        #expect(Self.colour(image, 1, image.height - 2) == bottomLeft)
    }

    /// A JPEG with no EXIF, or an orientation outside 1…8, is shown as stored.
    @Test func noOrBadOrientationIsUpright() throws {
        #expect(JPEGCodec.orientation(try Self.jpeg(orientation: 9)).rawValue == 1)
        let plain = try JPEGCodec.size(try Self.jpeg(orientation: 0))
        #expect(plain.width == 16 && plain.height == 8)
        var bytes = try Self.jpeg(orientation: 6)
        #expect(JPEGCodec.orientation(bytes).rawValue == 6)
        // A broken APP1 segment is no orientation, not a crash: its "Exif" marker's bytes overwritten.
        if let at = (0..<(bytes.count - 4)).first(where: { bytes[$0..<($0 + 4)] == [0x45, 0x78, 0x69, 0x66] }) {
            for k in at..<min(bytes.count - 2, at + 40) { bytes[k] = 0xA5 }
        }
        #expect(JPEGCodec.orientation(bytes).rawValue == 1)
    }
}
