import Testing

@testable import UnfoldCore
@testable import UnfoldModel

/// "The value in effect at t": the last change that starts at or before t, nothing before the first.
@Suite struct InEffectTests {
    let changes: [(t: Micros, value: String)] = [(Micros(0.5), "a"), (1, "b"), (1, "c"), (Micros(2.5), "d")]

    @Test func theLastChangeAtOrBeforeT() {
        let at = { (t: Double) in changes.inEffect(at: Micros(t)) { $0.t }?.value }
        #expect(at(0) == nil)
        #expect(at(0.4999) == nil)
        #expect(at(0.5) == "a")
        #expect(at(0.99) == "a")
        // Two changes at one time: the later one wins, as it was made later.
        #expect(at(1) == "c")
        #expect(at(2.4) == "c")
        #expect(at(2.5) == "d")
        #expect(at(1e9) == "d")
        #expect(changes.indexInEffect(at: Micros(1.5)) { $0.t } == 2)
        #expect([(t: Micros, value: String)]().inEffect(at: 3) { $0.t } == nil)
    }
}
