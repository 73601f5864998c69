import UnfoldModel

/// One accessory symbol as shown: where (relative to the row), how opaque, how turned (degrees, clockwise).
public struct AccessoryPresentation: Sendable, Equatable {
    public package(set) var part: AccessoryPart
    public package(set) var frame: Rect
    public package(set) var alpha: Double
    public package(set) var rotation: Double
}
