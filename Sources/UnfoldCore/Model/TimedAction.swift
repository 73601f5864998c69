/// An action at its time, with where it was written.
package struct TimedAction: Sendable, Equatable {
    package var time: Micros
    package var action: Action
    package var location: SourceLocation
    /// A scroll's own `[over DURATION] [CURVE]`, where it was written: what it leaves out is the scene's
    /// `animation`, so a variant that changes the animation reads it again (nil for every other action).
    var timing: ScrollTiming? = nil
    package init(time: Micros, action: Action, location: SourceLocation) {
        self.time = time
        self.action = action
        self.location = location
    }
}

/// Where a scroll's timing is written: its line, and the token its `[over DURATION] [CURVE]` starts at.
struct ScrollTiming: Sendable, Equatable {
    var line: SourceLine
    var position: Int
}
