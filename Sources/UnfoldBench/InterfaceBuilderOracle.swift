import Foundation
import Unfold
import UnfoldCore
import UnfoldRender
import UnfoldModel

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
        /// Xcode marked the frame `misplaced` or `ambiguous`: not Auto Layout's answer.
        var misplaced: Bool
    }

    static let textKinds: Set<String> = ["label", "textView", "textField", "button"]

    /// `atStoredHeight`: each row fixed at the height its cell's frame stores (`height H`), as Xcode's canvas lays
    /// a prototype out at its table's `rowHeight`; else self-sizing. The files are found at any depth; each app
    /// (a folder directly in DIR, or DIR itself) gives its cells every font folder and asset catalog it holds, as
    /// the app's own scene would name them with `fonts` and `assets`.
    static func run(folder: String, atStoredHeight: Bool, each: Bool = false) throws {
        let files = try interfaceBuilderFiles(in: folder)
        var total = Tally()
        var modern = Tally()
        var perFile: [(String, Tally)] = []
        for file in files {
            var tally = Tally()
            try measure(file: file, folder: folder, atStoredHeight: atStoredHeight, each: each, into: &tally)
            perFile.append((file, tally))
            total.add(tally)
            if tally.toolsVersion >= modernTools { modern.add(tally) }
        }
        let mode = atStoredHeight ? "each row at its cell's stored height" : "self-sizing rows"
        print("Interface Builder oracle over \(files.count) files in \(folder), \(mode):")
        total.report(indent: "  ")
        print("  of which saved by Xcode 9.3 or later (toolsVersion \(modernTools) and up):")
        modern.report(indent: "    ")
        print("  per file (views within 1 pt / compared, texts within 3 pt and 6 pt / compared):")
        for (file, tally) in perFile where tally.cells > 0 {
            print("    \(file): \(tally.summary)")
        }
        for (error, what) in total.worst.sorted(by: { $0.0 > $1.0 }).prefix(20) where error > 1 {
            print(String(format: "    %.1f pt  %@", error, what))
        }
    }

    /// Xcode 9.3's tools version. Earlier versions lay a xib's cell out with UIView's default 8-pt margins on
    /// every side, where iOS 11 and the contract give a cell's content view 11 and 16 (20) pt, so their stored
    /// frames are off by those differences wherever a constraint is relative to a margin.
    static let modernTools = 13529

    /// What one file's (or all files') cells gave.
    struct Tally {
        var toolsVersion = 0
        /// Cells whose stored frames break their own required constraints: left out of the comparison.
        var staleCells = 0
        var cells = 0
        var loaded = 0
        var failures: [String: Int] = [:]
        /// The largest difference of each compared non-text view's four edges, in points.
        var viewErrors: [Double] = []
        /// Each compared text's largest position and size differences, in points.
        var textErrors: [(position: Double, size: Double)] = []
        var worst: [(Double, String)] = []

        var viewsWithin: Int { viewErrors.filter { $0 <= 1 }.count }
        var textsWithin: Int { textErrors.filter { $0.position <= 3 && $0.size <= 6 }.count }
        var summary: String {
            "cells \(loaded)/\(cells)\(staleCells > 0 ? " (\(staleCells) stale)" : ""), views \(viewsWithin)/\(viewErrors.count), texts \(textsWithin)/\(textErrors.count)"
                + (failures.isEmpty ? "" : " (" + failures.keys.sorted().joined(separator: "; ") + ")")
        }

        mutating func add(_ other: Tally) {
            cells += other.cells
            loaded += other.loaded
            staleCells += other.staleCells
            failures.merge(other.failures, uniquingKeysWith: +)
            viewErrors += other.viewErrors
            textErrors += other.textErrors
            worst += other.worst
        }

        func report(indent: String) {
            print("\(indent)cells: \(cells), loaded: \(loaded) (\(cells == 0 ? 0 : loaded * 100 / cells) %)")
            for (reason, n) in failures.sorted(by: { $0.value > $1.value }) { print("\(indent)  \(n) × \(reason)") }
            print("\(indent)stale: \(staleCells) loaded cells whose stored frames break their own required constraints")
            if viewErrors.isEmpty {
                print("\(indent)views: none compared")
            } else {
                print(
                    String(
                        format: "%@views: %d compared, %d within 1 pt (%.1f %%), median %.2f pt, largest %.2f pt",
                        indent, viewErrors.count, viewsWithin, Double(viewsWithin * 100) / Double(viewErrors.count),
                        median(viewErrors), viewErrors.max() ?? 0))
            }
            if textErrors.isEmpty {
                print("\(indent)texts: none compared")
            } else {
                print(
                    String(
                        format: "%@texts: %d compared, %d within 3 pt on position and 6 pt on size (%.1f %%)",
                        indent, textErrors.count, textsWithin,
                        Double(textsWithin * 100) / Double(textErrors.count)))
            }
        }
    }

    /// The `.xib` and `.storyboard` files under `folder`, as paths relative to it, sorted.
    static func interfaceBuilderFiles(in folder: String) throws -> [String] {
        let all = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }

    /// The app a file belongs to: the first folder of its path, or none when it lies directly in DIR.
    static func app(of file: String) -> String {
        let parts = file.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : ""
    }

    /// The header lines naming every font folder and asset catalog of the file's app, relative to DIR.
    static func resourceLines(app: String, folder: String) -> String {
        let root = app.isEmpty ? folder : folder + "/" + app
        let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        let prefix = app.isEmpty ? "" : app + "/"
        let fontFolders = Set(
            all.filter { [".ttf", ".otf", ".ttc"].contains(where: $0.lowercased().hasSuffix) }
                .map { ($0 as NSString).deletingLastPathComponent })
        let catalogs = all.filter { $0.hasSuffix(".xcassets") }
        let fonts = fontFolders.sorted().map { "fonts \"\(prefix)\($0)\"\n" }
        return (fonts + catalogs.sorted().map { "assets \"\(prefix)\($0)\"\n" }).joined()
    }

    static func measure(
        file: String, folder: String, atStoredHeight: Bool, each: Bool, into tally: inout Tally
    ) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(file)))
        guard case .success(let tree) = XMLTreeReader.read(bytes) else {
            tally.failures["the XML reader refused the file", default: 0] += 1
            return
        }
        // Xcode writes build numbers with parts (`16097.2`, `32700.99.1234`): the first part is the version.
        tally.toolsVersion = tree["toolsVersion"].flatMap { Int($0.prefix { $0 != "." }) } ?? 0
        var stored: [Int: (id: String, view: StoredView)] = [:]
        collect(tree, parent: nil, into: &stored)
        var found: [XMLTree] = []
        tree.walk { if $0.name == "tableViewCell" { found.append($0) } }
        // A storyboard's cell is laid out in its table: an inset-grouped table's cell frame is already inset, so
        // the canvas is the table's width, not the cell's.
        var tableWidths: [String: Double] = [:]
        tree.walk { table in
            guard table.name == "tableView",
                let width = table.child("rect", key: "frame")?["width"].flatMap(Double.init)
            else { return }
            table.walk { if $0.name == "tableViewCell", let id = $0["id"] { tableWidths[id] = width } }
        }
        let resources = found.isEmpty ? "" : resourceLines(app: app(of: file), folder: folder)
        for cell in found {
            guard let id = cell["id"] else { continue }
            tally.cells += 1
            let width = tableWidths[id] ?? cell.child("rect", key: "frame")?["width"].flatMap(Double.init) ?? 320
            let side = written(width)
            let storedHeight = cell.child("rect", key: "frame")?["height"].flatMap(Double.init)
            let fixed = atStoredHeight ? storedHeight.map { " height \(written($0))" } ?? "" : ""
            let text = "canvas \(side)x2000\n\(resources)cell c from \"\(file)\" id \(id)\(fixed)\nrows c\n  a\n"
            let compiled: CompiledScene
            do {
                compiled = try UnfoldScene(text: text, name: "oracle", base: URL(fileURLWithPath: folder)).compiled()
            } catch {
                let words = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
                // The message without its places, so that one reason counts once however often it comes.
                let reason = words.split(separator: ": ").dropFirst().filter { !$0.contains(":") || $0.contains(" ") }
                    .joined(separator: ": ")
                tally.failures[String(reason.prefix(120)), default: 0] += 1
                continue
            }
            tally.loaded += 1
            let storedByID = Dictionary(stored.values.map { ($0.id, $0.view) }, uniquingKeysWith: { a, _ in a })
            let cellSize = cell.child("rect", key: "frame").map {
                Rect(
                    x: 0, y: 0, width: $0["width"].flatMap(Double.init) ?? 0,
                    height: $0["height"].flatMap(Double.init) ?? 0)
            }
            let contradiction = StoredFrameCheck.contradiction(in: cell) { viewID in
                viewID == id ? cellSize : storedByID[viewID].map { _ in absolute(viewID, stored: stored) }
            }
            if let contradiction {
                // Stale frames: Xcode's are no layout's answer, so they judge nothing.
                tally.staleCells += 1
                if each { print("      \(tally.toolsVersion) \(file) cell \(id): stale, \(contradiction)") }
                continue
            }
            let json = try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON(frames: 0..<1).utf8))
            let frames = (json as? [String: Any])?["frames"] as? [[String: Any]]
            let row = (frames?.first?["rows"] as? [[String: Any]])?.first
            for e in row?["elements"] as? [[String: Any]] ?? [] {
                let line = (e["source"] as? String)?.split(separator: ":").last.flatMap { Int($0) }
                guard let line, let (viewID, view) = stored[line], !stale(viewID, stored: stored) else { continue }
                let want = absolute(viewID, stored: stored)
                let got = ["x", "y", "width", "height"].map { (e[$0] as? Double) ?? 0 }
                let d = zip([want.x, want.y, want.width, want.height], got).map { abs($0 - $1) }
                let error = d.max() ?? 0
                if textKinds.contains(view.kind) {
                    tally.textErrors.append((max(d[0], d[1]), max(d[2], d[3])))
                } else {
                    tally.viewErrors.append(error)
                }
                tally.worst.append((error, "\(file) cell \(id) \(view.kind) \(viewID)"))
                if each, error > 1 {
                    print(
                        "      \(tally.toolsVersion) \(file):\(line) \(view.kind) \(viewID) stored \(want.x),\(want.y) \(want.width)x\(want.height)"
                            + " drawn \(got[0]),\(got[1]) \(got[2])x\(got[3])")
                }
            }
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
                id,
                StoredView(
                    frame: frame, parent: parent, kind: e.name,
                    misplaced: e["misplaced"] == "YES" || e["ambiguous"] == "YES")
            )
            own = id
        }
        for child in e.children { collect(child, parent: own, into: &out) }
    }

    /// Whether Xcode's stored frame of the view, or of a superview inside its cell, is not Auto Layout's answer:
    /// marked `misplaced` (stale) or `ambiguous` (the constraints decide no single frame).
    static func stale(_ id: String, stored: [Int: (id: String, view: StoredView)]) -> Bool {
        let byID = Dictionary(stored.values.map { ($0.id, $0.view) }, uniquingKeysWith: { a, _ in a })
        var current = byID[id]
        while let view = current, view.kind != "tableViewCell" {
            if view.misplaced { return true }
            current = view.parent.flatMap { byID[$0] }
        }
        return false
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
