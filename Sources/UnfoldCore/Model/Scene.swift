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
