import Foundation
import UnfoldModel

/// `timeline.json`'s rows written as bytes. A frame that starts an update of a million rows lists every one of
/// them, some twenty million numbers: building a string for each number and each piece took most of the time
/// `render` spent on such a scene. The bytes are exactly those of the string forms (`TimelineJSON.num`, `quote`),
/// which `TimelineNumberTests` compares.
struct JSONBytes {
    var bytes: [UInt8] = []

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func add(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func add(_ s: String) { bytes.append(contentsOf: s.utf8) }

    mutating func add(_ b: Bool) { add(b ? "true" : "false") }

    mutating func add(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(UInt64(n.magnitude), width: 1)
    }

    /// The decimal digits of `v`, at least `width` of them (zeros before).
    mutating func digits(_ v: UInt64, width: Int) {
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { out in
            var n = v
            var k = out.count
            repeat {
                k -= 1
                out[k] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
            } while n > 0 || out.count - k < width
            bytes.append(contentsOf: out[k...])
        }
    }

    /// `TimelineJSON.num`'s text.
    mutating func num(_ v: Double) {
        let x = FrameRecord.round(v)
        guard x.isFinite, abs(x) < 1e9 else { return add(String(format: "%.6f", x)) }
        let millionths = Int64((x * 1_000_000).rounded())
        if millionths < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(millionths.magnitude / 1_000_000, width: 1)
        bytes.append(UInt8(ascii: "."))
        digits(millionths.magnitude % 1_000_000, width: 6)
    }

    /// `TimelineJSON.quote`'s text.
    mutating func quote(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        for u in s.utf8 {
            switch u {
            case UInt8(ascii: "\""): add("\\\"")
            case UInt8(ascii: "\\"): add("\\\\")
            case UInt8(ascii: "\n"): add("\\n")
            case UInt8(ascii: "\t"): add("\\t")
            case UInt8(ascii: "\r"): add("\\r")
            case ..<0x20:
                add("\\u00")
                bytes.append(Self.hex[Int(u >> 4)])
                bytes.append(Self.hex[Int(u & 15)])
            default: bytes.append(u)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    static let hex = Array("0123456789abcdef".utf8)

    mutating func quoteOrNull(_ s: String?) {
        if let s { quote(s) } else { add("null") }
    }

    /// `TimelineJSON.row`'s text.
    mutating func row(_ r: FrameRecord.RowRecord) {
        add("\n        { \"id\": ")
        quote(r.id)
        add(", \"x\": ")
        num(r.x)
        add(", \"y\": ")
        num(r.y)
        add(", \"width\": ")
        num(r.width)
        add(", \"height\": ")
        num(r.height)
        add(", \"expanded\": ")
        add(r.expanded)
        add(", \"selected\": ")
        add(r.selected)
        add(", \"highlight\": ")
        num(r.highlight)
        add(", \"alpha\": ")
        num(r.alpha)
        add(", \"level\": ")
        add(r.level)
        add(", \"parent\": ")
        quoteOrNull(r.parent)
        add(",")
        if let cell = r.cell {
            add(" \"cell\": ")
            add(cell)
            add(",")
        }
        add("\n          \"elements\": [")
        var first = true
        for e in r.elements + r.accessories {
            if !first { add(",") }
            first = false
            element(e)
        }
        add(first ? "] }" : "\n          ] }")
    }

    /// `TimelineJSON.element`'s text.
    mutating func element(_ e: FrameRecord.ElementRecord) {
        add("\n            { \"id\": ")
        quote(e.id)
        add(", \"kind\": \"")
        add(e.kind)
        add("\", \"parent\": ")
        quoteOrNull(e.parent)
        add(", \"x\": ")
        num(e.x)
        add(", \"y\": ")
        num(e.y)
        add(", \"width\": ")
        num(e.width)
        add(", \"height\": ")
        num(e.height)
        add(", \"alpha\": ")
        num(e.alpha)
        add(", \"rotation\": ")
        num(e.rotation)
        if let text = e.text {
            add(", \"text\": ")
            quote(text.text)
            add(", \"lines\": ")
            add(text.lines)
            add(", \"truncated\": ")
            add(text.truncated)
        }
        if let source = e.source {
            add(", \"source\": ")
            quote(source)
        }
        add(" }")
    }
}
