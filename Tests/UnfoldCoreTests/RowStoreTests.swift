import Testing
@testable import UnfoldCore
@testable import UnfoldModel

@Suite struct RowStoreTests {
    @Test func longRepeatIsOneBlockWithIdsOnDemand() throws {
        let s = try parseOK(
            "cell c\n  text t\nrows c\n  head t \"x\"\n  repeat 100000 item-{i} t \"Item {i}\"\n  tail\ntimeline\n  tap item-99999\n  tap item-0\n  tap tail"
        )
        #expect(s.rows.count == 100_002)
        #expect(s.rows.blocks.count == 3)
        #expect(s.rows.id(of: 50_001) == "item-50000")
        #expect(s.rows.slots(of: 50_001) == ["t": "Item 50000"])
        #expect(s.actions.map { $0.action.row } == [100_000, 1, 100_001])
        #expect(s.rows.index(of: "item-100000") == nil)
        #expect(s.rows.index(of: "item-012") == nil)
        #expect(s.rows.index(of: "item-12") == 13)
    }

    @Test func duplicatesAcrossBlocksAreFound() {
        let text = "cell c\n  text t\nrows c\n  repeat 1000 r{i}\n  repeat 500 r1{i}\n"
        let ds = parseErrors(text)
        #expect(
            ds.count == 1 && ds[0].message == "duplicate row id 'r10'" && ds[0].location == .init(line: 5, column: 14))
        #expect(
            parseErrors("cell c\n  text t\nrows c\n  r7\n  repeat 1000 r{i}").first?.message == "duplicate row id 'r7'")
        #expect(
            parseErrors("cell c\n  text t\nrows c\n  repeat 1000 r{i}\n  r999").first?.message
                == "duplicate row id 'r999'")
        #expect(parseErrors("cell c\n  text t\nrows c\n  repeat 1000 r{i}\n  r1000").isEmpty)
    }

    @Test func literalRowsKeepBracesInText() throws {
        let s = try parseOK("cell c\n  text t\nrows c\n  a t \"use {i} here\"")
        #expect(s.rows[0].slots["t"] == "use {i} here")
    }
}
