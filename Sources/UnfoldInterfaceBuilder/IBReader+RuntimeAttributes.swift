import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// A view's `userDefinedRuntimeAttributes` that Core Animation draws: its layer's corners, border and shadow, and
/// whether it clips its subviews. Each value is range-checked where it is read; any other key is a warning.
extension IBReader {
    /// The most a corner radius, a border or a shadow's blur or offset may measure, in points.
    static let maxLayerLength = 10_000.0

    mutating func readRuntimeAttributes(_ e: XMLTree, into v: inout IBView) {
        for attribute in e.list("userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
            let key = attribute["keyPath"] ?? ""
            let value = attribute.keyed("value")
            switch key {
            case "layer.cornerRadius":
                v.cornerRadius = layerNumber(value, 0...Self.maxLayerLength) ?? v.cornerRadius
            case "layer.borderWidth":
                v.layer.borderWidth = layerNumber(value, 0...Self.maxLayerLength) ?? v.layer.borderWidth
            case "layer.borderColor":
                v.layer.borderColor = color(value) ?? v.layer.borderColor
            case "layer.shadowColor":
                v.layer.shadowColor = color(value) ?? v.layer.shadowColor
            case "layer.shadowOpacity":
                v.layer.shadowOpacity = layerNumber(value, 0...1) ?? v.layer.shadowOpacity
            case "layer.shadowRadius":
                v.layer.shadowRadius = layerNumber(value, 0...Self.maxLayerLength) ?? v.layer.shadowRadius
            case "layer.shadowOffset":
                let range = -Self.maxLayerLength...Self.maxLayerLength
                if let value, value.name == "size" {
                    v.layer.shadowOffset = Size(
                        width: bounded(value, "width", range) ?? 0, height: bounded(value, "height", range) ?? 0)
                }
            case "layer.masksToBounds", "clipsToBounds":
                v.clips = attribute["value"] == "YES"
            default:
                findings.append(
                    ImportFinding(
                        message: "runtime attribute '\(key)' is not drawn by Unfold: it is ignored",
                        line: attribute.line, column: attribute.column, warning: true))
            }
        }
    }

    /// A runtime attribute's number (`<integer>`, `<real>`, or `<number>` holding one), clamped into `range`.
    mutating func layerNumber(_ value: XMLTree?, _ range: ClosedRange<Double>) -> Double? {
        guard var value else { return nil }
        if value.name == "number", let inner = value.children.first { value = inner }
        return bounded(value, "value", range)
    }
}
