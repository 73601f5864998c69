import UnfoldModel
import UnfoldSyntax

/// The audit's rules, named after XCUIApplication's `performAccessibilityAudit` types where one applies.
package enum AuditRule: String, Sendable, CaseIterable, Codable {
    case textTruncated = "text-truncated"
    case textClipped = "text-clipped"
    case overlap
    case hitRegion = "hit-region"
    case contrast
    case noLabel = "no-label"
    case untranslated
    case missingGlyph = "missing-glyph"
    case duplicateLabel = "duplicate-label"
    case order
}

/// One thing the audit found, at the first rest frame that shows it.
package struct Finding: Sendable, Equatable {
    package var rule: AuditRule
    /// `error` or `warning`.
    package var severity: Diagnostic.Severity
    package var variant: String
    package var frame: Int
    /// Seconds.
    package var time: Double
    package var row: String?
    package var element: String?
    /// The element's line in its template (or the value's, for `untranslated` and `missing-glyph`).
    package var location: SourceLocation
    /// The row's line, noted under the finding.
    package var rowLocation: SourceLocation?
    package var message: String
    /// In canvas points.
    package var rect: Rect?
    /// For a view of an Interface Builder cell, its place in that file: `Cell.xib:34:17`.
    package var file: String? = nil

    /// What a baseline remembers a finding by: it is "the same finding" while rule, row, element and variant are.
    /// A view of an Interface Builder cell is remembered by its place in the file, so the rows that show it give
    /// one finding.
    package var key: String {
        if let file { return "\(rule.rawValue) \(file) \(variant)" }
        return "\(rule.rawValue) \(row ?? "-") \(element ?? "-") \(variant)"
    }

    /// `text-truncated row q3 answer in variant de`.
    package var words: String {
        var parts = [rule.rawValue]
        if let row { parts.append("row \(row)") }
        if let element { parts.append(element) }
        if let file { parts.append("at \(file)") }
        return parts.joined(separator: " ") + " in variant \(variant)"
    }

    /// As every problem with a scene is printed: `PATH:LINE:COL: SEVERITY: RULE: MESSAGE`, a note at the row.
    package var diagnostic: Diagnostic {
        let notes = rowLocation.map { [Diagnostic.note("row \(row ?? "") is written here", at: $0)] } ?? []
        let place = file.map { "\($0): " } ?? ""
        return Diagnostic("\(place)\(rule.rawValue): \(message)", at: location, severity: severity, notes: notes)
    }
}
