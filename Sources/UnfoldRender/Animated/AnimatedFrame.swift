import UnfoldCore

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
    package init(width: Int, height: Int, loop: Int, plan: AnimationPlan) {
        self.width = width
        self.height = height
        self.loop = loop
        self.plan = plan
    }
}

/// Writes frames, in the order it asks for, into one animated file held in memory.
package protocol AnimationWriter {
    /// The order in which the writer takes the plan's frames, each once.
    func feedOrder(frameCount: Int) -> [Int]
    mutating func add(_ frame: AnimatedFrame) throws
    mutating func finish() throws -> [UInt8]
}

extension AnimationWriter {
    package func feedOrder(frameCount: Int) -> [Int] { Array(0..<frameCount) }
}
