import Foundation
import Testing

/// `unfold-bench --ios-oracle` (CLI "The iOS oracle") on an oracle of the test's own making: references drawn by
/// Unfold, so a pair drawn from the same scene agrees in every box, and a reference whose second row sits 3 pt
/// lower names the two boxes that moved by exactly that much. (iOS 26's separator is too pale to be ink, as on
/// iOS's own images: five boxes, the header and four texts.)
@Suite struct IOSOracleTests {
    static let cells = """
        canvas 390x300 @2x
        table inset-grouped
        cell c
          vstack padding 11 16 11 16 spacing 2
            text title
            text detail font footnote color secondary-label
        cell d
          vstack padding 14 16 8 16 spacing 2
            text title
            text detail font footnote color secondary-label
        section "Settings"

        """
    /// Both rows as one cell draws them.
    static let view =
        cells + """
            rows c
              a title "Notifications" detail "Sounds and badges"
              b title "Privacy" detail "Tracking, location and camera"
            """
    /// The second row's texts 3 pt lower in a row of the same height.
    static let moved =
        cells + """
            rows c
              a title "Notifications" detail "Sounds and badges"
            rows d
              b title "Privacy" detail "Tracking, location and camera"
            """

    @Test func anOracleOfUnfoldsOwnRendersAgreesAndAMovedRowIsNamed() throws {
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let bench = bin.appendingPathComponent("unfold-bench")
        try #require(FileManager.default.isExecutableFile(atPath: bench.path), "no unfold-bench beside the tests")
        let dir = tempDir("ios-oracle")
        for (pair, reference) in [("same", Self.view), ("moved", Self.moved)] {
            let folder = dir.appendingPathComponent(pair)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = write(Self.view, to: folder.appendingPathComponent("view.scene"))
            let drawn = write(reference, to: folder.appendingPathComponent("drawn.scene"))
            let png = folder.appendingPathComponent("reference.png").path
            #expect(unfold("still", drawn, "--at", "0", "-o", png, "--scale", "2").code == 0)
            _ = write(
                #"{"input": "view.scene", "scale": 2, "kind": "uikit", "ios": "26", "look": "ios26"}"#,
                to: folder.appendingPathComponent("oracle.json"))
        }
        let p = Process()
        p.executableURL = bench
        p.arguments = ["--ios-oracle", dir.path, "--each"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(
            text == """
                iOS oracle over 2 pairs in \(dir.path):
                  moved (uikit, iOS 26, ios26): 5 boxes; within 1, 2, 4 pt: 60%, 60%, 100%; heights within 1 pt: 100%; \
                width ratio 1.000; lowest ink -3.0 pt
                    off 3.0 pt: iOS (33.5, 118.0 57.0×16.5), Unfold (33.5, 115.0 57.0×16.5)
                    off 3.0 pt: iOS (32.5, 140.5 183.0×12.5), Unfold (32.5, 137.5 183.0×12.5)
                  same (uikit, iOS 26, ios26): 5 boxes; within 1, 2, 4 pt: 100%, 100%, 100%; heights within 1 pt: \
                100%; width ratio 1.000; lowest ink +0.0 pt
                  all 2 pairs: 10 boxes; within 1, 2, 4 pt: 80%, 80%, 100%; heights within 1 pt: 100%; width ratio \
                1.000; lowest ink -1.5 pt
                  uikit, 2 pairs: 10 boxes; within 1, 2, 4 pt: 80%, 80%, 100%; heights within 1 pt: 100%; width ratio \
                1.000; lowest ink -1.5 pt

                """)
    }
}
