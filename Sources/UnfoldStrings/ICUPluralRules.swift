import CICU
import Foundation
import Synchronization
import UnfoldCore
import UnfoldModel

/// CLDR's plural rules, as ICU (Debian's libicu) implements them.
package struct ICUPluralRules: PluralRules {
    package init() {}

    /// ICU's rule objects, one per language, made on first use and kept; ICU's calls on them are made holding
    /// the same lock.
    static let cache = StaticMutex<[String: Rules]>([:])

    /// An ICU `UPluralRules`, handed between threads only inside `cache`'s lock.
    struct Rules: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// The rules of `language`, opened on first use, given to `body` while the cache is locked.
    static func withRules<T: Sendable>(for language: String, _ body: (OpaquePointer?) -> T) -> T {
        cache.withLock { rules in
            if let r = rules[language] { return body(r.pointer) }
            var status: Int32 = 0
            // ICU's locale ids use '_' between language, script and region.
            guard let r = unfold_plural_rules_open(language.replacingOccurrences(of: "-", with: "_"), &status),
                status <= 0
            else { return body(nil) }
            rules[language] = Rules(pointer: r)
            return body(r)
        }
    }

    package func category(of number: Double, language: String) -> PluralCategory {
        Self.withRules(for: language) { rules in
            guard let rules else { return number == 1 ? .one : .other }
            var buffer = [UInt16](repeating: 0, count: 16)
            var status: Int32 = 0
            let n = unfold_plural_rules_select(rules, number, &buffer, Int32(buffer.count), &status)
            // ICU's errors are positive, its warnings negative.
            guard status <= 0, n > 0 else { return .other }
            let keyword = String(decoding: buffer[0..<Int(n)], as: UTF16.self)
            return PluralCategory(rawValue: keyword) ?? .other
        }
    }
}
