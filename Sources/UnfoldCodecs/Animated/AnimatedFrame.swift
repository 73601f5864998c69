import UnfoldExportPlan
import UnfoldModel

/// One frame handed to an animated-file writer: the whole picture (straight RGBA, opaque) and how long it shows.
package struct AnimatedFrame {
    package var rgba: [UInt8]
    /// The frame's index in the plan (its timing).
    package var index: Int
    package init(rgba: [UInt8], index: Int) {
        self.rgba = rgba
        self.index = index
    }
}

/// Settings every animated format shares.
package struct AnimationOptions: Sendable {
    package var width: Int
    package var height: Int
    /// Times to play in all; 0 forever.
    package var loop: Int
    package var plan: AnimationPlan
    /// What the file says about itself (see `FileAbout`), nil for nothing.
    package var about: FileAbout?
    package init(width: Int, height: Int, loop: Int, plan: AnimationPlan, about: FileAbout? = nil) {
        self.width = width
        self.height = height
        self.loop = loop
        self.plan = plan
        self.about = about
    }
}

/// Where a writer pulls the plan's frames from. The writer names the order; the source draws the frames
/// that come next on other threads while the writer encodes.
package protocol FrameSource {
    /// Calls `body` with each frame of `order` (indices into the plan), in that order, each once.
    func frames(_ order: [Int], _ body: (AnimatedFrame) throws -> Void) throws
}

/// Encodes one animated file held in memory, pulling every frame of its plan from a source in the order it
/// chooses (`add` takes them one at a time, for writers fed by hand).
package protocol AnimationWriter {
    var options: AnimationOptions { get }
    mutating func add(_ frame: AnimatedFrame) throws
    mutating func finish() throws -> [UInt8]
    /// Every frame of the plan from `source`, then the file's bytes.
    mutating func write(from source: FrameSource) throws -> [UInt8]
}

extension AnimationWriter {
    /// Frames in the plan's order.
    package mutating func write(from source: FrameSource) throws -> [UInt8] {
        try source.frames(Array(options.plan.frames.indices)) { try add($0) }
        return try finish()
    }
}

/// A source of frames already drawn, by plan index (tests, and files made from pictures in memory).
package struct PicturesSource: FrameSource {
    package var pictures: (Int) -> [UInt8]
    package init(_ pictures: @escaping (Int) -> [UInt8]) { self.pictures = pictures }
    package func frames(_ order: [Int], _ body: (AnimatedFrame) throws -> Void) throws {
        for n in order { try body(AnimatedFrame(rgba: pictures(n), index: n)) }
    }
}
