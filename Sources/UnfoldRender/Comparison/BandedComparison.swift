import Foundation
import UnfoldCodecs
import UnfoldCompare
import UnfoldModel

/// Compares two PNG files band by band with the pixelmatch rules of `ImageComparison`: each band is held
/// with two rows of context above and below, so memory stays a few bands whatever the image size, and
/// the verdicts are those of comparing the whole images.
package final class BandedComparison {
    package static let bandRows = 256
    static let context = 2
    let a: PNGRowReader
    let b: PNGRowReader
    /// nil: exact.
    let threshold: Double?
    package private(set) var differing = 0
    package private(set) var antialiased = 0
    let rowBytes: Int
    /// Rows [bufferStart, bufferStart + rows held) of both images.
    var bufferA: [UInt8] = []
    var bufferB: [UInt8] = []
    var bufferStart = 0
    /// The diff image's rows of the band last compared, and where that band starts.
    var diffRows: [UInt8] = []
    var bandStart = -1

    package init(_ a: PNGRowReader, _ b: PNGRowReader, threshold: Double?) {
        self.a = a
        self.b = b
        self.threshold = threshold
        rowBytes = a.width * 4
    }

    var height: Int { a.height }

    /// Compares every band without painting a diff.
    package func run() throws {
        for start in stride(from: 0, to: height, by: Self.bandRows) { try compareBand(start, makeDiff: false) }
    }

    /// Compares every band and returns the diff image as PNG, encoded as the bands are compared.
    package func diffPNG() throws -> [UInt8] {
        var failure: Error?
        let image = RGBAImage(width: a.width, height: height, pixels: [])
        let png = try PNGCodec.encodeRGBARows(width: image.width, height: image.height) { y, row in
            do {
                let start = y / Self.bandRows * Self.bandRows
                if start != bandStart { try compareBand(start, makeDiff: true) }
                let offset = (y - start) * rowBytes
                diffRows.withUnsafeBytes { row.copyMemory(from: $0.baseAddress! + offset, byteCount: rowBytes) }
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
        return png
    }

    /// Reads the rows the band at `start` needs and compares its rows.
    func compareBand(_ start: Int, makeDiff: Bool) throws {
        let first = max(0, start - Self.context)
        let end = min(height, start + Self.bandRows + Self.context)
        // Keep the rows already read that this band still needs.
        let keep = max(0, bufferStart + bufferA.count / rowBytes - first)
        let drop = (bufferA.count / rowBytes - keep) * rowBytes
        bufferA.removeFirst(drop)
        bufferB.removeFirst(drop)
        bufferStart = first
        var row = [UInt8](repeating: 0, count: rowBytes)
        while bufferStart + bufferA.count / rowBytes < end {
            try row.withUnsafeMutableBytes { try a.read(into: $0) }
            bufferA += row
            try row.withUnsafeMutableBytes { try b.read(into: $0) }
            bufferB += row
        }
        let held = end - first
        let bandEnd = min(height, start + Self.bandRows)
        let rows = (start - first)..<(bandEnd - first)
        let result = ImageComparison.compare(
            bufferA, bufferB, width: a.width, height: held, threshold: threshold,
            makeDiff: makeDiff, rows: rows)
        differing += result.differing
        antialiased += result.antialiased
        if makeDiff { diffRows = Array(result.diffImage![(rows.lowerBound * rowBytes)..<(rows.upperBound * rowBytes)]) }
        bandStart = start
    }
}
