import Foundation
import Testing

/// `golden.json` records the look its frames were drawn in (SCENE-FORMAT "Pixels like iOS"); a golden drawn in
/// the other look fails in one line that says so and how to mend it, not in a list of changed pixels. A golden
/// recorded before version 6 has no look: it was drawn in iOS 18's.
@Suite struct LookGoldenTests {
    static let list = """
        table inset-grouped
        cell c
          text t
        section "S"
        rows c
          a t "One"
          b t "Two"
        """

    @Test func aGoldenDrawnInTheOtherLookFailsInWordsThatSaySo() throws {
        let dir = tempDir("look-golden")
        let scene = write("look ios18\n" + Self.list, to: dir.appendingPathComponent("list.scene"))
        let goldens = dir.appendingPathComponent("goldens").path
        let report = dir.appendingPathComponent("report").path
        #expect(unfold("test", scene, "--goldens", goldens, "--report", report).code == 0)
        let manifest =
            try JSONSerialization.jsonObject(
                with: Data(bytes(URL(fileURLWithPath: goldens + "/list/golden.json")))) as? [String: Any]
        #expect(manifest?["look"] as? String == "ios18")
        // The default look, iOS 26's, against goldens drawn in iOS 18's.
        _ = write(Self.list, to: URL(fileURLWithPath: scene))
        let run = unfold("test", scene, "--goldens", goldens, "--report", report)
        #expect(run.code == 1)
        #expect(
            run.out.split(separator: "\n").first.map(String.init)
                == "FAIL list (default): the goldens were drawn in look ios18, the scene in look ios26: record them"
                + " again, or write 'look ios18' in the scene")
        // Recorded again in iOS 26's look, and the other way round.
        #expect(unfold("test", scene, "--goldens", goldens, "--report", report, "--record", "all").code == 0)
        _ = write("look ios18\n" + Self.list, to: URL(fileURLWithPath: scene))
        let back = unfold("test", scene, "--goldens", goldens, "--report", report)
        #expect(
            back.out.split(separator: "\n").first.map(String.init)
                == "FAIL list (default): the goldens were drawn in look ios26, the scene in look ios18: record them"
                + " again, or write 'look ios26' in the scene")
    }

    /// A golden without a look (version 5's) was drawn in iOS 18's: a scene that says `look ios18` passes it.
    @Test func aGoldenWithoutALookIsIOS18s() throws {
        let dir = tempDir("look-absent")
        let scene = write("look ios18\n" + Self.list, to: dir.appendingPathComponent("list.scene"))
        let goldens = dir.appendingPathComponent("goldens").path
        let report = dir.appendingPathComponent("report").path
        #expect(unfold("test", scene, "--goldens", goldens, "--report", report).code == 0)
        let url = URL(fileURLWithPath: goldens + "/list/golden.json")
        let text = String(decoding: bytes(url), as: UTF8.self)
        let without = text.replacingOccurrences(of: "  \"look\" : \"ios18\",\n", with: "")
        #expect(without != text)
        _ = write(without, to: url)
        #expect(unfold("test", scene, "--goldens", goldens, "--report", report).out.hasPrefix("PASS list"))
        _ = write(Self.list, to: URL(fileURLWithPath: scene))
        #expect(
            unfold("test", scene, "--goldens", goldens, "--report", report).out.hasPrefix(
                "FAIL list (default): the goldens were drawn in look ios18"))
        // A look that is none is a damaged golden, said so.
        _ = write(text.replacingOccurrences(of: "\"ios18\"", with: "\"ios7\""), to: url)
        #expect(
            unfold("test", scene, "--goldens", goldens, "--report", report).out.hasPrefix(
                "ERROR list (default): \(url.path): 'look' is 'ios7'; looks are ios26 and ios18"))
    }
}
