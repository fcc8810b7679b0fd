internal import SwiftSyntax

extension SwiftSourceFile {
    /// Characters outside string literals and comments that swift-syntax's
    /// error reporter cannot describe (it stops the program instead): the
    /// replacement character, byte-order marks, line and paragraph
    /// separators, control characters other than tab, line feed, vertical
    /// tab, form feed and carriage return, and the specials block.
    static func isUnreadable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0E...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFF0...0xFFFF: true
        default: false
        }
    }

    /// The first unreadable character in code (not in a string literal or
    /// a comment) of `tree` and its UTF-8 offset; `nil` when there is none.
    static func unreadableCharacter(in tree: SourceFileSyntax) -> (scalar: Unicode.Scalar, offset: Int)? {
        func first(in text: String) -> (scalar: Unicode.Scalar, offset: Int)? {
            var offset = 0
            for scalar in text.unicodeScalars {
                if isUnreadable(scalar) { return (scalar, offset) }
                offset += String(scalar).utf8.count
            }
            return nil
        }
        func first(in trivia: Trivia, from start: Int) -> (scalar: Unicode.Scalar, offset: Int)? {
            var offset = start
            for piece in trivia {
                if case .unexpectedText(let text) = piece, let found = first(in: text) {
                    return (found.scalar, offset + found.offset)
                }
                offset += piece.sourceLength.utf8Length
            }
            return nil
        }
        for token in tree.tokens(viewMode: .all) {
            if let found = first(in: token.leadingTrivia, from: token.position.utf8Offset) { return found }
            if case .stringSegment = token.tokenKind {
            } else if let found = first(in: token.text) {
                return (found.scalar, token.positionAfterSkippingLeadingTrivia.utf8Offset + found.offset)
            }
            if let found = first(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset) {
                return found
            }
        }
        return nil
    }
}
