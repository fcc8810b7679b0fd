extension SwiftSourceFile {
    /// The deepest `[` nesting a11ysim hands to swift-syntax: its parser's
    /// type lookahead takes time exponential in unclosed `[` (each level
    /// doubles it: 18 levels take seconds, 30 would take hours), and no
    /// screen's code nests brackets that deep.
    public static let maximumBracketNesting = 12

    /// Where `text` first opens a `[` deeper than
    /// ``maximumBracketNesting``, as a 1-based line and column; `nil` when
    /// it never does. Brackets in comments and string literals do not count.
    static func tooDeepBracket(in text: String) -> (line: Int, column: Int)? {
        var depth = 0
        var line = 1
        var column = 0
        var inLineComment = false
        var commentDepth = 0
        var inString = false
        var previous: UInt8 = 0
        var escaped = false
        for byte in text.utf8 {
            column += 1
            defer { previous = byte }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                inLineComment = false
                continue
            }
            if inLineComment { continue }
            if commentDepth > 0 {
                if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "*") { commentDepth += 1 }
                if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { commentDepth -= 1 }
                continue
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inLineComment = true
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): commentDepth = 1
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumBracketNesting { return (line, column) }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
