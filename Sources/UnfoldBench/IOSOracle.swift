import Foundation
import UnfoldCodecs
import UnfoldCompare

/// `unfold-bench --ios-oracle DIR [--each]`: views as iOS drew them (snapshot tests' reference images, fetched
/// with the app's files and never committed) against the same views drawn by Unfold. Each folder under DIR (or
/// DIR itself) holds `reference.png` and `oracle.json`, which says how the app's test built the view: `input`,
/// the scene or Swift file (relative to the folder) that builds it as the test did, `preview` when a Swift file
/// holds several, `scale` (the reference's pixels a point), `kind` (`swiftui`, `uikit` or `ib`), and where the
/// reference came from (`repository`, `commit`, `image`). Both images are cut into boxes of ink and matched; it
/// prints per pair and in all the boxes, the shares within 1, 2 and 4 pt, heights within 1 pt, the median
/// width ratio and the difference of the lowest ink. Exit 0 when it ran, whatever the numbers.
enum IOSOracle {
    struct Description: Decodable {
        var input: String?
        var preview: String?
        var scale: Double?
        var kind: String?
        var ios: String?
        var look: String?
        var repository: String?
        var commit: String?
        var image: String?
    }

    /// One pair's numbers, and the pairs added together.
    struct Tally {
        var pairs = 0
        var boxes = 0
        var within = [0, 0, 0]
        var heights = 0
        var ratios: [Double] = []
        var bottoms: [Double] = []

        mutating func add(_ m: InkMatch) {
            pairs += 1
            boxes += m.pairs.count
            for (k, points) in [1.0, 2, 4].enumerated() { within[k] += m.within(points) }
            heights += m.heightsWithin(1)
            ratios += m.widthRatios
            if let b = m.bottomDifference { bottoms.append(b) }
        }

        mutating func add(_ other: Tally) {
            pairs += other.pairs
            boxes += other.boxes
            for k in 0..<3 { within[k] += other.within[k] }
            heights += other.heights
            ratios += other.ratios
            bottoms += other.bottoms
        }

        func share(_ n: Int) -> String { boxes == 0 ? "-" : String(format: "%.0f%%", 100 * Double(n) / Double(boxes)) }

        var summary: String {
            let ratio = InkMatch.median(ratios).map { String(format: "%.3f", $0) } ?? "-"
            let bottom = InkMatch.median(bottoms).map { String(format: "%+.1f pt", $0) } ?? "-"
            return "\(boxes) boxes; within 1, 2, 4 pt: \(share(within[0])), \(share(within[1])), \(share(within[2]));"
                + " heights within 1 pt: \(share(heights)); width ratio \(ratio); lowest ink \(bottom)"
        }
    }

    static func run(folder: String, unfold: String, each: Bool) throws {
        let pairs = try pairFolders(folder)
        var total = Tally()
        var byKind: [String: Tally] = [:]
        print("iOS oracle over \(pairs.count) pairs in \(folder):")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-oracle-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for (n, pair) in pairs.enumerated() {
            let name = pair == folder ? "." : String(pair.dropFirst(folder.count + 1))
            do {
                let (description, match) = try measure(
                    pair, unfold: unfold, into: work.appendingPathComponent("\(n).png"))
                var tally = Tally()
                tally.add(match)
                total.add(tally)
                byKind[description.kind ?? "unknown", default: Tally()].add(tally)
                let about = [description.kind, description.ios.map { "iOS " + $0 }, description.look]
                    .compactMap { $0 }.joined(separator: ", ")
                print("  \(name) (\(about)): \(tally.summary)")
                if each { printMisses(match) }
            } catch {
                print("  \(name): not measured: \(error)")
            }
        }
        print("  all \(total.pairs) pairs: \(total.summary)")
        for (kind, tally) in byKind.sorted(by: { $0.key < $1.key }) {
            print("  \(kind), \(tally.pairs) pairs: \(tally.summary)")
        }
    }

    /// The folders under `folder` (or `folder` itself) that hold an `oracle.json`, in name order.
    static func pairFolders(_ folder: String) throws -> [String] {
        if FileManager.default.fileExists(atPath: folder + "/oracle.json") { return [folder] }
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .map { folder + "/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0 + "/oracle.json") }
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static func measure(_ pair: String, unfold: String, into png: URL) throws -> (Description, InkMatch) {
        // The description is input: bounded, and every number range-checked.
        let json = try read(pair + "/oracle.json", limit: 1 << 20)
        let description = try JSONDecoder().decode(Description.self, from: Data(json))
        guard let input = description.input else { throw Problem(description: "oracle.json names no input") }
        guard !input.hasPrefix("/"), !input.split(separator: "/").contains("..") else {
            throw Problem(description: "input '\(input)' is not a file of the pair's folder")
        }
        let scale = description.scale ?? 3
        guard [1.0, 2, 3].contains(scale) else { throw Problem(description: "scale \(scale) is not 1, 2 or 3") }
        var args = ["still", pair + "/" + input, "--at", "0", "-o", png.path, "--scale", String(Int(scale))]
        if let preview = description.preview { args += ["--preview", preview] }
        let run = runProcess(unfold, args)
        guard run.status == 0 else { throw Problem(description: "unfold \(args.joined(separator: " ")) failed") }
        let reference = try PNGCodec.decode(read(pair + "/reference.png", limit: 64 << 20))
        let drawn = try PNGCodec.decode(read(png.path, limit: 256 << 20))
        // Snapshot images are a screen or a view: a larger one is not measured (segmenting is quadratic in boxes).
        for image in [reference, drawn] where image.width * image.height > 16_000_000 {
            throw Problem(description: "an image of \(image.width)×\(image.height) px is more than 16 million pixels")
        }
        let ios = InkBoxes.boxes(reference, scale: scale)
        let mine = InkBoxes.boxes(drawn, scale: scale)
        // UNFOLD_ORACLE_BOXES=1: every box of the reference, to see what the segmentation made of it.
        if ProcessInfo.processInfo.environment["UNFOLD_ORACLE_BOXES"] != nil {
            for b in ios { print(String(format: "    box (%.1f, %.1f %.1f×%.1f)", b.x, b.y, b.width, b.height)) }
        }
        return (description, InkMatch(ios: ios, unfold: mine))
    }

    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        switch RegularFile.read(path, limit: limit, followsLinks: false) {
        case .success(let bytes): return bytes
        case .failure(let problem): throw Problem(description: "\(path) \(problem.words)")
        }
    }

    static func printMisses(_ match: InkMatch) {
        func box(_ b: InkBox) -> String { String(format: "(%.1f, %.1f %.1f×%.1f)", b.x, b.y, b.width, b.height) }
        for pair in match.pairs {
            guard let u = pair.unfold else {
                print("    missing: iOS \(box(pair.ios)) has no box in Unfold's")
                continue
            }
            if let off = pair.offset, off > 2 {
                print("    off \(String(format: "%.1f", off)) pt: iOS \(box(pair.ios)), Unfold \(box(u))")
            }
        }
        for extra in match.extra { print("    extra: Unfold \(box(extra)) has no box in iOS's") }
    }
}
