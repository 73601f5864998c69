internal import SwiftOperators

internal import SwiftParser
internal import SwiftSyntax
import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// The Swift files a file is read with, and their declarations by name. Each file's names come from a scan of
/// its bytes (`SwiftDeclarationScan`); a file is parsed only when a name it declares is asked for, and its parse
/// is kept by its digest for the process.
final class SwiftModule {
    struct File {
        var path: String
        var bytes: [UInt8]
        var names: Set<String>
        var tree: SourceFileSyntax?
        var failed = false
    }

    /// A parsed file: its tree, the converter of its positions to lines, and its path.
    struct Parsed {
        var tree: SourceFileSyntax
        var converter: SourceLocationConverter
        var path: String
    }

    private(set) var files: [File] = []
    /// The parsed files by their tree's root, so any node's place is found.
    private(set) var parsedByRoot: [SyntaxIdentifier: Parsed] = [:]
    private var parsedFiles: Set<Int> = []
    /// The files that declare each name (from the scan), so a look-up visits only those.
    private var filesDeclaring: [String: [Int]] = [:]
    /// Every declaration of a name, at the top level of a parsed file (types, extensions, functions, variables).
    private var declarations: [String: [DeclSyntax]] = [:]
    /// The most files and bytes a module may hold, as the guide's bound on what is read.
    static let maxFiles = 5_000
    static let maxBytes = 256 << 20

    /// The file being read (already parsed) and the other files of its module.
    let currentRoot: SyntaxIdentifier

    init(current: SourceFileSyntax, converter: SourceLocationConverter, path: String, others: [SwiftModuleSource]) {
        currentRoot = current.root.id
        add(Parsed(tree: current, converter: converter, path: path))
        for source in others.prefix(Self.maxFiles) where source.path != path {
            let names = source.names ?? SwiftDeclarationScan.keptNames(in: source.bytes)
            for name in names { filesDeclaring[name, default: []].append(files.count) }
            files.append(File(path: source.path, bytes: source.bytes, names: names))
        }
    }

    private func add(_ parsed: Parsed) {
        parsedByRoot[parsed.tree.root.id] = parsed
        for item in parsed.tree.statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            for name in Self.names(of: decl) { declarations[name, default: []].append(decl) }
        }
    }

    /// The names a top-level declaration gives: a type's, an extension's type, a function's, each variable's.
    static func names(of decl: DeclSyntax) -> [String] {
        if let s = decl.as(StructDeclSyntax.self) { return [s.name.text] }
        if let c = decl.as(ClassDeclSyntax.self) { return [c.name.text] }
        if let e = decl.as(EnumDeclSyntax.self) { return [e.name.text] }
        if let p = decl.as(ProtocolDeclSyntax.self) { return [p.name.text] }
        if let a = decl.as(ActorDeclSyntax.self) { return [a.name.text] }
        if let x = decl.as(ExtensionDeclSyntax.self) {
            // `extension A.B` is found under `A`, whose nested `B` it extends.
            let full = extendedName(x)
            return [full.split(separator: ".").first.map(String.init) ?? full]
        }
        if let f = decl.as(FunctionDeclSyntax.self) { return [f.name.text] }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return [t.name.text] }
        if let o = decl.as(OperatorDeclSyntax.self) { return [o.name.text] }
        if let v = decl.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        return []
    }

    /// An extension's type without its generic arguments (`A.B`, `Array`).
    static func extendedName(_ x: ExtensionDeclSyntax) -> String {
        x.extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
    }

    /// The top-level declarations of `name` across the module, parsing the files that declare it.
    func declarations(of name: String) -> [DeclSyntax] {
        for i in filesDeclaring[name] ?? [] where !parsedFiles.contains(i) { parse(i) }
        return declarations[name] ?? []
    }

    /// Every file that declares an operator is parsed when an operator of the module is looked for.
    func operatorFunctions(_ op: String) -> [FunctionDeclSyntax] {
        for i in filesDeclaring["operator"] ?? [] where !parsedFiles.contains(i) { parse(i) }
        return (declarations[op] ?? []).compactMap { $0.as(FunctionDeclSyntax.self) }
    }

    /// Source parsed for this module so far: past `maxParsedBytes`, further files are not parsed (their names are
    /// then unknown, said where they are used).
    private var parsedBytes = 0
    static let maxParsedBytes = 64 << 20

    private func parse(_ i: Int) {
        parsedFiles.insert(i)
        let file = files[i]
        parsedBytes += file.bytes.count
        guard parsedBytes <= Self.maxParsedBytes else {
            files[i].failed = true
            return
        }
        guard SwiftSourceGuards.problem(in: file.bytes) == nil else {
            files[i].failed = true
            return
        }
        let tree = SwiftModuleParses.parse(file.bytes)
        guard let tree else {
            files[i].failed = true
            return
        }
        add(Parsed(tree: tree, converter: SourceLocationConverter(fileName: file.path, tree: tree), path: file.path))
    }

    func isCurrent(_ node: some SyntaxProtocol) -> Bool { node.root.id == currentRoot }

    /// The module's SwiftUI view of a name (a struct conforming to `View`), in any of its files.
    func view(named name: String) -> StructDeclSyntax? {
        for d in declarations(of: name) {
            guard let s = d.as(StructDeclSyntax.self) else { continue }
            if s.inheritanceClause?.inheritedTypes.contains(where: {
                ["View", "SwiftUI.View"].contains($0.type.trimmedDescription)
            })
                == true
            {
                return s
            }
            // `struct X { … }` with `extension X: View`.
            let conforming = declarations(of: name).compactMap { $0.as(ExtensionDeclSyntax.self) }.contains {
                $0.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } == true
            }
            if conforming { return s }
        }
        return nil
    }

    /// Where a node is: its file (nil for the file being read), line and column.
    func place(_ node: some SyntaxProtocol) -> (file: String?, line: Int, column: Int)? {
        guard let parsed = parsedByRoot[node.root.id] else { return nil }
        let p = parsed.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (parsed.path, p.line, p.column)
    }
}

/// Parses of module files, kept by digest for the process: a suite reads the same module once per preview.
enum SwiftModuleParses {
    /// The trees, and the bytes of source they were parsed from.
    private static let kept = StaticMutex<(trees: [String: SourceFileSyntax], bytes: Int)>(([:], 0))
    static let maxKeptBytes = 128 << 20

    static func parse(_ bytes: [UInt8]) -> SourceFileSyntax? {
        let key = ContentDigest.fnv1a(bytes) + "-" + String(bytes.count)
        if let tree = kept.withLock({ $0.trees[key] }) { return tree }
        let parsed = bytes.withUnsafeBufferPointer {
            Parser.parse(source: $0, maximumNestingLevel: SwiftSyntaxCellReader.maxNesting)
        }
        guard !parsed.hasError, SyntaxDepthGuard.problem(in: parsed, source: bytes) == nil else { return nil }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        // Trees of at most 128 MB of source in all are kept for the process: past it, the kept ones are let go.
        kept.withLock {
            if $0.bytes + bytes.count > maxKeptBytes { $0 = ([:], 0) }
            $0.trees[key] = folded
            $0.bytes += bytes.count
        }
        return folded
    }
}
