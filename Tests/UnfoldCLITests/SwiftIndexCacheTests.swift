import Foundation
import Testing

@testable import Unfold

/// CLI "Swift modules": the names each file of a module declares are kept on disk by the file's digest; a file
/// that changed is scanned again; a damaged entry is ignored and written again, never trusted.
@Suite struct SwiftIndexCacheTests {
    @Test func namesAreKeptByDigestAndADamagedEntryIsWrittenAgain() throws {
        let dir = tempDir("swift-index")
        let cache = SwiftIndexCache(folder: dir.appendingPathComponent("swift-index"))
        let source = Array("enum Tokens {\n    static let gap = 8\n}\ninfix operator |>\nfunc row() {}\n".utf8)
        #expect(cache.names(of: source) == ["Tokens", "gap", "operator", "row"])
        let entry = cache.url(source)
        #expect(
            String(decoding: bytes(entry), as: UTF8.self) == "unfold-swift-index 1\nTokens\ngap\noperator\nrow\n")
        // A changed file has another entry.
        let changed = source + Array("struct Extra {}\n".utf8)
        #expect(cache.url(changed) != entry)
        #expect(cache.names(of: changed).contains("Extra"))
        // Damaged entries (another first line, a name with a quote, no final newline) are not trusted.
        for damage in ["unfold-swift-index 2\nTokens\n", "unfold-swift-index 1\nTo\"kens\n", "unfold-swift-index 1\nA"]
        {
            try Data(damage.utf8).write(to: entry)
            #expect(cache.names(of: source) == ["Tokens", "gap", "operator", "row"])
            #expect(
                String(decoding: bytes(entry), as: UTF8.self) == "unfold-swift-index 1\nTokens\ngap\noperator\nrow\n")
        }
        // An entry that is sound is read, not scanned: it is what the module's names are.
        try Data("unfold-swift-index 1\nFromCache\n".utf8).write(to: entry)
        #expect(cache.names(of: source) == ["FromCache"])
    }

    @Test func theFolderIsXDGsOrHomes() {
        #expect(
            SwiftIndexCache.standard(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.folder.path
                == "/c/unfold/swift-index")
        #expect(SwiftIndexCache.standard(environment: ["HOME": "/h"])?.folder.path == "/h/.cache/unfold/swift-index")
        #expect(SwiftIndexCache.standard(environment: ["XDG_CACHE_HOME": "relative"])?.folder == nil)
    }
}
