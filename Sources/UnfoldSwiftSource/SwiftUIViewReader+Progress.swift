internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

extension SwiftUIViewReader {
    /// `ProgressView(value: 0.4)` or `ProgressView(value: 3, total: 5)`: the scene's `progress`, as full as the
    /// value is of the total. A title, or a value the reader cannot work out, is a warning; with no value at all
    /// it is SwiftUI's spinner, which Unfold does not draw.
    mutating func progressView(_ call: FunctionCallExprSyntax, args: [String: ExprSyntax], line: Int) -> [SwiftUINode] {
        guard let given = args["value"] else {
            warn("an indeterminate ProgressView (a spinner) is not drawn: a placeholder box takes its place", at: call)
            return [placeholder(at: line)]
        }
        if args["_"] != nil { warn("ProgressView's title is not drawn: the bar alone is", at: call) }
        let total = args["total"].map { constants.number($0) } ?? 1
        guard let value = constants.number(given), let total, total > 0, value.isFinite, total.isFinite else {
            warn("ProgressView's value '\(short(given))' is not a number Unfold can read: it shows 0", at: given)
            var empty = SwiftUINode(keyword: "progress", line: line)
            empty.head = [SwiftUINode.number(0)]
            return [empty]
        }
        var bar = SwiftUINode(keyword: "progress", line: line)
        // SwiftUI shows a value above its total as full, and one below 0 as empty.
        bar.head = [SwiftUINode.number(min(1, max(0, value / total)))]
        return [bar]
    }
}
