import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// Swift source is UTF-8, and the compiler refuses a file that is not. Such a file was read with the bad bytes
/// replaced (`still` drew them) or said to hold no view; it is refused, at the first bad byte's line and column.
enum UTF8Guard {
    static func problem(in source: [UInt8]) -> XMLFileProblem? {
        guard String(validating: source, as: UTF8.self) == nil, let bad = firstInvalid(source) else { return nil }
        let place = SyntaxDepthGuard.lineAndColumn(of: bad, in: source)
        let hex = String(source[bad], radix: 16, uppercase: true)
        return XMLFileProblem(
            "the file is not valid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex) here): Swift reads only UTF-8"
                + " text", line: place.line, column: place.column)
    }

    /// The offset of the first byte that does not begin a well-formed sequence (RFC 3629: no overlong forms, no
    /// surrogates, nothing past U+10FFFF).
    static func firstInvalid(_ s: [UInt8]) -> Int? {
        var i = 0
        while i < s.count {
            let b = s[i]
            let (length, low, high): (Int, UInt8, UInt8)
            switch b {
            case 0x00...0x7F:
                i += 1
                continue
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            default: return i
            }
            guard i + length <= s.count, (low...high).contains(s[i + 1]) else { return i }
            for k in 2..<max(2, length) where !(0x80...0xBF).contains(s[i + k]) { return i }
            i += length
        }
        return nil
    }
}
