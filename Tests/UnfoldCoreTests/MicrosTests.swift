import Testing

@testable import UnfoldCore

/// Scene time is whole microseconds; seconds come in from what users write and go out in what they read.
@Suite struct MicrosTests {
    @Test func secondsRoundToTheNearestMicrosecond() {
        #expect(Micros(seconds: 0.3) == 300_000)
        #expect(Micros(seconds: 0.000_000_4) == 0)
        #expect(Micros(seconds: 0.000_000_6) == 1)
        #expect(Micros(seconds: 600) == SceneParser.maxTime)
        #expect(Micros(2_500_000).seconds == 2.5)
        #expect(Micros.perSecond == 1_000_000)
        #expect(Double(Micros.perSecond) == microsPerSecond)
    }
}
