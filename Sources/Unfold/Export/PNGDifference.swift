import Foundation
import UnfoldRender
import UnfoldCodecs

/// What `unfold diff A.png B.png` finds: the two files compared band by band, so memory stays small whatever
/// their size, with a diff image written when asked.
package enum PNGDifference {
    package enum Outcome {
        /// The sizes differ: nothing is compared.
        case sizes(a: (width: Int, height: Int), b: (width: Int, height: Int))
        /// How many pixels differ, and how many anti-aliased ones were forgiven.
        case pixels(differing: Int, antialiased: Int)
    }

    /// Compares the files at `a` and `b` (with `threshold`, by pixelmatch's rule); writes the diff image to
    /// `diffPath` when given and the sizes agree.
    package static func compare(
        _ a: String, _ b: String, threshold: Double?, diffPath: String?, cancellation: Cancellation? = nil
    ) throws -> Outcome {
        let x = try PNGRowReader(path: a)
        let y = try PNGRowReader(path: b)
        guard x.width == y.width && x.height == y.height else {
            return .sizes(a: (x.width, x.height), b: (y.width, y.height))
        }
        let diff = BandedComparison(x, y, threshold: threshold)
        if let diffPath {
            let png = try diff.diffPNG()
            try AtomicOutput.file(URL(fileURLWithPath: diffPath), png, cancellation: cancellation)
        } else {
            try diff.run()
        }
        return .pixels(differing: diff.differing, antialiased: diff.antialiased)
    }
}
