import UnfoldSyntax

/// An action at its time, with where it was written.
package struct TimedAction: Sendable, Equatable {
    package var time: Micros
    package var action: Action
    package var location: SourceLocation
    package init(time: Micros, action: Action, location: SourceLocation) {
        self.time = time
        self.action = action
        self.location = location
    }
}
