import UnfoldModel

/// A step of the walk: an action, or one tick of a long press.
struct TimelineEvent {
    var time: Micros
    var order: Int
    var sub: Int
    var action: Action
    /// For ticks: the press they belong to.
    var press: Int?
}

/// The pass before the walk: every action plus every long-press tick, in time order (same time: file order).
enum EventsPass {
    static func run(_ scene: Scene) -> [TimelineEvent] {
        var list: [TimelineEvent] = []
        for (i, a) in scene.actions.enumerated() {
            list.append(TimelineEvent(time: a.time, order: i, sub: 0, action: a.action, press: nil))
            if case let .longPress(r, d) = a.action {
                let lp = scene.template(ofRow: r).longPress!
                let cap = Int(min(100_000, max(0, (lp.limit / lp.step).rounded(.up) + 2)))
                var k = 1
                while a.time + lp.minimum + lp.interval.times(Double(k)) < a.time + d, k <= min(cap, 100_000) {
                    list.append(
                        TimelineEvent(
                            time: a.time + lp.minimum + lp.interval.times(Double(k)), order: i, sub: k,
                            action: .longPress(row: r, duration: .zero), press: i))
                    k += 1
                }
            }
        }
        return list.sorted { ($0.time, $0.order, $0.sub) < ($1.time, $1.order, $1.sub) }
    }
}
