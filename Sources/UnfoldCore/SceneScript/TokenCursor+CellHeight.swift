import UnfoldModel

extension TokenCursor {
    /// `height N`, or `height C/E` where each of C and E is a number of points or `auto` (self-sizing), as a
    /// delegate's `heightForRowAt` returns a number or `automaticDimension`.
    mutating func cellHeights() -> Pair<Double?>? {
        let form = "expected cell height (a number, or C/E where each is a number or 'auto', such as 60/auto)"
        guard let t = peek else {
            error(form)
            return nil
        }
        position += 1
        let parts = t.text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard t.kind == .word, parts.count <= 2, !(parts.count == 1 && parts[0] == "auto") else {
            error("\(form), found '\(t.text)'", at: t)
            return nil
        }
        var values: [Double?] = []
        for part in parts {
            if part == "auto" {
                values.append(nil)
                continue
            }
            switch readDecimal(part) {
            case .value(let v) where (0...100_000).contains(v): values.append(v)
            case .value, .tooLarge:
                error("cell height '\(t.text)' is out of range (0…100000)", at: t)
                return nil
            case .invalid:
                error("\(form), found '\(t.text)'", at: t)
                return nil
            }
        }
        return values.count == 1 ? Pair(values[0]) : Pair(values[0], values[1])
    }
}
