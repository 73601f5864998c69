/// Duration and curve of an update.
public struct AnimationSpec: Sendable, Equatable {
    public var duration: Micros
    public var curve: TimingCurve
    public init(duration: Micros, curve: TimingCurve) {
        self.duration = duration
        self.curve = curve
    }
    public static let standard = AnimationSpec(duration: 300_000, curve: .easeInOut)
}

public struct Settings: Sendable, Equatable {
    public var width: Double = 390
    public var height: Double = 844
    public var scale: Int = 2
    public var fps: Int = 60
    public var appearance: Appearance = .light
    public var table: TableStyle = .plain
    /// nil means `separator none`.
    public var separatorInset: Double? = 16
    public var fontFamily: String = "Inter"
    public var fontLocation: SourceLocation? = nil
    public var animation: AnimationSpec = .standard
    public var select: SelectMode = .toggle
    public var highlight: HighlightMode = .flash
    public var update: UpdateMethod = .batch
    public var scrollOnExpand: ScrollOnExpand = .none
    public var estimatedRowHeight: EstimatedRowHeight = .automatic
    public var end: Micros? = nil
    /// `font-file "path"` lines: fonts for this scene only, relative to the scene file.
    public var fontFiles: [FontFile] = []
    /// Dynamic Type.
    public var contentSize: ContentSizeCategory = .l
    public var direction: LayoutDirection = .ltr
    /// The pitfall `height-cache off`: every update sends the rows outside the measured range back to their
    /// estimates, without correcting the offset, as an estimated-height table without a height cache does.
    public var heightCache = true
    /// The pitfall `expansion-state cell`: expansion kept in reusable cells, not by row id.
    public var expansionState: ExpansionState = .model
    /// `scroll-indicator none` hides the indicator UIScrollView shows while scrolling.
    public var scrollIndicator = true
    /// `locale CODE`: the language shown (nil: the first catalog's source language, else English).
    public var locale: String? = nil
    /// Whether `direction` is written (in the header or the variant): then the locale does not choose it.
    public var directionWritten = false
    /// `device NAME`, when given: a String Catalog's device variation follows it.
    public var device: Device? = nil
    /// `indentation-width N`: how far an outline row's content moves in per level (UITableViewCell's 10 pt).
    public var indentationWidth: Double = 10
    /// `strings "PATH"` lines, in order.
    public var stringsFiles: [FontFile] = []

    /// The text language given to line breaking and shaping: the locale, or a pseudolanguage's source language.
    public var textLanguage = "en"

    /// A text's point size: its style's size at the content size, else its own size (17 when none is written)
    /// scaled as `UIFontMetrics.default` scales it: × body size / 17, not rounded.
    public func fontSize(of e: Element) -> Double {
        if let style = e.textStyle { return contentSize.size(of: style) }
        return e.fontSize * contentSize.size(of: .body) / 17
    }

    /// A symbol's point size: `size N` as written (`UIImage.SymbolConfiguration(pointSize:)`), or with
    /// `font STYLE` that style's size at the content size, scaling as text does.
    public func symbolSize(of e: Element) -> Double {
        e.textStyle.map { contentSize.size(of: $0) } ?? e.size
    }
    public init() {}
}

/// Whole microseconds: all scene times are kept this way so sums are exact.
public typealias Micros = Int64

/// Settings a command line overrides for one compilation; the scene itself keeps what it says.
public struct CompileOverrides: Sendable, Equatable {
    public var fps: Int?
    public var scale: Int?
    public init(fps: Int? = nil, scale: Int? = nil) {
        self.fps = fps
        self.scale = scale
    }
}

/// A font file a scene adds, with where it is named.
public struct FontFile: Sendable, Equatable {
    public var path: String
    public var location: SourceLocation
}
