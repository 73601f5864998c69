import UnfoldModel

/// iOS-like metrics of the table styles, in points.
package struct TableMetrics: Sendable, Equatable {
    /// Height of a titled section header.
    package var headerHeight: Double
    /// Space above each section (grouped styles), including above the first.
    package var sectionGap: Double
    /// Space below the last section.
    package var bottomPadding: Double
    /// Left and right margins of the rows (inset-grouped).
    package var sideMargin: Double
    /// Corner radius of a section's first and last rows (inset-grouped).
    package var cornerRadius: Double
    /// How far short of the card's trailing edge a row's separator ends (inset-grouped).
    package var separatorTrailing = 0.0
    /// A separator's thickness in points, nil for one device pixel, and how much of its colour's opacity it
    /// draws with: iOS 26's is 1 pt of a paler grey, (231, 231, 232) on a white card where one pixel of
    /// UIKit's separator colour gives (198, 198, 200): 0.123 of the colour's opacity where it has 0.29.
    package var separatorThickness: Double? = nil
    package var separatorOpacity = 1.0
    /// Space above an untitled section, when it is not `sectionGap`.
    package var untitledGap: Double? = nil
    /// Space above a titled first section, when it is not `sectionGap`.
    package var firstHeaderGap: Double? = nil
    /// Whether a `section` line without a title keeps a header's place, as version 5's `section ""` (which
    /// previews wrote for a headerless SwiftUI Section) did: `look ios18` draws version 5's pixels.
    package var untitledKeepsHeaderPlace = true
    /// How much less space a section takes above it when a footer ends the section before (the footer's own
    /// space stands for part of it).
    package var footerGapCut = 0.0
    /// A header's title as iOS 26 draws it: 17 pt semibold in sentence case, its baseline 14 pt above the card,
    /// rather than 13 pt in capitals.
    package var sentenceCaseHeaders = false

    /// The style's metrics in the look. iOS 26's inset-grouped card is 16 pt from the screen's sides with a
    /// corner radius of about 26 pt (25.2 to 27 fitted to the corner's curve), and a separator stops 16 pt short
    /// of the card's edge; iOS 18's is 20 pt in with a 10-pt radius and separators to the edge (SpeziViews'
    /// list row and home-assistant's privacy list on both versions; docs/ios-metrics.md).
    package static func of(_ style: TableStyle, look: Look) -> TableMetrics {
        var metrics = of(style)
        if look == .ios26, style == .insetGrouped {
            metrics.sideMargin = 16
            metrics.cornerRadius = 26
            metrics.separatorTrailing = 16
            metrics.separatorThickness = 1
            metrics.separatorOpacity = 0.123 / 0.29
            // The first card is 35 pt below the list's top without a header and 39.3 with one, whose title's
            // baseline is 14 pt above the card (SpeziViews' list row and inline picker on iOS 26); untitled
            // cards are 35 pt apart, titled ones 56.7 (home-assistant's gestures list), and a footer's last
            // baseline is 26.7 pt above the next card (its privacy list): with Inter's 13-pt footer line and its
            // 7-pt paddings, 16.3 pt of the 35 are left after a footer.
            metrics.untitledKeepsHeaderPlace = false
            metrics.untitledGap = 35
            metrics.sectionGap = 56.7 - 31.3
            metrics.firstHeaderGap = 8
            metrics.headerHeight = 31.3
            metrics.footerGapCut = 18.7
            metrics.sentenceCaseHeaders = true
        }
        return metrics
    }

    /// The style's metrics in version 5's look, iOS 18's.
    package static func of(_ style: TableStyle) -> TableMetrics {
        switch style {
        case .plain:
            return TableMetrics(headerHeight: 28, sectionGap: 0, bottomPadding: 0, sideMargin: 0, cornerRadius: 0)
        case .grouped:
            return TableMetrics(headerHeight: 38, sectionGap: 18, bottomPadding: 20, sideMargin: 0, cornerRadius: 0)
        case .insetGrouped:
            return TableMetrics(headerHeight: 38, sectionGap: 18, bottomPadding: 20, sideMargin: 20, cornerRadius: 10)
        }
    }

    /// Space a section takes above its first row: the previous section's footer, the gap, and its header.
    package func lead(of section: Section) -> Double {
        let titled = section.title != nil || (untitledKeepsHeaderPlace && section.isWritten)
        let titledGap = section.firstRow == 0 ? firstHeaderGap ?? sectionGap : sectionGap
        let gap = titled ? titledGap : untitledGap ?? sectionGap
        let afterFooter = section.footerAbove > 0 ? max(0, gap - footerGapCut) : gap
        return section.footerAbove + afterFooter + (titled ? headerHeight : 0)
    }

    /// A footer's words: the footnote size, in the secondary label colour, this far below the section's last row
    /// and above what follows.
    package static let footerPadding = 7.0
    package static let footerSize = 13.0
}
