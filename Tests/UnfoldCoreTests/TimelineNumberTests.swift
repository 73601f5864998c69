import Foundation
import Testing

@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldModel

/// `timeline.json`'s numbers are written without `String(format:)` below 10⁹: the text must be `%.6f`'s.
@Suite struct TimelineNumberTests {
    static func printf(_ v: Double) -> String { String(format: "%.6f", FrameRecord.round(v)) }

    @Test func writtenNumbersAreThoseOfPrintf() {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 0.0000005, -0.0000005, 0.0000004999, 0.0000015, 123.4565, 123.4575,
            44.1234565, 1e9 - 0.000001, -(1e9 - 0.000001), 1e9, 2e9, -3.5e12, 4.4e7 + 0.3333333, 1.0 / 3, 2.0 / 3,
            .pi, 999_999.9999995, 0.1 + 0.2, 1e-7, -1e-7, .infinity, -.infinity, .nan
        ]
        // Values over every magnitude a frame holds, and halfway points between millionths, from a fixed seed.
        var generator = SplitMix(state: 36_7)
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -7...9.2, using: &generator)
            let sign: Double = Bool.random(using: &generator) ? 1 : -1
            values.append(sign * pow(10, magnitude))
            let millionths = Double(Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator))
            values.append((millionths + 0.5) / 1_000_000)
            values.append(millionths / 1_000_000)
        }
        for v in values {
            #expect(TimelineJSON.num(v) == Self.printf(v), "\(v)")
        }
    }
}

/// A seeded generator (SplitMix64), so the values are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
