import CYajl
import Foundation
import UnfoldCore

/// Reads a String Catalog as an index: one pass of yajl's event parser checks the JSON, finds each key's value
/// and every language, and the values are decoded when a scene uses their key. A 10 MB catalog costs this one
/// pass (yajl reads about 300 MB/s) instead of a full decode into Foundation objects (about 20 MB/s here).
package enum CatalogIndex {
    /// `source` names the file in the messages of an entry decoded later.
    package static func read(_ data: [UInt8], source: String = "the catalog") -> Result<StringTable, StringsFileProblem>
    {
        // A struct reached through a pointer: the callbacks run about 600,000 times for 10 MB, and a class
        // would retain and release on each.
        let pointer = UnsafeMutablePointer<IndexState>.allocate(capacity: 1)
        pointer.initialize(to: IndexState())
        defer {
            pointer.deinitialize(count: 1)
            pointer.deallocate()
        }
        let status: yajl_status = data.withUnsafeBufferPointer { buffer in
            let state = pointer
            guard let base = buffer.baseAddress else { return yajl_status_error }
            state.pointee.base = UnsafeRawPointer(base)
            state.pointee.count = buffer.count
            var callbacks = IndexState.callbacks
            let handle = yajl_alloc(&callbacks, nil, UnsafeMutableRawPointer(state))!
            defer { yajl_free(handle) }
            var s = yajl_parse(handle, base, buffer.count)
            var atEnd = false
            if s == yajl_status_ok {
                s = yajl_complete_parse(handle)
                atEnd = true
            }
            if s == yajl_status_error {
                // Finishing consumes nothing: its error (a premature end) is at the end of the text.
                state.pointee.errorOffset = atEnd ? buffer.count : yajl_get_bytes_consumed(handle)
                if let said = yajl_get_error(handle, 0, base, buffer.count) {
                    state.pointee.error = String(cString: said).trimmingCharacters(in: .whitespacesAndNewlines)
                    yajl_free_error(handle, said)
                }
            }
            return s
        }
        let state = pointer.pointee
        if let problem = state.problem {
            return .failure(StringsFileProblem(problem))
        }
        if status != yajl_status_ok {
            // yajl has consumed the offending token; a syntax error is almost always one byte (a brace, a comma).
            let at = state.errorOffset < data.count ? max(0, state.errorOffset - 1) : data.count
            let (line, column) = position(of: at, in: data)
            return .failure(StringsFileProblem("line \(line), column \(column): not valid JSON (\(state.error))"))
        }
        // A key written with escapes is not where yajl's pointer is: such a catalog is decoded whole.
        if state.escapedKey { return StringCatalogReader.read(data) }
        if state.keys.count > StringCatalogReader.maxKeys {
            return .failure(
                StringsFileProblem(
                    "it holds \(state.keys.count) keys, more than the limit of \(StringCatalogReader.maxKeys)"))
        }
        var ranges: [String: Range<Int>] = [:]
        ranges.reserveCapacity(state.keys.count)
        for (i, key) in state.keys.enumerated() {
            let start = valueStart(after: key.end, in: data)
            let end =
                i + 1 < state.keys.count
                ? valueEnd(beforeKeyAt: state.keys[i + 1].quote, in: data) : state.lastEnd(in: data)
            guard start < end else { return StringCatalogReader.read(data) }
            ranges[key.name] = start..<end
        }
        return .success(
            StringTable(
                sourceLanguage: state.sourceLanguage, json: data, ranges: ranges, languages: state.languages,
                source: source))
    }

    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    /// After a key's closing quote: blanks, the colon, blanks.
    static func valueStart(after keyEnd: Int, in data: [UInt8]) -> Int {
        var i = keyEnd + 1
        while i < data.count, isBlank(data[i]) || data[i] == UInt8(ascii: ":") { i += 1 }
        return i
    }

    /// Before the next key's opening quote: blanks, the comma, blanks.
    static func valueEnd(beforeKeyAt quote: Int, in data: [UInt8]) -> Int {
        var i = quote
        while i > 0, isBlank(data[i - 1]) || data[i - 1] == UInt8(ascii: ",") { i -= 1 }
        return i
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let before = bytes[..<offset]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1)
    }
}

/// What the event parser has seen: where it is in the tree, and what it noted.
struct IndexState {
    struct Key {
        var name: String
        /// The offset of the key's opening quote and of its closing quote.
        var quote: Int
        var end: Int
    }
    var base: UnsafeRawPointer?
    var count = 0
    /// Maps and arrays open, the root being depth 1.
    var depth = 0
    /// The key just read at each depth (only the ones that matter are kept).
    var rootKey = ""
    /// Inside a key's `localizations`, whose keys are languages.
    var inLocalizations = false
    static let localizations = Array("localizations".utf8)
    /// The languages seen, as bytes: a catalog names a few languages 100,000 times, so each name is compared
    /// with the few known ones before a string is made of it.
    var knownLanguages: [[UInt8]] = []
    var stringsDepth: Int?
    var keys: [Key] = []
    var languages: Set<String> = []
    var sourceLanguage: String?
    var escapedKey = false
    /// Where the `strings` map closed: the next root key's quote, if one follows.
    var stringsClosed = false
    var nextRootKeyQuote: Int?
    var problem: String?
    var error = ""
    var errorOffset = 0

    mutating func noteLanguage(_ bytes: UnsafeBufferPointer<UInt8>) {
        for known in knownLanguages.reversed() where known.count == bytes.count && known.elementsEqual(bytes) { return }
        knownLanguages.append(Array(bytes))
        languages.insert(String(decoding: bytes, as: UTF8.self))
    }

    /// The offset of a string yajl hands over, if it points into the text (it does unless the string has escapes).
    func offset(_ p: UnsafePointer<UInt8>?) -> Int? {
        guard let p, let base else { return nil }
        let o = UnsafeRawPointer(p) - base
        return o >= 0 && o < count ? o : nil
    }

    /// The end of the last key's value: before the `strings` map's closing brace.
    func lastEnd(in data: [UInt8]) -> Int {
        var i = nextRootKeyQuote ?? data.count
        func skipBlanks() { while i > 0, CatalogIndex.isBlank(data[i - 1]) { i -= 1 } }
        skipBlanks()
        if nextRootKeyQuote != nil {
            if i > 0, data[i - 1] == UInt8(ascii: ",") { i -= 1 }
        } else if i > 0, data[i - 1] == UInt8(ascii: "}") {
            // The root's own closing brace.
            i -= 1
        }
        skipBlanks()
        if i > 0, data[i - 1] == UInt8(ascii: "}") { i -= 1 }
        skipBlanks()
        return i
    }

    static func of(_ ctx: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<IndexState> {
        ctx!.assumingMemoryBound(to: IndexState.self)
    }

    static func value(_ ctx: UnsafeMutableRawPointer?) -> Int32 {
        let s = of(ctx)
        if s.pointee.depth == 0 {
            s.pointee.problem = "the catalog is not an object"
            return 0
        }
        if s.pointee.depth == 1 && s.pointee.rootKey == "strings" {
            s.pointee.problem = "'strings' is not an object"
            return 0
        }
        return 1
    }

    static let callbacks = yajl_callbacks(
        yajl_null: { value($0) },
        yajl_boolean: { ctx, _ in value(ctx) },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { ctx, _, _ in value(ctx) },
        yajl_string: { ctx, text, length in
            let s = of(ctx)
            if s.pointee.depth == 1 && s.pointee.rootKey == "sourceLanguage", let text {
                s.pointee.sourceLanguage = String(
                    decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self)
            }
            return value(ctx)
        },
        yajl_start_map: { ctx in
            let s = of(ctx)
            s.pointee.depth += 1
            if s.pointee.depth == 2 && s.pointee.rootKey == "strings" { s.pointee.stringsDepth = 2 }
            return 1
        },
        yajl_map_key: { ctx, text, length in
            let s = of(ctx)
            guard let text else { return 1 }
            let bytes = UnsafeBufferPointer(start: text, count: length)
            switch s.pointee.depth {
            case 1:
                s.pointee.rootKey = String(decoding: bytes, as: UTF8.self)
                if s.pointee.stringsClosed && s.pointee.nextRootKeyQuote == nil, let o = s.pointee.offset(text) {
                    s.pointee.nextRootKeyQuote = o - 1
                }
            case 2 where s.pointee.stringsDepth == 2:
                let name = String(decoding: bytes, as: UTF8.self)
                guard let o = s.pointee.offset(text) else {
                    s.pointee.escapedKey = true
                    return 1
                }
                s.pointee.keys.append(Key(name: name, quote: o - 1, end: o + length))
            case 4 where s.pointee.stringsDepth == 2 && s.pointee.inLocalizations:
                s.pointee.noteLanguage(bytes)
            case 3 where s.pointee.stringsDepth == 2:
                s.pointee.inLocalizations = bytes.elementsEqual(IndexState.localizations)
            default: break
            }
            return 1
        },
        yajl_end_map: { ctx in
            let s = of(ctx)
            if s.pointee.depth == 2 && s.pointee.stringsDepth == 2 {
                s.pointee.stringsDepth = nil
                s.pointee.stringsClosed = true
            }
            if s.pointee.depth == 3 { s.pointee.inLocalizations = false }
            s.pointee.depth -= 1
            return 1
        },
        yajl_start_array: { ctx in
            // An array where the root or `strings` belongs is refused as a scalar there is.
            guard value(ctx) == 1 else { return 0 }
            let s = of(ctx)
            s.pointee.depth += 1
            return 1
        },
        yajl_end_array: { ctx in
            of(ctx).pointee.depth -= 1
            return 1
        })
}
