@_spi(Compiler) internal import SwiftParser
public import SwiftSyntax

extension StringLiteralExprSyntax {
    /// The text `segment` of this literal stands for, its escapes resolved
    /// as Swift reads them (`\"` is `"`, `\n` a new line, `\u{2605}` ★),
    /// in a multi-line or raw literal too.
    public func unescapedText(of segment: StringSegmentSyntax) -> String {
        guard let kind = stringLiteralKind else { return segment.content.text }
        var text = ""
        segment.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: delimiterLength, to: &text)
        return text
    }
}
