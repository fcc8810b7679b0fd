internal import SwiftSyntax

extension SwiftSourceFile {
    /// Characters outside string literals and comments that swift-syntax's
    /// error reporter cannot describe (it stops the program instead): the
    /// replacement character, byte-order marks, line and paragraph
    /// separators, next-line and the other specials block.
    static func isUnreadable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x85, 0x2028, 0x2029, 0xFEFF, 0xFFF0...0xFFFF: true
        default: false
        }
    }

    /// The UTF-8 offset of the first unreadable character in code (not in a
    /// string literal or a comment) of `tree`; `nil` when there is none.
    static func unreadableCharacterOffset(in tree: SourceFileSyntax) -> Int? {
        func first(in text: String) -> Int? {
            var offset = 0
            for scalar in text.unicodeScalars {
                if isUnreadable(scalar) { return offset }
                offset += String(scalar).utf8.count
            }
            return nil
        }
        func first(in trivia: Trivia, from start: Int) -> Int? {
            var offset = start
            for piece in trivia {
                if case .unexpectedText(let text) = piece, let found = first(in: text) { return offset + found }
                offset += piece.sourceLength.utf8Length
            }
            return nil
        }
        for token in tree.tokens(viewMode: .all) {
            if let found = first(in: token.leadingTrivia, from: token.position.utf8Offset) { return found }
            if case .stringSegment = token.tokenKind {
            } else if let found = first(in: token.text) {
                return token.positionAfterSkippingLeadingTrivia.utf8Offset + found
            }
            if let found = first(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset) { return found }
        }
        return nil
    }
}
