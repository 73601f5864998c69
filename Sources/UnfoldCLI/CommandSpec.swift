import Foundation
import Unfold

/// One option of a command: its names, what value it takes, and its help line.
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        case flag
        case int(ClosedRange<Int>)
        case double(ClosedRange<Double>)
        case text
    }
    var names: [String]
    /// The placeholder shown for its value (`N`, `DIR`); nil for a flag.
    var value: String?
    var kind: Kind
    var help: String
    var required = false
    /// Given several times, each value is kept (`--mask a --mask b`).
    var repeatable = false

    init(
        _ names: [String], _ value: String? = nil, _ kind: Kind = .text, help: String, required: Bool = false,
        repeatable: Bool = false
    ) {
        self.names = names
        self.value = value
        self.kind = value == nil ? .flag : kind
        self.help = help
        self.required = required
        self.repeatable = repeatable
    }

    /// The key values are stored under: the long name without dashes.
    var key: String { names.last!.trimmingCharacters(in: ["-"]) }

    /// The name the synopsis shows: `-o` for outputs, else the long name.
    var usageName: String { names.contains("-o") ? "-o" : names.last! }

    var synopsis: String {
        let text = usageName + (value.map { " \($0)" } ?? "")
        return required ? text : "[\(text)]" + (repeatable ? "..." : "")
    }
}

/// A command: its name, arguments and options; usage and help are generated from this table.
struct CommandSpec: Sendable {
    var name: String
    /// How the positional arguments read in the synopsis (`SCENE`, `[SCENE]`, `A.png B.png`).
    var arguments: String
    var summary: String
    var examples: [String]
    var positionals: ClosedRange<Int>
    var options: [OptionSpec]

    var synopsis: String {
        (["unfold", name] + (arguments.isEmpty ? [] : [arguments]) + options.map(\.synopsis)).joined(separator: " ")
    }
}

/// A command line read against a `CommandSpec`, with every value already checked against its kind.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var repeated: [String: [String]] = [:]
    var flags: Set<String> = []

    func all(_ option: OptionSpec) -> [String] { repeated[option.key] ?? [] }
    func flag(_ option: OptionSpec) -> Bool { flags.contains(option.key) }
    func text(_ option: OptionSpec) -> String? { values[option.key] }
    func int(_ option: OptionSpec) -> Int? { values[option.key].flatMap { Int($0) } }
    func double(_ option: OptionSpec) -> Double? { values[option.key].flatMap { Double($0) } }
}

extension CommandSpec {
    func parse(_ args: [String]) throws -> ParsedArguments {
        var out = ParsedArguments()
        var i = 0
        while i < args.count {
            let a = args[i]
            i += 1
            guard a.hasPrefix("-") && a.count > 1 && Double(a) == nil else {
                out.positionals.append(a)
                continue
            }
            var name = a
            var inline: String? = nil
            if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
                name = String(a[..<eq])
                inline = String(a[a.index(after: eq)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw UnfoldFailure.usage("unknown option '\(name)' for '\(self.name)'", showsUsage: true)
            }
            guard let placeholder = option.value else {
                out.flags.insert(option.key)
                continue
            }
            var value = inline
            if value == nil {
                guard i < args.count else {
                    throw UnfoldFailure.usage("\(name) needs a value (\(placeholder))", showsUsage: true)
                }
                value = args[i]
                i += 1
            }
            try check(value!, for: option)
            out.values[option.key] = value!
            out.repeated[option.key, default: []].append(value!)
        }
        if !positionals.contains(out.positionals.count) {
            let what = out.positionals.count < positionals.lowerBound ? "missing arguments" : "too many arguments"
            throw UnfoldFailure.usage(what, showsUsage: true)
        }
        for option in options where option.required && out.values[option.key] == nil {
            throw UnfoldFailure.usage("\(name) needs \(option.usageName) \(option.value ?? "")", showsUsage: true)
        }
        return out
    }

    /// A value of the wrong kind or out of range is a usage error naming the option.
    func check(_ value: String, for option: OptionSpec) throws {
        switch option.kind {
        case .flag, .text:
            return
        case .int(let range):
            guard let v = Int(value), range.contains(v) else {
                throw UnfoldFailure.usage(
                    "\(option.usageName) takes a whole number in \(range.lowerBound)…\(range.upperBound), not "
                        + "'\(value)'",
                    showsUsage: true)
            }
        case .double(let range):
            guard let v = Double(value), v.isFinite, range.contains(v) else {
                throw UnfoldFailure.usage(
                    "\(option.usageName) takes a number in \(range.lowerBound)…\(range.upperBound), not '\(value)'",
                    showsUsage: true)
            }
        }
    }
}
