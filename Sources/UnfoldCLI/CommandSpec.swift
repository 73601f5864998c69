import Foundation

/// What a command accepts; parsing is a loop over this table.
struct OptionSpec {
    var names: [String]
    var value: String?
    var help: String
    var key: String { names.last!.trimmingCharacters(in: ["-"]) }
}

struct CommandSpec {
    var name: String
    var synopsis: String
    var summary: String
    var examples: [String]
    var positionals: ClosedRange<Int>
    var options: [OptionSpec]
}

struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    func int(_ key: String, _ range: ClosedRange<Int>, spec: CommandSpec) throws -> Int? {
        guard let v = values[key] else { return nil }
        guard let i = Int(v), range.contains(i) else { throw CLIFailure.usage("--\(key) takes a whole number in \(range.lowerBound)…\(range.upperBound), not '\(v)'", spec) }
        return i
    }

    func double(_ key: String, _ range: ClosedRange<Double>, spec: CommandSpec) throws -> Double? {
        guard let v = values[key] else { return nil }
        guard let d = Double(v), d.isFinite, range.contains(d) else { throw CLIFailure.usage("--\(key) takes a number in \(range.lowerBound)…\(range.upperBound), not '\(v)'", spec) }
        return d
    }
}

enum CLIFailure: Error {
    case usage(String, CommandSpec?)
    /// Already-formatted scene diagnostics (exit 2).
    case scene(String)
    /// Input/output or rendering failures (exit 3).
    case io(String)
    case interrupted
}

extension CommandSpec {
    func parse(_ args: [String]) throws -> ParsedArguments {
        var out = ParsedArguments()
        var i = 0
        while i < args.count {
            let a = args[i]
            if a.hasPrefix("-") && a.count > 1 && Double(a) == nil {
                var name = a, inline: String? = nil
                if let eq = a.firstIndex(of: "="), a.hasPrefix("--") { name = String(a[..<eq]); inline = String(a[a.index(after: eq)...]) }
                guard let opt = options.first(where: { $0.names.contains(name) }) else {
                    throw CLIFailure.usage("unknown option '\(name)' for '\(self.name)'", self)
                }
                if opt.value != nil {
                    if let inline { out.values[opt.key] = inline }
                    else {
                        guard i + 1 < args.count else { throw CLIFailure.usage("\(name) needs a value (\(opt.value!))", self) }
                        out.values[opt.key] = args[i + 1]
                        i += 1
                    }
                } else {
                    out.flags.insert(opt.key)
                }
            } else {
                out.positionals.append(a)
            }
            i += 1
        }
        if !positionals.contains(out.positionals.count) {
            let what = out.positionals.count < positionals.lowerBound ? "missing arguments" : "too many arguments"
            throw CLIFailure.usage(what, self)
        }
        return out
    }
}
