import UnfoldModel
import UnfoldAnimation
import UnfoldAccessibility

/// One accessibility element as `golden.json` keeps it under `test --accessibility`: what VoiceOver reads,
/// where, and which template element it comes from, so that a later run can pair it with its element.
package struct AccessibilityRecord: Codable, Sendable, Equatable {
    package struct Frame: Codable, Sendable, Equatable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
    }

    package var order: Int
    package var label: String?
    package var value: String?
    package var hint: String?
    /// Trait names as the scene writes them (`button`, `static-text`…).
    package var traits: [String]
    package var row: String?
    /// The template element it is (nil: the row itself, or a section header).
    package var element: Int?
    package var frame: Frame

    package init(_ e: AccessibilityElement) {
        order = e.order
        label = e.label
        value = e.value
        hint = e.hint
        traits = e.traits.map(\.rawValue)
        row = e.row
        element = e.element
        frame = Frame(
            x: FrameRecord.round(e.frame.x), y: FrameRecord.round(e.frame.y),
            width: FrameRecord.round(e.frame.width), height: FrameRecord.round(e.frame.height))
    }

    /// Each kept frame's elements.
    package static func frames(_ timeline: Timeline, kept: [Int]) -> [[AccessibilityRecord]] {
        let reader = AccessibilityReader(scene: timeline.scene)
        return kept.map { f in reader.elements(timeline.state(frame: f)).map(AccessibilityRecord.init) }
    }
}

extension AccessibilityRecord {
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        order = try c.decodeWhole(.order)
        label = try c.decodeIfPresent(String.self, forKey: .label)
        value = try c.decodeIfPresent(String.self, forKey: .value)
        hint = try c.decodeIfPresent(String.self, forKey: .hint)
        traits = try c.decode([String].self, forKey: .traits)
        row = try c.decodeIfPresent(String.self, forKey: .row)
        element = try c.decodeIfPresent(Double.self, forKey: .element) == nil ? nil : c.decodeWhole(.element)
        frame = try c.decode(Frame.self, forKey: .frame)
    }

    /// The most elements one kept frame may hold.
    static let maxPerFrame = 100_000

    /// The first thing in a manifest's elements that no recording could have written, if any.
    static func problem(_ frames: [[AccessibilityRecord]], kept: Int) -> String? {
        if frames.count != kept { return "'accessibility' has \(frames.count) entries for \(kept) kept frames" }
        for (k, elements) in frames.enumerated() {
            if elements.count > maxPerFrame {
                return "'accessibility[\(k)]' holds \(elements.count) elements, more than \(maxPerFrame)"
            }
            for (n, e) in elements.enumerated() {
                let place = "'accessibility[\(k)][\(n)]"
                if e.order != n + 1 { return "\(place).order' is \(e.order), not \(n + 1)" }
                if let bad = e.traits.first(where: { AccessibilityTrait(rawValue: $0) == nil }) {
                    return "\(place).traits' holds '\(String(bad.prefix(32)))', which is not a trait"
                }
                let sides = [e.frame.x, e.frame.y, e.frame.width, e.frame.height]
                if !sides.allSatisfy({ $0.isFinite && abs($0) <= 1e9 }) {
                    return "\(place).frame' holds a number that is not a finite canvas position"
                }
            }
        }
        return nil
    }
}
