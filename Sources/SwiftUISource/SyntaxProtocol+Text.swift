internal import Foundation
public import SwiftSyntax

extension SyntaxProtocol {
    /// The node's tokens joined without trivia (`Foo.Bar`, `State`): cheap,
    /// unlike `trimmedDescription`, which builds a new tree. For names.
    public var tokenText: String {
        // One name (`Text`, `content`): its token's text, without walking the tokens.
        if let reference = Syntax(self).as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        var text = ""
        for token in tokens(viewMode: .sourceAccurate) { text += token.text }
        return text
    }

    /// The node as written, without the whitespace around it: for messages
    /// and for values shown as «source».
    public var writtenText: String {
        description.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
