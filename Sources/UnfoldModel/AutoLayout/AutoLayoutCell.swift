/// A template's Auto Layout: the views of a cell read from Interface Builder, by element index (pre-order, the
/// content view first), and their constraints. The layouter solves it for each row state.
package struct AutoLayoutCell: Sendable, Equatable {
    /// The Interface Builder file, as the scene names it.
    package var file: String
    package var views: [AutoLayoutView]
    package var constraints: [AutoLayoutConstraint]
    /// The cell's `rowHeight`, used when its constraints do not decide its height.
    package var rowHeight: Double?
    /// The Subtitle style's two labels, the title above the detail: UIKit centres them together in the content
    /// view, which no constraint between two views can say (nil for other cells).
    package var centredPair: CentredPair? = nil

    /// A cell's content view's margins when its file gives none: 11 pt above and below, 16 pt at the sides, 20 pt
    /// on a canvas 414 pt wide or more.
    package static func contentMargins(wide: Bool) -> EdgeInsets {
        EdgeInsets(top: 11, left: wide ? 20 : 16, bottom: 11, right: wide ? 20 : 16)
    }

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        file: String, views: [AutoLayoutView], constraints: [AutoLayoutConstraint], rowHeight: Double? = nil,
        centredPair: CentredPair? = nil
    ) {
        self.file = file
        self.views = views
        self.constraints = constraints
        self.rowHeight = rowHeight
        self.centredPair = centredPair
    }
}

/// Two views, one above the other, centred together in the content view: as much room above the first as below
/// the second.
package struct CentredPair: Sendable, Equatable {
    package var top: Int
    package var bottom: Int

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        top: Int, bottom: Int
    ) {
        self.top = top
        self.bottom = bottom
    }
}

package struct AutoLayoutView: Sendable, Equatable {
    package var parent: Int?
    package var kind: UIKitViewKind
    package var stack: UIKitStack?
    /// Layout margins the file gives; else UIKit's defaults for the kind of view.
    package var margins: EdgeInsets?
    package var hugging: Size
    package var compression: Size
    /// Hidden in the file (`hidden="YES"`) until an indented line says when it shows.
    package var hiddenInFile: Bool
    /// Added to a label's intrinsic height: the Default style's title fills its cell, which keeps 11 pt above and
    /// below its text when the text decides the height.
    package var textPadding = 0.0
    /// A view with its own intrinsic size: a label's text, a switch, a button's title, a symbol.
    package var line: Int
    package var column: Int
    /// Placed by its autoresizing mask: its frame and its superview's size in the file, and which parts stretch.
    package var autoresizing: Autoresizing? = nil
    /// An image view's intrinsic size: its image's, which the file stores as the view's size (Xcode lays it out
    /// with the image in hand; Unfold may not have the image, and reads no pixel to lay out).
    package var imageSize: Size? = nil
    /// A button's content insets, around its title or image in its intrinsic size.
    package var contentInsets: EdgeInsets? = nil

    package struct Autoresizing: Sendable, Equatable {
        package var frame: Rect
        package var superSize: Size
        /// Left margin, width, right margin.
        package var horizontal: [Bool]
        /// Top margin, height, bottom margin.
        package var vertical: [Bool]

        /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
        package init(
            frame: Rect, superSize: Size, horizontal: [Bool], vertical: [Bool]
        ) {
            self.frame = frame
            self.superSize = superSize
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// An arranged subview of a stack view: the stack's own constraints place it.
    package func isArranged(in views: [AutoLayoutView]) -> Bool { parent.map { views[$0].stack != nil } ?? false }

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        parent: Int? = nil, kind: UIKitViewKind, stack: UIKitStack? = nil, margins: EdgeInsets? = nil, hugging: Size,
        compression: Size, hiddenInFile: Bool, textPadding: Double = 0.0, line: Int, column: Int,
        autoresizing: Autoresizing? = nil, imageSize: Size? = nil, contentInsets: EdgeInsets? = nil
    ) {
        self.parent = parent
        self.kind = kind
        self.stack = stack
        self.margins = margins
        self.hugging = hugging
        self.compression = compression
        self.hiddenInFile = hiddenInFile
        self.textPadding = textPadding
        self.line = line
        self.column = column
        self.autoresizing = autoresizing
        self.imageSize = imageSize
        self.contentInsets = contentInsets
    }
}

/// Auto Layout's attributes, including the margin ones.
package enum LayoutAttribute: String, Sendable, Equatable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline, baseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    package var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return true
        default: return false
        }
    }
}

package struct AutoLayoutConstraint: Sendable, Equatable {
    package var id: String
    /// The cell's outlet to it, if any: an indented line names it.
    package var name: String?
    package var first: Int
    package var firstAttribute: LayoutAttribute
    package var second: Int?
    package var secondAttribute: LayoutAttribute
    package var relation: LinearRelation
    package var multiplier: Double
    package var constant: Pair<Double>
    /// Its priority in each state: the file's, or a scene line's `priority C/E`.
    package var priority: Pair<Int>
    package var line: Int
    package var column: Int

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        id: String, name: String? = nil, first: Int, firstAttribute: LayoutAttribute, second: Int? = nil,
        secondAttribute: LayoutAttribute, relation: LinearRelation, multiplier: Double, constant: Pair<Double>,
        priority: Pair<Int>, line: Int, column: Int
    ) {
        self.id = id
        self.name = name
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

/// The UIKit class of a view of an Auto Layout cell, as an Interface Builder file or UIKit code creates it.
package enum UIKitViewKind: Sendable, Equatable {
    case view, label, imageView, button, stackView
    /// A `UITextField`; `bordered` for every border style but `none`.
    case textField(bordered: Bool)
    /// A `UIActivityIndicatorView`: 20 × 20, or 37 × 37 in a large style.
    case activityIndicator(large: Bool)
    /// A kind described by an `ElementDescriptor` (`progressView`), read from `IBView.imported`.
    case control(ElementDescriptorType)
    /// Anything else (a text field, a custom view): drawn as a placeholder box.
    case other(String)
}

/// A `UIStackView`'s axis, spacing, alignment and distribution, by UIKit's names.
package struct UIKitStack: Sendable, Equatable {
    package var vertical: Bool
    package var spacing: Double
    package var alignment: String
    package var distribution: String
    package var marginsRelative: Bool

    /// Every stored value: the memberwise initializer is internal, and the importers are modules of their own.
    package init(
        vertical: Bool, spacing: Double, alignment: String, distribution: String, marginsRelative: Bool
    ) {
        self.vertical = vertical
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.marginsRelative = marginsRelative
    }

    /// A stack as code creates one: its arrangement relative to its bounds, not its margins.
    package init(vertical: Bool, spacing: Double, alignment: String, distribution: String) {
        self.init(
            vertical: vertical, spacing: spacing, alignment: alignment, distribution: distribution,
            marginsRelative: false)
    }
}
