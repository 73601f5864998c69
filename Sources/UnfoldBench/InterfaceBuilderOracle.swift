import Foundation
import Unfold
import UnfoldCore
import UnfoldRender

/// `unfold-bench --ib-oracle DIR`: every table view cell of the `.xib` and `.storyboard` files in DIR (files from
/// elsewhere, read here and never committed) rendered at its file's width with its file's texts, each view's frame
/// compared with the one Xcode stored (`<rect key="frame">`, Auto Layout's answer when the view is not
/// `misplaced`). Prints how many cells load, why the others do not, and the frame differences for views and for
/// texts apart (Inter's metrics are not San Francisco's).
enum InterfaceBuilderOracle {
    /// A view of the file: its stored frame in its superview, and its superview's id.
    struct StoredView {
        var frame: Rect
        var parent: String?
        var kind: String
        var misplaced: Bool
    }

    static let textKinds: Set<String> = ["label", "textView", "textField", "button"]

    /// `atStoredHeight`: each row fixed at the height its cell's frame stores (`height H`), as Xcode's canvas lays
    /// a prototype out at its table's `rowHeight`; else self-sizing.
    static func run(folder: String, atStoredHeight: Bool) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        var cells = 0
        var loaded = 0
        var failures: [String: Int] = [:]
        var viewErrors: [Double] = []
        var textErrors: [Double] = []
        var worst: [(Double, String)] = []
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(file)))
            guard case .success(let tree) = XMLTreeReader.read(bytes) else {
                failures["the XML reader refused the file", default: 0] += 1
                continue
            }
            var stored: [Int: (id: String, view: StoredView)] = [:]
            collect(tree, parent: nil, into: &stored)
            var found: [XMLTree] = []
            tree.walk { if $0.name == "tableViewCell" { found.append($0) } }
            for cell in found {
                guard let id = cell["id"] else { continue }
                cells += 1
                let width = cell.child("rect", key: "frame")?["width"].flatMap(Double.init) ?? 320
                let side = written(width)
                let storedHeight = cell.child("rect", key: "frame")?["height"].flatMap(Double.init)
                let fixed = atStoredHeight ? storedHeight.map { " height \(written($0))" } ?? "" : ""
                let text = "canvas \(side)x2000\ncell c from \"\(file)\" id \(id)\(fixed)\nrows c\n  a\n"
                let compiled: CompiledScene
                do {
                    compiled = try UnfoldScene(text: text, name: "oracle", base: URL(fileURLWithPath: folder))
                        .compiled()
                } catch {
                    let words = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
                    // The message without its place, so that one reason counts once however often it comes.
                    let reason = words.split(separator: ": ").dropFirst().joined(separator: ": ")
                    failures[String(reason.prefix(120)), default: 0] += 1
                    continue
                }
                loaded += 1
                let json = try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON(frames: 0..<1).utf8))
                let frames = (json as? [String: Any])?["frames"] as? [[String: Any]]
                let row = (frames?.first?["rows"] as? [[String: Any]])?.first
                for e in row?["elements"] as? [[String: Any]] ?? [] {
                    let line = (e["source"] as? String)?.split(separator: ":").last.flatMap { Int($0) }
                    guard let line, let (viewID, view) = stored[line], !view.misplaced
                    else { continue }
                    let want = absolute(viewID, stored: stored)
                    let got = ["x", "y", "width", "height"].map { (e[$0] as? Double) ?? 0 }
                    let error = zip([want.x, want.y, want.width, want.height], got).map { abs($0 - $1) }.max() ?? 0
                    if textKinds.contains(view.kind) { textErrors.append(error) } else { viewErrors.append(error) }
                    worst.append((error, "\(file) cell \(id) \(view.kind) \(viewID)"))
                }
            }
        }
        let mode = atStoredHeight ? "each row at its cell's stored height" : "self-sizing rows"
        print("Interface Builder oracle over \(files.count) files in \(folder), \(mode):")
        print("  cells: \(cells), loaded: \(loaded) (\(cells == 0 ? 0 : loaded * 100 / cells) %)")
        for (reason, n) in failures.sorted(by: { $0.value > $1.value }) { print("    \(n) × \(reason)") }
        func describe(_ name: String, _ errors: [Double]) {
            guard !errors.isEmpty else { return print("  \(name): none compared") }
            let within = errors.filter { $0 <= 0.5 }.count
            print(
                String(
                    format: "  %@: %d compared, %d within 0.5 pt (%d %%), median %.2f pt, largest %.2f pt", name,
                    errors.count, within, within * 100 / errors.count, median(errors), errors.max() ?? 0))
        }
        describe("views", viewErrors)
        describe("texts", textErrors)
        for (error, what) in worst.sorted(by: { $0.0 > $1.0 }).prefix(12) where error > 0.5 {
            print(String(format: "    %.1f pt  %@", error, what))
        }
    }

    /// A size as the scene language writes it: whole numbers without a fraction. A file's number too large for an
    /// Int is written as it is, and the scene refuses it, instead of trapping here.
    static func written(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// Every view with a stored frame, by the line its tag starts on.
    static func collect(_ e: XMLTree, parent: String?, into out: inout [Int: (id: String, view: StoredView)]) {
        var own = parent
        if let id = e["id"], let rect = e.child("rect", key: "frame") {
            let frame = Rect(
                x: rect["x"].flatMap(Double.init) ?? 0, y: rect["y"].flatMap(Double.init) ?? 0,
                width: rect["width"].flatMap(Double.init) ?? 0, height: rect["height"].flatMap(Double.init) ?? 0)
            out[e.line] = (
                id, StoredView(frame: frame, parent: parent, kind: e.name, misplaced: e["misplaced"] == "YES")
            )
            own = id
        }
        for child in e.children { collect(child, parent: own, into: &out) }
    }

    /// A view's stored frame in its cell: its origin plus its superviews' up to the cell.
    static func absolute(_ id: String, stored: [Int: (id: String, view: StoredView)]) -> Rect {
        let byID = Dictionary(stored.values.map { ($0.id, $0.view) }, uniquingKeysWith: { a, _ in a })
        guard var view = byID[id] else { return .zero }
        var frame = view.frame
        while let parent = view.parent, let up = byID[parent], up.kind != "tableViewCell" {
            frame.x += up.frame.x
            frame.y += up.frame.y
            view = up
        }
        return frame
    }
}
