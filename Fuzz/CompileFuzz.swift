// libFuzzer entry for `make fuzz`: for scenes that parse, compile the timeline and compute frames alone.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let scene) = SceneParser.parse(bytes, defaultName: "fuzz") else { return 0 }
    let timeline = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
    let last = timeline.frameCount - 1
    for frame in Set([0, last / 3, last / 2, last]) {
        let state = timeline.state(frame: frame)
        _ = DisplayList(scene: timeline.scene).commands(for: state)
    }
    _ = TimelineJSON.encode(timeline, frames: 0..<min(3, timeline.frameCount))
    return 0
}
