/// iOS's text styles, with their size and weight at the default content size (Large).
package enum TextStyleName: String, Sendable, CaseIterable {
    case largeTitle = "large-title", title1, title2, title3, headline, body, callout, subheadline, footnote
    case caption1, caption2

    package var size: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }

    package var weight: FontWeight { self == .headline ? .semibold : .regular }
}

extension TextStyleName {
    /// `UICTFontTextStyleBody` → `.body`.
    package static func uiKit(_ name: String) -> TextStyleName? {
        let table: [String: TextStyleName] = [
            "UICTFontTextStyleLargeTitle": .largeTitle, "UICTFontTextStyleTitle0": .largeTitle,
            "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
            "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
            "UICTFontTextStyleCallout": .callout,
            "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
            "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2
        ]
        return table[name]
    }
}
