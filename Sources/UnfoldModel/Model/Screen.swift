import UnfoldSyntax

/// The screen around the table (SCENE-FORMAT v4, "The whole screen"): the bars drawn over it, the inset its
/// content starts below, and what is drawn beneath and around it.
package struct ScreenSettings: Sendable, Equatable {
    /// `status-bar TIME`: the time the status bar shows (nil: no status bar).
    package var statusBarTime: String? = nil
    /// `navigation "Title" [large]`, and where it is written.
    package var navigationTitle: String? = nil
    package var navigationLocation: SourceLocation? = nil
    package var largeTitle = false
    /// `content-inset T L B R`: UIScrollView.contentInset.
    package var contentInset = EdgeInsets.zero
    /// `table-background C`: the table's own background (nil: the table style's).
    package var tableBackground: Color? = nil
    /// `filler-separators on`: a plain table's separators below its last row.
    package var fillerSeparators = false
    /// `home-indicator`.
    package var homeIndicator = false
    /// `device-frame on`: the display's rounded corners and its Dynamic Island or notch, drawn over the canvas.
    package var deviceFrame = false

    package init() {}

    /// The same screen, wherever its lines are written.
    package static func == (a: ScreenSettings, b: ScreenSettings) -> Bool {
        a.statusBarTime == b.statusBarTime && a.navigationTitle == b.navigationTitle
            && a.largeTitle == b.largeTitle && a.contentInset == b.contentInset
            && a.tableBackground == b.tableBackground && a.fillerSeparators == b.fillerSeparators
            && a.homeIndicator == b.homeIndicator && a.deviceFrame == b.deviceFrame
    }

    /// Whether any bar is drawn: then `timeline.json`'s `bars` has parts.
    package var hasBars: Bool { statusBarTime != nil || navigationTitle != nil }
}

/// The navigation title's one-line widths, in points: in the bar (17 pt semibold) and as a large title.
package struct TitleWidths: Sendable, Equatable {
    package var inline: Double
    package var large: Double?

    package init(inline: Double, large: Double?) {
        self.inline = inline
        self.large = large
    }
}

/// Sizes of the screen's parts, in points, as iOS draws them.
package enum ScreenMetrics {
    /// The status bar: 54 pt on iPhones with the Dynamic Island, 47 on the 390 × 844 iPhones with a notch,
    /// 20 on the iPhone SE, 24 on the 11-inch iPad.
    static func statusBarHeight(device: Device?) -> Double {
        switch device {
        case .iphone15?, .iphone15ProMax?: return 54
        case .iphoneSE?: return 20
        case .ipad11?: return 24
        case nil: return 47
        }
    }

    /// The system's layout margin, where a large title starts: 16 pt, 20 on canvases 414 pt wide or more.
    static func layoutMargin(width: Double) -> Double { width >= 414 ? 20 : 16 }

    static let navigationBarHeight = 44.0
    /// What a large title adds below the bar, at the default text size; it grows with the large-title style.
    static let largeTitleHeight = 52.0
    /// The large title's own text box: 34 pt bold, its line 41 pt tall, sitting on the bottom of the area.
    package static let largeTitleLine = 41.0
    /// The inline title fades in over the last 12 pt before the large title is gone.
    static let inlineTitleFade = 12.0
    /// The bar's background and hairline fade in over the first 8 pt of content under the bar.
    static let backgroundFade = 8.0
    /// The home indicator's safe area below the content.
    static let homeIndicatorArea = 34.0
}

/// The bars at one frame, in canvas points: `timeline.json`'s `bars`.
public struct BarsState: Sendable, Equatable {
    public package(set) var status: Rect?
    /// The 44 pt bar.
    public package(set) var navigation: Rect?
    /// The large title's text box, clipped to what shows below the bar, and its alpha (0 once it is gone).
    public package(set) var largeTitle: Rect?
    public package(set) var largeTitleAlpha: Double
    public package(set) var inlineTitleAlpha: Double?
    public package(set) var backgroundAlpha: Double?

    package init(
        status: Rect?, navigation: Rect?, largeTitle: Rect?, largeTitleAlpha: Double, inlineTitleAlpha: Double?,
        backgroundAlpha: Double?
    ) {
        self.status = status
        self.navigation = navigation
        self.largeTitle = largeTitle
        self.largeTitleAlpha = largeTitleAlpha
        self.inlineTitleAlpha = inlineTitleAlpha
        self.backgroundAlpha = backgroundAlpha
    }
}

extension Settings {
    /// The status bar's height, or 0 without one.
    package var statusBarHeight: Double {
        screen.statusBarTime == nil ? 0 : ScreenMetrics.statusBarHeight(device: device)
    }

    /// The large title's point size: the large-title text style at the content size (34 at the default).
    package var largeTitleSize: Double { contentSize.size(of: .largeTitle) }

    /// The area a large title adds below the bar: 52 pt at the default size, growing with the title.
    package var largeTitleArea: Double {
        guard screen.navigationTitle != nil, screen.largeTitle else { return 0 }
        return (ScreenMetrics.largeTitleHeight * largeTitleSize / 34).rounded()
    }

    /// The inline title's style: 17 pt semibold, centred in the bar.
    package var inlineTitleStyle: TextStyle {
        TextStyle(
            family: Settings.systemFamily, weight: fontWeight(.semibold), size: 17, lines: 1, align: .center,
            rtl: direction == .rtl, language: textLanguage)
    }

    /// The large title's style: the large-title text style's size, bold.
    package var largeTitleStyle: TextStyle {
        TextStyle(
            family: Settings.systemFamily, weight: fontWeight(.bold), size: largeTitleSize, lines: 1,
            align: direction == .rtl ? .right : .left, rtl: direction == .rtl, language: textLanguage)
    }

    /// The bars' height at rest: status bar, navigation bar and large title.
    package var barsHeight: Double {
        statusBarHeight + (screen.navigationTitle == nil ? 0 : ScreenMetrics.navigationBarHeight) + largeTitleArea
    }

    /// UIKit's adjusted content inset: the bars and `content-inset` above, `content-inset` and the home
    /// indicator's area below. At rest, `contentOffset` is minus the top one.
    package var adjustedTopInset: Double { barsHeight + screen.contentInset.top }
    package var adjustedBottomInset: Double {
        screen.contentInset.bottom + (screen.homeIndicator ? ScreenMetrics.homeIndicatorArea : 0)
    }

    /// Where the content starts across: `content-inset`'s left. The content is the canvas less the left and
    /// right insets, as a UITableView lays its cells out across its bounds less `contentInset.left` and `.right`.
    package var contentLeft: Double { screen.contentInset.left }
    package var contentWidth: Double { max(1, width - screen.contentInset.left - screen.contentInset.right) }

    /// The height the table scrolls its content through: the canvas less the adjusted insets.
    package var visibleHeight: Double { max(1, height - adjustedTopInset - adjustedBottomInset) }

    /// The bars when the content has scrolled `scrolled` points from rest (contentOffset + adjusted top inset).
    package func bars(scrolled s: Double) -> BarsState {
        let status = statusBarHeight > 0 ? Rect(x: 0, y: 0, width: width, height: statusBarHeight) : nil
        guard screen.navigationTitle != nil else {
            return BarsState(
                status: status, navigation: nil, largeTitle: nil, largeTitleAlpha: 0, inlineTitleAlpha: nil,
                backgroundAlpha: nil)
        }
        let top = statusBarHeight
        let barBottom = top + ScreenMetrics.navigationBarHeight
        let navigation = Rect(x: 0, y: top, width: width, height: ScreenMetrics.navigationBarHeight)
        let area = largeTitleArea
        var largeTitle: Rect? = nil
        var largeAlpha = 0.0
        var inline = 1.0
        if area > 0 {
            // The area shrinks as the content moves up; the title sits on its bottom, cut by the bar.
            let bottom = barBottom + max(0, area - s)
            let line = ScreenMetrics.largeTitleLine * largeTitleSize / 34
            let margin = ScreenMetrics.layoutMargin(width: width)
            let shown = max(barBottom, bottom - line)
            let box = Rect(x: margin, y: shown, width: max(0, width - 2 * margin), height: max(0, bottom - shown))
            largeTitle = box
            largeAlpha = box.height > 0 ? 1 : 0
            inline = min(1, max(0, (s - (area - ScreenMetrics.inlineTitleFade)) / ScreenMetrics.inlineTitleFade))
        }
        // Content passes under the bar's bottom edge once the large title is gone and the inset is passed.
        let under = s - area - screen.contentInset.top
        let background = min(1, max(0, under / ScreenMetrics.backgroundFade))
        return BarsState(
            status: status, navigation: navigation, largeTitle: largeTitle, largeTitleAlpha: largeAlpha,
            inlineTitleAlpha: inline, backgroundAlpha: background)
    }
}
