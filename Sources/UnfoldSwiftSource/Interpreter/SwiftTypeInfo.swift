internal import SwiftSyntax

/// A type of the module: its declaration's and its extensions' members, what it conforms to, and its kind.
final class SwiftTypeInfo {
    enum Kind { case structure, object, enumeration, protocolType }
    let name: String
    let kind: Kind
    var members: [DeclSyntax] = []
    var inherited: [String] = []
    /// Enum cases in order, with their raw values' expressions and associated values' labels.
    var cases: [(name: String, raw: ExprSyntax?, labels: [String?])] = []

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Its stored instance properties in order (the memberwise initialiser's parameters), with their initial
    /// values and whether they are wrapped (`@State`).
    var storedProperties: [(name: String, initial: ExprSyntax?, binding: PatternBindingSyntax)] {
        var out: [(String, ExprSyntax?, PatternBindingSyntax)] = []
        for decl in members {
            guard let v = decl.as(VariableDeclSyntax.self), !v.modifiers.contains(where: { Self.isStatic($0) }) else {
                continue
            }
            for b in v.bindings {
                guard let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = b.accessorBlock, !Self.isObserversOnly(accessors) { continue }
                out.append((n, b.initializer?.value, b))
            }
        }
        return out
    }

    static func isStatic(_ m: DeclModifierSyntax) -> Bool {
        m.name.tokenKind == .keyword(.static) || m.name.tokenKind == .keyword(.class)
    }

    /// A getter's statements: the block of a computed property, or its `get` accessor's.
    static func getterStatements(_ accessors: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch accessors.accessors {
        case .getter(let list): return list
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        @unknown default: return nil
        }
    }

    /// `willSet`/`didSet` alone: the property is still stored.
    static func isObserversOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }

    /// The variable binding of a member named `n`, static or not.
    func property(_ n: String, isStatic: Bool) -> PatternBindingSyntax? {
        for decl in members {
            guard let v = decl.as(VariableDeclSyntax.self),
                v.modifiers.contains(where: { Self.isStatic($0) }) == isStatic
            else { continue }
            for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == n { return b }
        }
        return nil
    }

    func functions(_ n: String, isStatic: Bool) -> [FunctionDeclSyntax] {
        members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter {
            $0.name.text == n && $0.modifiers.contains(where: { Self.isStatic($0) }) == isStatic
        }
    }

    var initialisers: [InitializerDeclSyntax] { members.compactMap { $0.as(InitializerDeclSyntax.self) } }

    func nested(_ n: String) -> DeclSyntax? {
        members.first {
            SwiftModule.names(of: $0).first == n && !$0.is(VariableDeclSyntax.self) && !$0.is(FunctionDeclSyntax.self)
        }
    }
}

extension SwiftInterpreter {
    /// The module's type of a name (`DesignSystem.Spaces` through its nested types), nil when the module has none.
    func typeInfo(_ name: String) -> SwiftTypeInfo? {
        if let known = types[name] { return known }
        types[name] = .some(nil)
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        // The type and its own extensions (`extension A.B` is B's, below).
        var decls = module.declarations(of: first).filter {
            !$0.is(VariableDeclSyntax.self) && !$0.is(FunctionDeclSyntax.self)
                && $0.as(ExtensionDeclSyntax.self).map { SwiftModule.extendedName($0) == first } ?? true
        }
        var path = first
        for part in parts.dropFirst() {
            path += "." + part
            var inner: [DeclSyntax] = []
            for d in decls {
                for m in Self.memberList(d) where SwiftModule.names(of: m).first == part {
                    if !m.is(VariableDeclSyntax.self) && !m.is(FunctionDeclSyntax.self) { inner.append(m) }
                }
            }
            // `extension A.B { … }` adds to a nested type.
            inner += module.declarations(of: first).compactMap { $0.as(ExtensionDeclSyntax.self) }
                .filter { SwiftModule.extendedName($0) == path }.map(DeclSyntax.init)
            decls = inner
        }
        guard let main = decls.first(where: { !$0.is(ExtensionDeclSyntax.self) }) ?? decls.first else { return nil }
        let kind: SwiftTypeInfo.Kind
        if main.is(ClassDeclSyntax.self) || main.is(ActorDeclSyntax.self) {
            kind = .object
        } else if main.is(EnumDeclSyntax.self) {
            kind = .enumeration
        } else if main.is(ProtocolDeclSyntax.self) {
            kind = .protocolType
        } else {
            kind = .structure
        }
        let info = SwiftTypeInfo(name: name, kind: kind)
        for d in decls {
            info.members += Self.memberList(d)
            if let clause = Self.inheritance(d) { info.inherited += clause.map { $0.type.trimmedDescription } }
        }
        for m in info.members {
            guard let c = m.as(EnumCaseDeclSyntax.self) else { continue }
            for element in c.elements {
                let labels = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
                info.cases.append((element.name.text, element.rawValue?.value, labels))
            }
        }
        // A protocol's extensions give default members to the module's types that conform to it.
        for p in info.inherited {
            for ext in module.declarations(of: p).compactMap({ $0.as(ExtensionDeclSyntax.self) }) {
                info.members += ext.memberBlock.members.map(\.decl)
            }
        }
        types[name] = info
        return info
    }

    static func memberList(_ d: DeclSyntax) -> [DeclSyntax] {
        if let s = d.as(StructDeclSyntax.self) { return s.memberBlock.members.map(\.decl) }
        if let c = d.as(ClassDeclSyntax.self) { return c.memberBlock.members.map(\.decl) }
        if let e = d.as(EnumDeclSyntax.self) { return e.memberBlock.members.map(\.decl) }
        if let x = d.as(ExtensionDeclSyntax.self) { return x.memberBlock.members.map(\.decl) }
        if let a = d.as(ActorDeclSyntax.self) { return a.memberBlock.members.map(\.decl) }
        if let p = d.as(ProtocolDeclSyntax.self) { return p.memberBlock.members.map(\.decl) }
        return []
    }

    static func inheritance(_ d: DeclSyntax) -> InheritedTypeListSyntax? {
        if let s = d.as(StructDeclSyntax.self) { return s.inheritanceClause?.inheritedTypes }
        if let c = d.as(ClassDeclSyntax.self) { return c.inheritanceClause?.inheritedTypes }
        if let e = d.as(EnumDeclSyntax.self) { return e.inheritanceClause?.inheritedTypes }
        if let x = d.as(ExtensionDeclSyntax.self) { return x.inheritanceClause?.inheritedTypes }
        return nil
    }
}
