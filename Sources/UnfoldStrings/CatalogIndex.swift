import CYajl
import Foundation
import UnfoldCore
import UnfoldModel

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
            state.pointee.handle = handle
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
        if state.keys.count > StringCatalogReader.maxKeys {
            return .failure(
                StringsFileProblem(
                    "it holds \(state.keys.count) keys, more than the limit of \(StringCatalogReader.maxKeys)"))
        }
        var ranges: [String: Range<Int>] = [:]
        ranges.reserveCapacity(state.keys.count)
        for key in state.keys {
            let start = valueStart(after: key.end - 1, in: data)
            guard let end = key.valueEnd, start < end, end <= data.count else { return StringCatalogReader.read(data) }
            // A key written twice keeps its first value, as the full decoder does: the two must agree.
            if ranges[key.name] == nil { ranges[key.name] = start..<end }
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
        /// The offset just past the key's closing quote, and just past its value's last byte.
        var end: Int
        var valueEnd: Int?
    }
    /// The parser, whose count of bytes consumed is, inside a callback, the offset just past the token it
    /// reports: where keys and values end, whatever escapes they are written with.
    var handle: OpaquePointer?
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
    var problem: String?
    var error = ""
    var errorOffset = 0

    mutating func noteLanguage(_ bytes: UnsafeBufferPointer<UInt8>) {
        for known in knownLanguages.reversed() where known.count == bytes.count && known.elementsEqual(bytes) { return }
        knownLanguages.append(Array(bytes))
        languages.insert(String(decoding: bytes, as: UTF8.self))
    }

    /// The offset just past the token being reported.
    var consumed: Int { handle.map { Int(yajl_get_bytes_consumed($0)) } ?? 0 }

    /// A value of `strings` has ended (a map or array closed, or a scalar read, back at the depth of its key).
    mutating func endValue() {
        if depth == 2 && stringsDepth == 2 && !keys.isEmpty && keys[keys.count - 1].valueEnd == nil {
            keys[keys.count - 1].valueEnd = consumed
        }
    }

    static func of(_ ctx: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<IndexState> {
        ctx!.assumingMemoryBound(to: IndexState.self)
    }

    /// A scalar: allowed where it is, and, as a value of `strings`, the end of that value.
    static func scalar(_ ctx: UnsafeMutableRawPointer?) -> Int32 {
        guard value(ctx) == 1 else { return 0 }
        of(ctx).pointee.endValue()
        return 1
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
        yajl_null: { scalar($0) },
        yajl_boolean: { ctx, _ in scalar(ctx) },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { ctx, _, _ in scalar(ctx) },
        yajl_string: { ctx, text, length in
            let s = of(ctx)
            if s.pointee.depth == 1 && s.pointee.rootKey == "sourceLanguage", let text {
                s.pointee.sourceLanguage = String(
                    decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self)
            }
            return scalar(ctx)
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
            case 2 where s.pointee.stringsDepth == 2:
                let name = String(decoding: bytes, as: UTF8.self)
                s.pointee.keys.append(Key(name: name, end: s.pointee.consumed, valueEnd: nil))
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
            if s.pointee.depth == 2 && s.pointee.stringsDepth == 2 { s.pointee.stringsDepth = nil }
            if s.pointee.depth == 3 { s.pointee.inLocalizations = false }
            s.pointee.depth -= 1
            s.pointee.endValue()
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
            let s = of(ctx)
            s.pointee.depth -= 1
            s.pointee.endValue()
            return 1
        })
}
