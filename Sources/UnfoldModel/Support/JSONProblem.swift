import Foundation
import UnfoldSyntax

/// What is wrong with a JSON file that travels between machines (`golden.json`, a report's `results.json`), in
/// words: the line and column of a syntax error, or the field that has the wrong type.
package enum JSONProblem {
    /// Decodes `T` from `data`, or throws a sentence saying what is wrong and where.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw Failure(syntax(error, in: data))
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw Failure(describe(error))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure("\(error)")
        }
    }

    /// `decode` as a result: the value, or the sentence.
    package static func result<T: Decodable>(_ type: T.Type, from data: Data) -> Result<T, Failure> {
        do { return .success(try decode(type, from: data)) } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure("\(error)"))
        }
    }

    /// A sentence about one file's content.
    /// `PATH:LINE:COL: …`, as every other file's problems read, where `message` begins with the line and column
    /// this type words (`line 12, column 14: not valid JSON …`); else `PATH: message`.
    package static func located(_ path: String, _ message: String) -> String {
        let (place, rest) = place(path, message)
        return place.line == nil ? "\(path): \(message)" : "\(place.written): \(rest)"
    }

    /// The place `message` names in the file at `path` (its line and column, when it begins with them as this type
    /// words them), and the message after them.
    package static func place(_ path: String, _ message: String) -> (FileLocation, String) {
        let words = message.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
        guard words.count == 5, words[0] == "line", words[1].hasSuffix(","), words[2] == "column",
            words[3].hasSuffix(":"), let line = Int(words[1].dropLast()), let column = Int(words[3].dropLast())
        else { return (FileLocation(path: path, line: nil, column: nil), message) }
        return (FileLocation(path: path, line: line, column: column), String(words[4]))
    }

    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var message: String
        package init(_ message: String) { self.message = message }
        package var description: String { message }
    }

    /// Foundation says "around character N" (a byte offset) or "Unexpected end of file": made a line and column.
    package static func syntax(_ error: Error, in data: Data) -> String {
        let said = ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? "\(error)"
        let bytes = [UInt8](data)
        var offset = bytes.count
        if let range = said.range(of: "character "),
            let number = Int(said[range.upperBound...].prefix(while: { $0.isNumber }))
        {
            offset = min(number, bytes.count)
        }
        let (line, column) = position(of: offset, in: bytes)
        var what = said.hasSuffix(".") ? String(said.dropLast()) : said
        // The offset is said as line and column already.
        if let range = what.range(of: " around character ") { what = String(what[..<range.lowerBound]) }
        return "line \(line), column \(column): not valid JSON (\(what))"
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let before = bytes.prefix(offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return (line, column)
    }

    package static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .typeMismatch(type, context):
            let said = context.debugDescription
            let detail = said.prefix(1).lowercased() + said.dropFirst().replacingOccurrences(of: ".", with: "")
            return "\(path(context.codingPath)) does not hold \(typeName(type)): \(detail)"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)) is null where \(typeName(type)) belongs"
        case let .keyNotFound(key, context):
            return "\(path(context.codingPath + [key])) is missing"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                return "a number does not fit its field (a fraction or a huge number where a whole number belongs)"
            }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// `frames[3].rows[0].y`.
    static func path(_ keys: [CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += out.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return out.isEmpty ? "the file" : "'\(out)'"
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default: return "the expected value"
        }
    }
}

extension KeyedDecodingContainer {
    /// A whole number written in JSON, which JSONDecoder refuses without saying where when it has a fraction.
    package func decodeWhole(_ key: Key) throws -> Int {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite, value == value.rounded(), abs(value) <= 1e15 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(formatNumber(value)) is not a whole number")
        }
        return Int(value)
    }

    package func decodeWholeArray(_ key: Key) throws -> [Int] {
        let values = try decode([Double].self, forKey: key)
        var out: [Int] = []
        out.reserveCapacity(values.count)
        for value in values {
            guard value.isFinite, value == value.rounded(), abs(value) <= 1e15 else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "holds \(formatNumber(value)), not a whole number")
            }
            out.append(Int(value))
        }
        return out
    }
}
