import UnfoldSyntax

/// Duration and curve of an update.
package struct AnimationSpec: Sendable, Equatable {
    package var duration: Micros
    package var curve: TimingCurve
    package init(duration: Micros, curve: TimingCurve) {
        self.duration = duration
        self.curve = curve
    }
    package static let standard = AnimationSpec(duration: Micros(300_000), curve: .easeInOut)
}

package struct Settings: Sendable, Equatable {
    package var width: Double = 390
    package var height: Double = 844
    package var scale: Int = 2
    package var fps: Int = 60
    package var appearance: Appearance = .light
    package var table: TableStyle = .plain
    /// `look`: the system design drawn (iOS 26's unless the scene says `look ios18`).
    package var look: Look = .ios26
    /// nil means `separator none`.
    package var separatorInset: Double? = 16
    /// The separators' colour: UIKit's `separator` unless a storyboard table sets `separatorColor`.
    package var separatorColor: Color = .system("separator")
    /// `font "Family"`: the scene's own text. The bars keep `systemFamily`.
    package var fontFamily: String = Settings.systemFamily
    /// The system face's stand-in (SF Pro's): the status bar and the navigation bar draw in it whatever the scene's
    /// `font` is, as iOS draws its bars in the system font.
    package static let systemFamily = "Inter"
    package var fontLocation: SourceLocation? = nil
    package var animation: AnimationSpec = .standard
    package var select: SelectMode = .toggle
    package var highlight: HighlightMode = .flash
    package var update: UpdateMethod = .batch
    package var scrollOnExpand: ScrollOnExpand = .none
    package var estimatedRowHeight: EstimatedRowHeight = .automatic
    package var end: Micros? = nil
    /// `font-file "path"` lines: fonts for this scene only, relative to the scene file.
    package var fontFiles: [FontFile] = []
    /// `fonts "DIR"` lines: every `.ttf`, `.otf` and `.ttc` in each folder, relative to the scene file.
    package var fontFolders: [FontFile] = []
    /// Dynamic Type.
    package var contentSize: ContentSizeCategory = .l
    package var direction: LayoutDirection = .ltr
    /// The pitfall `height-cache off`: every update sends the rows outside the measured range back to their
    /// estimates, without correcting the offset, as an estimated-height table without a height cache does.
    package var heightCache = true
    /// The pitfall `expansion-state cell`: expansion kept in reusable cells, not by row id.
    package var expansionState: ExpansionState = .model
    /// `scroll-indicator none` hides the indicator UIScrollView shows while scrolling.
    package var scrollIndicator = true
    /// `locale CODE`: the language shown (nil: the first catalog's source language, else English).
    package var locale: String? = nil
    /// Whether `direction` is written (in the header or the variant): then the locale does not choose it.
    package var directionWritten = false
    /// `device NAME`, when given: a String Catalog's device variation follows it.
    package var device: Device? = nil
    /// `indentation-width N`: how far an outline row's content moves in per level (UITableViewCell's 10 pt).
    package var indentationWidth: Double = 10
    /// `strings "PATH"` lines, in order.
    package var stringsFiles: [FontFile] = []
    /// `assets` lines: asset catalogs, relative to the scene.
    package var assetCatalogs: [FontFile] = []
    /// `contrast high`: Increase Contrast, which picks colour sets' and system colours' high-contrast values.
    package var highContrast = false
    /// `bold-text`: Bold Text, every font two weights heavier.
    package var boldText = false
    /// The status bar, navigation bar, content inset and what surrounds the table.
    package var screen = ScreenSettings()

    /// The text language given to line breaking and shaping: the locale, or a pseudolanguage's source language.
    package var textLanguage = "en"

    /// A weight, two steps heavier with Bold Text: a text's (`Typesetting.drawnWeight`) or one the table itself uses
    /// (a header's).
    package func fontWeight(_ weight: FontWeight) -> FontWeight { boldText ? weight.bolder : weight }

    package init() {}
}

/// Settings a command line overrides for one compilation; the scene itself keeps what it says.
package struct CompileOverrides: Sendable, Equatable {
    package var fps: Int?
    package var scale: Int?
    /// `--device-frame`: the device's frame drawn whatever the scene says.
    package var deviceFrame: Bool
    package init(fps: Int? = nil, scale: Int? = nil, deviceFrame: Bool = false) {
        self.fps = fps
        self.scale = scale
        self.deviceFrame = deviceFrame
    }
}

/// A font file a scene adds, with where it is named.
package struct FontFile: Sendable, Equatable {
    package var path: String
    package var location: SourceLocation

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        path: String, location: SourceLocation
    ) {
        self.path = path
        self.location = location
    }
}
