import UnfoldModel

/// An iOS Interface Builder document (a `.xib` or a `.storyboard`) as far as Unfold reads it: its table view
/// cells, each with its content view's tree of views and their constraints.
package struct IBDocument: Sendable, Equatable {
    package var isStoryboard: Bool
    package var cells: [IBCell]
    /// A static table's style (`plain`, `grouped`, `insetGrouped`), when the file holds one.
    package var tableStyle: String?
    /// A static table's sections: their header titles and the cells in them (indices into `cells`).
    package var sections: [IBSection]
    /// The table views the cells sit in, in file order.
    package var tables: [IBTable] = []

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        isStoryboard: Bool, cells: [IBCell], tableStyle: String? = nil, sections: [IBSection], tables: [IBTable] = []
    ) {
        self.isStoryboard = isStoryboard
        self.cells = cells
        self.tableStyle = tableStyle
        self.sections = sections
        self.tables = tables
    }
}

/// A storyboard's table view, as far as a scene's header can say the same things.
package struct IBTable: Sendable, Equatable {
    package var style: String?
    /// `rowHeight`; -1 (automatic) is nil.
    package var rowHeight: Double?
    /// `estimatedRowHeight`; -1 (automatic) is nil.
    package var estimatedRowHeight: Double?
    package var separatorNone = false
    /// The leading inset of `separatorInset`.
    package var separatorInset: Double?
    package var background: IBColor?
    /// `separatorColor`; nil for UIKit's `separator`.
    package var separatorColor: IBColor?
    package var showsVerticalScrollIndicator = true
    /// Where each colour is written (line, column), for what is said about it.
    package var backgroundPlace = (line: 0, column: 0)
    package var separatorColorPlace = (line: 0, column: 0)

    package static func == (a: IBTable, b: IBTable) -> Bool {
        a.style == b.style && a.rowHeight == b.rowHeight && a.estimatedRowHeight == b.estimatedRowHeight
            && a.separatorNone == b.separatorNone && a.separatorInset == b.separatorInset
            && a.background == b.background && a.separatorColor == b.separatorColor
            && a.showsVerticalScrollIndicator == b.showsVerticalScrollIndicator
    }

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        style: String? = nil, rowHeight: Double? = nil, estimatedRowHeight: Double? = nil, separatorNone: Bool = false,
        separatorInset: Double? = nil, background: IBColor? = nil, separatorColor: IBColor? = nil,
        showsVerticalScrollIndicator: Bool = true, backgroundPlace: (line: Int, column: Int) = (line: 0, column: 0),
        separatorColorPlace: (line: Int, column: Int) = (line: 0, column: 0)
    ) {
        self.style = style
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.separatorNone = separatorNone
        self.separatorInset = separatorInset
        self.background = background
        self.separatorColor = separatorColor
        self.showsVerticalScrollIndicator = showsVerticalScrollIndicator
        self.backgroundPlace = backgroundPlace
        self.separatorColorPlace = separatorColorPlace
    }
}

package struct IBSection: Sendable, Equatable {
    package var headerTitle: String?
    package var footerTitle: String?
    package var cells: [Int]

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        headerTitle: String? = nil, footerTitle: String? = nil, cells: [Int]
    ) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
    }
}

/// UITableViewCell's built-in styles.
package enum IBCellStyle: String, Sendable, Equatable {
    case custom, basic, subtitle, value1, value2
}

package struct IBCell: Sendable, Equatable {
    /// Interface Builder's object id (`8u1-he-Uhe`).
    package var id: String
    package var reuseIdentifier: String?
    package var style: IBCellStyle
    package var accessory: Accessory
    package var selectionNone: Bool
    package var background: IBColor?
    package var rowHeight: Double?
    /// The table it is a prototype or static cell of, an index into the document's `tables`.
    package var table: Int? = nil
    /// The content view, whose subviews are the cell's views.
    package var content: IBView
    /// Outlets of the cell: destination id → property name.
    package var outlets: [String: String]
    package var line: Int
    package var column: Int

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        id: String, reuseIdentifier: String? = nil, style: IBCellStyle, accessory: Accessory, selectionNone: Bool,
        background: IBColor? = nil, rowHeight: Double? = nil, table: Int? = nil, content: IBView,
        outlets: [String: String], line: Int, column: Int
    ) {
        self.id = id
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        self.accessory = accessory
        self.selectionNone = selectionNone
        self.background = background
        self.rowHeight = rowHeight
        self.table = table
        self.content = content
        self.outlets = outlets
        self.line = line
        self.column = column
    }
}

package enum IBRelation: String, Sendable, Equatable {
    case equal, greaterThanOrEqual, lessThanOrEqual
}

/// A colour as an Interface Builder file writes it.
package enum IBColor: Sendable, Equatable {
    /// Converted to sRGB.
    case rgba(RGBA)
    /// A UIKit system colour (`systemBlueColor`, `labelColor`, `darkTextColor`).
    case system(String)
    /// A colour set of the scene's asset catalogs.
    case named(String)
}

/// A font as an Interface Builder file writes it.
package struct IBFont: Sendable, Equatable {
    /// `UICTFontTextStyleBody` and the like.
    package var textStyle: String?
    package var size: Double
    package var weight: FontWeight
    /// A named font's family (`Avenir`), else nil for the system font.
    package var family: String?
    /// A named font's PostScript name (`Avenir-Heavy`), and where its `fontDescription` is.
    package var name: String? = nil
    package var line = 0
    package var column = 0

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        textStyle: String? = nil, size: Double, weight: FontWeight, family: String? = nil, name: String? = nil,
        line: Int = 0, column: Int = 0
    ) {
        self.textStyle = textStyle
        self.size = size
        self.weight = weight
        self.family = family
        self.name = name
        self.line = line
        self.column = column
    }
}

/// An image as a file names it: from the asset catalogs, or an SF Symbol (`catalog="system"`).
package struct IBImage: Sendable, Equatable {
    package var name: String
    package var system: Bool

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        name: String, system: Bool
    ) {
        self.name = name
        self.system = system
    }
}

/// An SF Symbol's `preferredSymbolConfiguration`: a point size or a text style's font, a weight and a scale.
package struct IBSymbolConfiguration: Sendable, Equatable {
    package var pointSize: Double?
    /// `UICTFontTextStyleBody`, when the configuration is a text style's font.
    package var textStyle: String?
    package var weight: FontWeight?
    /// Small is "about 20 % smaller" than medium and large "about 30 % larger" (Apple's `NSImage.SymbolScale`).
    package var scale: Double = 1

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        pointSize: Double? = nil, textStyle: String? = nil, weight: FontWeight? = nil, scale: Double = 1
    ) {
        self.pointSize = pointSize
        self.textStyle = textStyle
        self.weight = weight
        self.scale = scale
    }
}

/// A view that Auto Layout places by its autoresizing mask (it has no `translatesAutoresizingMaskIntoConstraints=
/// "NO"`): its frame as the file stores it, and which of its margins and sizes stretch with its superview.
package struct IBAutoresizing: Sendable, Equatable {
    package var frame: Rect
    /// flexibleLeftMargin, flexibleWidth, flexibleRightMargin.
    package var horizontal: [Bool]
    /// flexibleTopMargin, flexibleHeight, flexibleBottomMargin.
    package var vertical: [Bool]

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        frame: Rect, horizontal: [Bool], vertical: [Bool]
    ) {
        self.frame = frame
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

package struct IBView: Sendable, Equatable {
    package var id: String
    package var kind: UIKitViewKind
    /// Its place in a built-in cell style (`textLabel`, `detailTextLabel`, `imageView`).
    package var key: String?
    /// Its frame in the file (nil when the file stores none, as Xcode 7's files do not).
    package var frame: Rect?
    /// Placed by its autoresizing mask rather than by constraints.
    package var autoresizing: IBAutoresizing?
    package var userLabel: String?
    /// The row value that fills its text, when it is not the view's name (a Swift cell's `summaryLabel.text =
    /// data.summary` makes the slot `summary`).
    package var slot: String?
    package var text: String?
    /// A text field's placeholder, shown while it has no text.
    package var placeholder: String?
    package var font: IBFont?
    package var textColor: IBColor?
    package var background: IBColor?
    package var tint: IBColor?
    package var image: IBImage?
    package var symbolConfiguration: IBSymbolConfiguration?
    package var contentMode: String?
    package var lines: Int = 1
    package var textAlignment: String?
    package var alpha: Double = 1
    package var hidden = false
    package var clips = false
    package var cornerRadius: Double = 0
    package var layer = IBLayer()
    /// A described control's own attributes and keyed colours (`progress`, `progressTintColor`), by UIKit's names.
    package var imported: [String: String] = [:]
    package var importedColors: [String: IBColor] = [:]
    package var adjustsFontForContentSizeCategory = false
    package var stack: UIKitStack?
    /// Explicit `layoutMargins` (top, leading, bottom, trailing), when the file gives them.
    package var margins: EdgeInsets?
    /// A button's `contentEdgeInsets`, or its configuration's `contentInsets`: added to its intrinsic size.
    package var contentInsets: EdgeInsets?
    package var hugging = (horizontal: 250.0, vertical: 250.0)
    package var compression = (horizontal: 750.0, vertical: 750.0)
    package var accessibilityLabel: String?
    package var accessibilityHint: String?
    package var accessibilityTraits: [String] = []
    package var subviews: [IBView] = []
    package var constraints: [IBConstraint] = []
    package var line: Int
    package var column: Int

    package static func == (a: IBView, b: IBView) -> Bool {
        a.id == b.id && a.line == b.line && a.column == b.column && a.subviews == b.subviews
            && a.constraints == b.constraints && a.text == b.text
    }

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        id: String, kind: UIKitViewKind, key: String? = nil, frame: Rect? = nil, autoresizing: IBAutoresizing? = nil,
        userLabel: String? = nil, slot: String? = nil, text: String? = nil, placeholder: String? = nil,
        font: IBFont? = nil, textColor: IBColor? = nil, background: IBColor? = nil, tint: IBColor? = nil,
        image: IBImage? = nil, symbolConfiguration: IBSymbolConfiguration? = nil, contentMode: String? = nil,
        lines: Int = 1, textAlignment: String? = nil, alpha: Double = 1, hidden: Bool = false, clips: Bool = false,
        cornerRadius: Double = 0, layer: IBLayer = IBLayer(), imported: [String: String] = [:],
        importedColors: [String: IBColor] = [:], adjustsFontForContentSizeCategory: Bool = false,
        stack: UIKitStack? = nil,
        margins: EdgeInsets? = nil, contentInsets: EdgeInsets? = nil,
        hugging: (horizontal: Double, vertical: Double) = (horizontal: 250.0, vertical: 250.0),
        compression: (horizontal: Double, vertical: Double) = (horizontal: 750.0, vertical: 750.0),
        accessibilityLabel: String? = nil, accessibilityHint: String? = nil, accessibilityTraits: [String] = [],
        subviews: [IBView] = [], constraints: [IBConstraint] = [], line: Int, column: Int
    ) {
        self.id = id
        self.kind = kind
        self.key = key
        self.frame = frame
        self.autoresizing = autoresizing
        self.userLabel = userLabel
        self.slot = slot
        self.text = text
        self.placeholder = placeholder
        self.font = font
        self.textColor = textColor
        self.background = background
        self.tint = tint
        self.image = image
        self.symbolConfiguration = symbolConfiguration
        self.contentMode = contentMode
        self.lines = lines
        self.textAlignment = textAlignment
        self.alpha = alpha
        self.hidden = hidden
        self.clips = clips
        self.cornerRadius = cornerRadius
        self.layer = layer
        self.imported = imported
        self.importedColors = importedColors
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.stack = stack
        self.margins = margins
        self.contentInsets = contentInsets
        self.hugging = hugging
        self.compression = compression
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.accessibilityTraits = accessibilityTraits
        self.subviews = subviews
        self.constraints = constraints
        self.line = line
        self.column = column
    }
}

/// What a view's runtime attributes set on its layer, with Core Animation's defaults.
package struct IBLayer: Sendable, Equatable {
    package var borderWidth = 0.0
    package var borderColor: IBColor? = nil
    package var shadowColor: IBColor? = nil
    package var shadowOpacity = 0.0
    /// CALayer's default offset is 3 pt up.
    package var shadowOffset = Size(width: 0, height: -3)
    package var shadowRadius = 3.0
}

package struct IBConstraint: Sendable, Equatable {
    package var id: String
    package var first: String
    package var firstAttribute: String
    package var second: String?
    package var secondAttribute: String?
    package var relation: IBRelation
    package var multiplier: Double
    package var constant: Double
    package var priority: Int
    package var line: Int
    package var column: Int

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        id: String, first: String, firstAttribute: String, second: String? = nil, secondAttribute: String? = nil,
        relation: IBRelation, multiplier: Double, constant: Double, priority: Int, line: Int, column: Int
    ) {
        self.id = id
        self.first = first
        self.firstAttribute = firstAttribute
        self.second = second
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.line = line
        self.column = column
    }
}

// Initializers for readers outside the core (the Swift-source reader builds this model from code).
extension IBCell {
    package init(id: String, content: IBView, outlets: [String: String], line: Int, column: Int) {
        self.init(
            id: id, reuseIdentifier: nil, style: .custom, accessory: .none, selectionNone: false, background: nil,
            rowHeight: nil, content: content, outlets: outlets, line: line, column: column)
    }
}

extension IBView {
    package init(id: String, kind: UIKitViewKind, at line: Int, _ column: Int) {
        self.id = id
        self.kind = kind
        self.line = line
        self.column = column
    }
}

extension IBAutoresizing {
    /// A view placed at `frame` by its mask (`fixed`: the name keeps it apart from the memberwise initializer).
    package init(fixed frame: Rect, horizontal: [Bool], vertical: [Bool]) {
        self.frame = frame
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

extension IBFont {
    package init(systemSize size: Double, weight: FontWeight, textStyle: String? = nil) {
        self.textStyle = textStyle
        self.size = size
        self.weight = weight
        self.family = nil
    }
}

extension IBImage {
    package init(named name: String, system: Bool) {
        self.name = name
        self.system = system
    }
}
