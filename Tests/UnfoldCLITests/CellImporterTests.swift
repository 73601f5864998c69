import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
@testable import UnfoldInterfaceBuilder
import UnfoldModel

/// Issue 56, point 2: one protocol for every file a cell comes from. `CellImporters` picks the importer by the
/// file's kind; each importer gives the cell (Auto Layout's or SwiftUI's) with its findings, or a problem that
/// says where the scene's line is told: in the file, at the name it picks, or at its path.
@Suite struct CellImporterTests {
    init() { registerSwiftSources() }

    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")

    func importer(for path: String) throws -> any CellImporter {
        try FileAssets(base: Self.scenes).importers.importer(for: path).get()
    }

    @Test func aStoryboardCellIsPickedByItsReuseIdentifierOrItsId() throws {
        let ib = try importer(for: "ib/StackCells.storyboard")
        #expect(ib is InterfaceBuilderCellImporter)
        for pick in ["expandingCell", "Cel-01-aaa", nil] {
            guard case .success(.autoLayout(let read)) = ib.importCell("ib/StackCells.storyboard", pick: pick) else {
                Issue.record("no cell for \(pick ?? "nil")")
                continue
            }
            #expect(read.cell.id == "Cel-01-aaa")
            #expect(read.cell.reuseIdentifier == "expandingCell")
            #expect(read.tables.count == 1)
            #expect(read.optionLines == [])
        }
    }

    @Test func aNameTheFileDoesNotHoldIsAProblemAtThePick() throws {
        let ib = try importer(for: "ib/StackCells.storyboard")
        guard case .failure(.pick(let message)) = ib.importCell("ib/StackCells.storyboard", pick: "expandingCel")
        else {
            Issue.record("expected a problem at the pick")
            return
        }
        #expect(
            message
                == "ib/StackCells.storyboard has no cell 'expandingCel'; did you mean 'expandingCell'?; it holds"
                + " 'expandingCell'")
    }

    @Test func aFileThatCannotBeReadIsAProblemInTheFile() throws {
        let ib = try importer(for: "ib/Missing.xib")
        guard case .failure(.file(let problem)) = ib.importCell("ib/Missing.xib", pick: nil) else {
            Issue.record("expected a problem in the file")
            return
        }
        #expect(problem == XMLFileProblem("no such file"))
    }

    @Test func aSwiftFileGivesAUIKitCellOrASwiftUIView() throws {
        #if UNFOLD_SWIFT_SOURCE
            let code = try importer(for: "swift/MagicCell.swift")
            #expect(code is SwiftCellImporter)
            guard case .success(.autoLayout(let cell)) = code.importCell("swift/MagicCell.swift", pick: nil) else {
                Issue.record("MagicCell.swift gives no UIKit cell")
                return
            }
            #expect(cell.cell.id == "MagicCell")
            #expect(cell.tables == [])
            guard case .success(.swiftUI(let view)) = code.importCell("swift/FAQList.swift", pick: "FAQRow") else {
                Issue.record("FAQList.swift gives no SwiftUI view FAQRow")
                return
            }
            #expect(view.name == "FAQRow")
        #endif
    }

    @Test func aKindWithNoReaderIsAProblemAtThePath() {
        guard case .failure(.path(let message)) = CellImporters().importer(for: "Cell.swift") else {
            Issue.record("expected a problem at the path")
            return
        }
        #expect(
            message.hasPrefix("Cell.swift: Swift files are not read here: this build of Unfold has no Swift parser"))
    }
}
