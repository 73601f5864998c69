#if canImport(Testing)
    import Testing
    import Unfold

    /// Checks a scene file against its golden folder, as `unfold test` does, and records an `Issue` at the
    /// caller's line when it fails, with the expected, actual and diff pictures and the words as attachments
    /// (`swift test --attachments-path DIR` saves them). `path` and `goldens` are relative to the package root
    /// (the folder above the test file holding `Package.swift`); goldens default to `Tests/Goldens`.
    /// `record`: nil follows `UNFOLD_RECORD`, then `never` when `CI` is set, else `missing`, as the CLI.
    /// `accessibility`: also keep each kept frame's accessibility elements in the goldens and fail when what
    /// VoiceOver reads changes, as `unfold test --accessibility`.
    public func assertScene(
        file path: String, variant: String = "default", goldens: String? = nil, record: RecordMode? = nil,
        accessibility: Bool = false, filePath: String = #filePath,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        report(
            SceneCheck.run(
                .file(path), variant: variant, goldens: goldens, record: record, accessibility: accessibility,
                filePath: filePath),
            at: sourceLocation)
    }

    /// Checks a scene made in Swift (from text, or from a model) against `goldens/NAME/`.
    public func assertScene(
        _ scene: UnfoldScene, goldens: String? = nil, record: RecordMode? = nil, accessibility: Bool = false,
        filePath: String = #filePath, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        report(
            SceneCheck.run(
                .scene(scene), variant: scene.variant, goldens: goldens, record: record, accessibility: accessibility,
                filePath: filePath),
            at: sourceLocation)
    }

    func report(_ check: SceneCheck, at sourceLocation: Testing.SourceLocation) {
        RecordingNotice.shared.say(check, file: sourceLocation.fileID, line: sourceLocation.line)
        guard !check.verdict.isSuccess else { return }
        for (name, bytes) in check.artifacts {
            Attachment.record(bytes, named: name, sourceLocation: sourceLocation)
        }
        Issue.record(Comment(rawValue: check.verdict.message), sourceLocation: sourceLocation)
    }
#endif
