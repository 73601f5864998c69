#if canImport(XCTest)
    import XCTest
    import Unfold

    /// XCTest's form of `assertScene(file:)`: fails with `XCTFail` at the caller's line and writes the expected,
    /// actual and diff pictures and the words to `UNFOLD_ARTIFACTS` (default `out/unfold-artifacts/`).
    /// `accessibility`: also check each kept frame's accessibility elements, as `unfold test --accessibility`.
    public func XCTAssertScene(
        file path: String, variant: String = "default", goldens: String? = nil, record: RecordMode? = nil,
        accessibility: Bool = false, file testFile: StaticString = #filePath, line: UInt = #line
    ) {
        let check = SceneCheck.run(
            .file(path), variant: variant, goldens: goldens, record: record, accessibility: accessibility,
            filePath: "\(testFile)")
        RecordingNotice.shared.say(check, file: "\(testFile)", line: Int(line))
        if !check.verdict.isSuccess { XCTFail(check.verdict.message, file: testFile, line: line) }
    }

    /// XCTest's form of `assertScene(_:)` for a scene made in Swift.
    public func XCTAssertScene(
        _ scene: UnfoldScene, goldens: String? = nil, record: RecordMode? = nil, accessibility: Bool = false,
        file testFile: StaticString = #filePath,
        line: UInt = #line
    ) {
        let check = SceneCheck.run(
            .scene(scene), variant: scene.variant, goldens: goldens, record: record, accessibility: accessibility,
            filePath: "\(testFile)")
        RecordingNotice.shared.say(check, file: "\(testFile)", line: Int(line))
        if !check.verdict.isSuccess { XCTFail(check.verdict.message, file: testFile, line: line) }
    }
#endif
