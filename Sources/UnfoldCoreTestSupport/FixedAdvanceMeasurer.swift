import UnfoldModel

/// A measurer with a fixed advance per character and line height, for tests without fonts.
package struct FixedAdvanceMeasurer: TextMeasuring {
    package var advance: Double
    package var lineHeight: Double
    /// How many copies of itself it gives for measuring in parallel (none by default).
    package var workers: Int
    package init(advance: Double = 10, lineHeight: Double = 20, workers: Int = 0) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.workers = workers
    }

    package func concurrentMeasurers(_ count: Int) -> [any TextMeasuring] {
        Array(repeating: FixedAdvanceMeasurer(advance: advance, lineHeight: lineHeight), count: min(count, workers))
    }

    package func oneLineWidth(of text: String, style: TextStyle) -> Double {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { Double($0.count) * advance }.max() ?? 0
    }

    package func size(of text: String, style: TextStyle, width: Double) -> Size {
        let lines = lines(of: text, style: style, width: width).count
        return Size(width: min(width, oneLineWidth(of: text, style: style)), height: Double(lines) * lineHeight)
    }

    package func lines(of text: String, style: TextStyle, width: Double) -> TextLines {
        let perLine = max(1, Int((width + 1e-9) / advance))
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += max(1, (paragraph.count + perLine - 1) / perLine)
        }
        if style.lines > 0 && lines > style.lines { return TextLines(count: style.lines, truncated: true) }
        return TextLines(count: lines, truncated: false)
    }
}
