import Foundation
import Testing
import UnfoldCore

@testable import Unfold

/// CLI "Swift modules": the names each file of a module declares are kept on disk by the file's digest, in one
/// file per module; a file that changed is scanned again; a damaged cache is ignored and written again, never
/// trusted.
@Suite struct SwiftIndexCacheTests {
    static let tokens = SwiftModuleSource(
        path: "Tokens.swift", bytes: Array("enum Tokens {\n    static let gap = 8\n}\ninfix operator |>\n".utf8))
    static let row = SwiftModuleSource(path: "Row.swift", bytes: Array("func row() {}\n".utf8))

    @Test func namesAreKeptByDigestAndADamagedCacheIsWrittenAgain() throws {
        let dir = tempDir("swift-index")
        let cache = SwiftIndexCache(folder: dir.appendingPathComponent("swift-index"))
        let module = ["/app/Sources/App"]
        let expected: [Set<String>] = [["Tokens", "gap", "operator"], ["row"]]
        #expect(cache.names(of: [Self.tokens, Self.row], module: module) == expected)
        let file = cache.url(module: module)
        // One line a file, by its digest and length, in the keys' order.
        let lines = [
            SwiftIndexCache.key(Self.tokens.bytes) + " Tokens gap operator",
            SwiftIndexCache.key(Self.row.bytes) + " row"
        ].sorted()
        #expect(
            String(decoding: bytes(file), as: UTF8.self)
                == "unfold-swift-index 2\n" + lines.joined(separator: "\n") + "\nend 2\n")
        // A changed file is scanned again; the other is read from the cache.
        let changed = SwiftModuleSource(path: "Row.swift", bytes: Array("func row() {}\nstruct Extra {}\n".utf8))
        #expect(cache.names(of: [Self.tokens, changed], module: module)[1] == ["row", "Extra"])
        // Damaged caches (another first line, a name with a quote, a key that is not a digest, no final newline,
        // a file cut short after a whole line) are not trusted: the names are scanned and the file written again.
        let rowKey = SwiftIndexCache.key(Self.row.bytes)
        for damage in [
            "unfold-swift-index 1\nend 0\n", "unfold-swift-index 2\nabc-14 ro\"w\nend 1\n",
            "unfold-swift-index 2\nnot-a-key row\nend 1\n", "unfold-swift-index 2",
            "unfold-swift-index 2\n\(rowKey) row\nend 2\n"
        ] {
            try Data(damage.utf8).write(to: file)
            #expect(cache.names(of: [Self.tokens, Self.row], module: module) == expected)
            #expect(String(decoding: bytes(file), as: UTF8.self).hasPrefix("unfold-swift-index 2\n"))
            #expect(SwiftIndexCache.decode(Array(String(decoding: bytes(file), as: UTF8.self).utf8)) != nil)
        }
        // A sound cache is read, not scanned: it is what the module's names are.
        let key = SwiftIndexCache.key(Self.row.bytes)
        let tokensKey = SwiftIndexCache.key(Self.tokens.bytes)
        try Data("unfold-swift-index 2\n\(key) FromCache\n\(tokensKey) Tokens\nend 2\n".utf8).write(to: file)
        #expect(cache.names(of: [Self.tokens, Self.row], module: module) == [["Tokens"], ["FromCache"]])
    }

    @Test func theFolderIsXDGsOrHomes() {
        #expect(
            SwiftIndexCache.standard(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.folder.path
                == "/c/unfold/swift-index")
        #expect(SwiftIndexCache.standard(environment: ["HOME": "/h"])?.folder.path == "/h/.cache/unfold/swift-index")
        #expect(SwiftIndexCache.standard(environment: ["XDG_CACHE_HOME": "relative"])?.folder == nil)
    }
}
