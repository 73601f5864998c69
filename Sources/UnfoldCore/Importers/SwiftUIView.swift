import UnfoldModel

/// A SwiftUI view read from a Swift file without running it, as the scene language writes a template: one
/// element per line, indented two spaces a level, each with the Swift line it comes from. The parser reads these
/// lines as it reads a template written in a scene, so SwiftUI's views get Unfold's elements and look.
package struct SwiftUIView: Sendable, Equatable {
    /// The struct's name.
    package var name: String
    /// The template's element lines, root first, in the order the parser builds them (pre-order).
    package var lines: [SwiftUILine]
    /// The update's curve from `withAnimation(…)` or `.animation(…, value:)`, in the scene's words
    /// (`0.35 ease-in-out`, `0.4 spring 0.4 0.8`).
    package var animation: String?
    /// Every `View` struct of the file, for "no such type" errors.
    package var types: [String]
    /// What was skipped or drawn in another way, each at its line and column in the Swift file.
    package var findings: [ImportFinding]

    package init(
        name: String, lines: [SwiftUILine], animation: String?, types: [String], findings: [ImportFinding]
    ) {
        self.name = name
        self.lines = lines
        self.animation = animation
        self.types = types
        self.findings = findings
    }
}

extension SwiftUIView {
    /// The text slots the lines read, in order, once each: `text SLOT`'s, and those `text format "{SLOT} …"` names.
    package static func textSlots(_ lines: [SwiftUILine]) -> [String] {
        var out: [String] = []
        for line in lines {
            let words = line.text.split(separator: " ", maxSplits: 2)
            guard words.first == "text", words.count > 1 else { continue }
            var found: [String] = []
            if words[1] == "format", words.count > 2, words[2].hasPrefix("\"") {
                // The pattern's quoted words, up to the closing quote: slot names hold no quotes or escapes.
                let pattern = words[2].dropFirst().prefix { $0 != "\"" }
                found = TextFormat.slots(in: String(pattern)) ?? []
            } else if !words[1].hasPrefix("\"") {
                found = [String(words[1])]
            }
            for slot in found where !out.contains(slot) { out.append(slot) }
        }
        return out
    }

    /// A type's name as a template's: `FAQRow` → `faqRow`, `ContentView` → `contentView`.
    package static func templateName(forType type: String) -> String {
        let letters = Array(type)
        let upper = letters.prefix { $0.isUppercase }.count
        guard upper > 0 else { return type }
        let lowered = upper > 1 && upper < letters.count ? upper - 1 : upper
        return String(letters[..<lowered]).lowercased() + String(letters[lowered...])
    }
}

/// One element of a SwiftUI view in the scene language (`text question font headline`), its depth in the
/// template and the Swift line that made it.
package struct SwiftUILine: Sendable, Equatable {
    package var depth: Int
    package var text: String
    package var line: Int

    package init(depth: Int, text: String, line: Int) {
        self.depth = depth
        self.text = text
        self.line = line
    }
}

/// A `#Preview` or `PreviewProvider` of a Swift file as a scene: a `List` gives the table, its sections, rows and
/// cells; any other view is one row of a plain table. `text` is scene text without a timeline, so a scene file
/// can take it with the `swiftui "FILE.swift" preview "NAME"` header and add one.
package struct SwiftUIPreview: Sendable, Equatable {
    /// Its title (`#Preview("FAQ")`), else `Preview-N` by its place in the file, or the provider's type name.
    package var name: String
    package var line: Int
    package var text: String
    /// What was skipped or drawn in another way, each at its line and column in the Swift file.
    package var findings: [ImportFinding]

    package init(name: String, line: Int, text: String, findings: [ImportFinding]) {
        self.name = name
        self.line = line
        self.text = text
        self.findings = findings
    }
}
