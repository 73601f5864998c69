/// A validated scene: settings, templates, rows and the compiled timeline.
public struct Scene: Sendable {
    public var name: String
    public var settings: Settings
    public var templates: [Template]
    public var rows: RowStore
    public var sections: [Section]
    public var actions: [TimedAction]
    /// The source line of each `image` slot value, for error messages that point at the scene.
    public var imageReferences: [ImageReference]
    /// The scene's variants, in file order (the scene itself is the variant `default`).
    public var variants: [Variant] = []
    /// The variant these settings are for.
    public var variant = "default"
    /// Every `L"KEY"` the scene shows, with whether the variant's locale translates it.
    public var localizedUses: [LocalizedUse] = []

    public init(
        name: String, settings: Settings, templates: [Template], rows: RowStore, sections: [Section],
        actions: [TimedAction], imageReferences: [ImageReference] = []
    ) {
        self.name = name
        self.settings = settings
        self.templates = templates
        self.rows = rows
        self.sections = sections
        self.actions = actions
        self.imageReferences = imageReferences
    }

    /// The template of row `r`.
    public func template(ofRow r: Int) -> Template { templates[rows.template(of: r)] }
}

public struct ImageReference: Sendable, Equatable {
    public var path: String
    public var location: SourceLocation
    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}

/// A section: its optional header title and the index of its first row.
public struct Section: Sendable, Equatable {
    public var title: String?
    public var firstRow: Int
    public var location: SourceLocation?
}

/// One row of the table. State (expanded, selection, growth) is keyed by `id` in `ModelState`, never here.
public struct Row: Sendable, Equatable {
    public var id: String
    public var template: Int
    public var slots: [String: String]
    public var startsExpanded: Bool
    public var section: Int
    public var location: SourceLocation
}

public enum Appearance: String, Sendable, CaseIterable { case light, dark }
public enum TableStyle: String, Sendable, CaseIterable { case plain, grouped, insetGrouped = "inset-grouped" }
public enum SelectMode: String, Sendable, CaseIterable { case toggle, accordion, single, none }
public enum HighlightMode: String, Sendable, CaseIterable { case none, flash, stay }
public enum UpdateMethod: String, Sendable, CaseIterable { case batch, reload, reloadData = "reload-data" }
public enum ScrollOnExpand: String, Sendable, CaseIterable { case none, top, visible }
public enum EstimatedRowHeight: Sendable, Equatable { case automatic, fixed(Double), measureAll }

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

public enum LayoutDirection: String, Sendable, CaseIterable { case ltr, rtl }

/// Dynamic Type's content size categories.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    case xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5

    /// Apple's sizes (Human Interface Guidelines) for each text style, at each category from xs to ax5.
    static let table: [TextStyleName: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    ]

    public func size(of style: TextStyleName) -> Double {
        ContentSizeCategory.table[style]![ContentSizeCategory.allCases.firstIndex(of: self)!]
    }
}

/// `device NAME`: a canvas and a scale.
public enum Device: String, Sendable, CaseIterable {
    case iphoneSE = "iphone-se", iphone15 = "iphone-15", iphone15ProMax = "iphone-15-pro-max", ipad11 = "ipad-11"

    public var canvas: (width: Double, height: Double, scale: Int) {
        switch self {
        case .iphoneSE: return (375, 667, 2)
        case .iphone15: return (393, 852, 3)
        case .iphone15ProMax: return (430, 932, 3)
        case .ipad11: return (834, 1194, 2)
        }
    }
}

/// `variant NAME DIRECTIVE VALUE…`: header lines that replace the scene's for one configuration.
public struct Variant: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
    /// Each directive as a header line of its own (same line, columns as written).
    var lines: [SourceLine]
}

public enum ExpansionState: String, Sendable, CaseIterable { case model, cell }
