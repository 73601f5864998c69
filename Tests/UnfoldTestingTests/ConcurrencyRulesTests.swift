import Foundation
import Testing

/// Issue 35's rule for shared state, read off the sources: a `Mutex` (or a checked `Sendable` type) wherever
/// threads share something, and `@unchecked Sendable` only on a wrapper of one C pointer, which no checked type
/// can carry.
@Suite struct ConcurrencyRulesTests {
    /// Every Swift file under Sources, with its text.
    func sources() throws -> [(path: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var found: [(String, String)] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            found.append((file.path, try String(contentsOf: file, encoding: .utf8)))
        }
        return found
    }

    @Test func noFoundationLocksAndNoUncheckedGlobals() throws {
        let banned = ["NSLock()", "NSRecursiveLock()", "nonisolated(unsafe)", "pthread_mutex_", "os_unfair_lock"]
        for (path, text) in try sources() {
            for word in banned {
                #expect(!text.contains(word), "\(path) uses \(word)")
            }
        }
    }

    @Test func uncheckedSendableOnlyWrapsOneCPointer() throws {
        var wrappers = 0
        for (path, text) in try sources() {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (i, line) in lines.enumerated() where line.contains("@unchecked Sendable") {
                // The declaration is a struct whose body is one `let pointer` of a C pointer type.
                #expect(line.contains("struct "), "\(path):\(i + 1) is not a struct")
                let body = lines[(i + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("}") }
                let stored = body.filter { $0.contains(" let ") || $0.contains(" var ") }
                #expect(stored.count == 1, "\(path):\(i + 1) stores \(stored.count) properties")
                #expect(
                    stored.allSatisfy {
                        $0.contains("let pointer: OpaquePointer") || $0.contains("let pointer: UnsafeMutablePointer<")
                    },
                    "\(path):\(i + 1) holds \(stored)")
                wrappers += 1
            }
        }
        #expect(wrappers == 7)
    }

    /// A `Mutex` stored directly in a static property read garbage when built in release with Swift 6.3.1 (see
    /// `StaticMutex`); every static lock goes through an object.
    @Test func staticLocksAreHeldInAnObject() throws {
        let direct = try Regex(#"static (let|var) \w+(: [^=]+)? = Mutex"#)
        for (path, text) in try sources() {
            #expect(try direct.firstMatch(in: text) == nil, "\(path) stores a Mutex in a static property")
        }
    }
}
