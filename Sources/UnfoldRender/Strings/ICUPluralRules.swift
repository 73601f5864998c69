import CICU
import Foundation
import UnfoldCore

/// CLDR's plural rules, as ICU (Debian's libicu) implements them.
package struct ICUPluralRules: PluralRules {
    package init() {}

    /// ICU's rule objects, one per language, made on first use and kept (they are read-only once made).
    final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var rules: [String: OpaquePointer] = [:]
    }
    static let cache = Cache()

    static func rules(for language: String) -> OpaquePointer? {
        let c = cache
        c.lock.lock()
        defer { c.lock.unlock() }
        if let r = c.rules[language] { return r }
        var status: Int32 = 0
        // ICU's locale ids use '_' between language, script and region.
        guard let r = unfold_plural_rules_open(language.replacingOccurrences(of: "-", with: "_"), &status),
            status <= 0
        else { return nil }
        c.rules[language] = r
        return r
    }

    package func category(of number: Double, language: String) -> PluralCategory {
        guard let rules = Self.rules(for: language) else { return number == 1 ? .one : .other }
        let c = Self.cache
        c.lock.lock()
        defer { c.lock.unlock() }
        var buffer = [UInt16](repeating: 0, count: 16)
        var status: Int32 = 0
        let n = unfold_plural_rules_select(rules, number, &buffer, Int32(buffer.count), &status)
        // ICU's errors are positive, its warnings negative.
        guard status <= 0, n > 0 else { return .other }
        let keyword = String(decoding: buffer[0..<Int(n)], as: UTF16.self)
        return PluralCategory(rawValue: keyword) ?? .other
    }
}
