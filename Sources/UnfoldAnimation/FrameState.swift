import UnfoldModel

/// The whole scene at one frame.
public struct FrameState: Sendable, Equatable {
    public package(set) var index: Int
    /// Seconds.
    public package(set) var time: Double
    public package(set) var contentOffset: Double
    public package(set) var contentHeight: Double
    public package(set) var rows: [RowFrame]
    public package(set) var headers: [HeaderFrame]
    /// The sections' footers on screen.
    package var footers: [FooterFrame] = []
    /// The scroll indicator, while the offset moves and as it fades.
    package var scrollIndicator: ScrollIndicator? = nil
    /// The status bar, navigation bar and large title over the table.
    public package(set) var bars = BarsState(
        status: nil, navigation: nil, largeTitle: nil, largeTitleAlpha: 0, inlineTitleAlpha: nil, backgroundAlpha: nil)
}
