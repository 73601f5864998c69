import Foundation
import Unfold

/// Issue 37's targets, side by side in each round: a 30-view cell read from a xib and solved (under 5 ms), and a
/// 10,000-row scene of that cell against the same cell written as a template (at most 2×).
enum InterfaceBuilderBench {
    static let views = 30

    /// A xib of one cell whose content view holds `views` labels in a column, each pinned to the margins and to
    /// the one above (the bench writes it; nothing is read from elsewhere).
    static func xib() -> String {
        var subviews = ""
        var constraints = ""
        for k in 0..<views {
            subviews += """
                <label opaque="NO" text="Label \(k)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(k)">
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                </label>

                """
            let above =
                k == 0
                ? #"secondItem="cv" secondAttribute="topMargin""# : #"secondItem="l\#(k - 1)" secondAttribute="bottom""#
            constraints += """
                <constraint firstItem="l\(k)" firstAttribute="leading" secondItem="cv"
                    secondAttribute="leadingMargin" id="a\(k)"/>
                <constraint firstAttribute="trailingMargin" secondItem="l\(k)" secondAttribute="trailing" id="b\(k)"/>
                <constraint firstItem="l\(k)" firstAttribute="top" \(above) id="c\(k)"/>

                """
        }
        constraints +=
            #"<constraint firstAttribute="bottomMargin" secondItem="l\#(views - 1)""#
            + #" secondAttribute="bottom" id="end"/>"#
        let outlets = (0..<views).map { #"<outlet property="label\#($0)" destination="l\#($0)" id="o\#($0)"/>"# }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505"
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                            <subviews>
            \(subviews)
                            </subviews>
                            <constraints>
            \(constraints)
                            </constraints>
                        </tableViewCellContentView>
                        <connections>
            \(outlets.joined(separator: "\n"))
                        </connections>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    /// The same cell in the scene language: a vstack inside the content view's margins (11 16 at 390 pt).
    static let template =
        "cell c\n  vstack padding 11 16 11 16\n"
        + (0..<views).map { "    text label\($0) font 15" }.joined(separator: "\n")

    static func scene(cell: String, rows: Int) -> String {
        "canvas 390x844\nfps 60\n\(cell)\nrows c\n" + (0..<rows).map { "  r\($0)" }.joined(separator: "\n") + "\n"
    }

    static func run(rounds: Int) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-ib-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(xib().utf8).write(to: dir.appendingPathComponent("Cell30.xib"))
        let fromFile = "cell c from \"Cell30.xib\""
        var singles: [Double] = []
        var plainSingles: [Double] = []
        var imported: [Double] = []
        var written: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<rounds {
            // One cell: the file read, its constraints solved for one row; then the same row as a template, which
            // costs what compiling costs without the file.
            for (cell, into) in [(fromFile, 0), (template, 1)] {
                let time = try medianTime {
                    _ = try UnfoldScene(text: scene(cell: cell, rows: 1), name: "one", base: dir).compiled()
                }
                if into == 0 { singles.append(time) } else { plainSingles.append(time) }
            }
            let a = now()
            _ = try UnfoldScene(text: scene(cell: fromFile, rows: 10_000), name: "ib", base: dir).compiled()
            let b = now()
            _ = try UnfoldScene(text: scene(cell: template, rows: 10_000), name: "tpl", base: dir).compiled()
            let c = now()
            imported.append(b - a)
            written.append(c - b)
            ratios.append((b - a) / (c - b))
        }
        print("")
        print(
            "Interface Builder cells (\(views) labels pinned to the margins and to each other; medians of \(rounds) "
                + "rounds):"
        )
        let extra = zip(singles, plainSingles).map { $0 - $1 }
        print(
            String(
                format: "  one row compiled: from the xib %.2f ms, as a template %.2f ms; reading and solving the cell"
                    + " takes the difference, %.2f ms (target < 5 ms)", median(singles) * 1000,
                median(plainSingles) * 1000, median(extra) * 1000))
        print(
            String(
                format: "  10,000 rows: from the xib %.2f s, as a template %.2f s: %.2f× (target ≤ 2×)",
                median(imported), median(written), median(ratios)))
    }

    /// The median of nine timed runs of `body`.
    static func medianTime(_ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<9 {
            let start = now()
            try body()
            times.append(now() - start)
        }
        return median(times)
    }
}
