#if UNFOLD_SWIFT_SOURCE
    import UnfoldCore
    import UnfoldSwiftSource

    /// Works out `expression` with a module of one file, `Module.swift`, holding `declarations`.
    func interpret(_ expression: String, _ declarations: String = "") -> String {
        let module =
            declarations.isEmpty ? [] : [SwiftModuleSource(path: "Module.swift", bytes: Array(declarations.utf8))]
        switch SwiftSyntaxCellReader.interpret(expression, module: module) {
        case .success(let value): return value
        case .failure(let problem):
            return
                "error \(problem.line.map(String.init) ?? "-"):\(problem.column.map(String.init) ?? "-"): \(problem.message)"
        }
    }
#endif
