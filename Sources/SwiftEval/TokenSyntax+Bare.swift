import SwiftSyntax

extension TokenSyntax {
    /// The name a token spells, without the backticks that let a keyword
    /// be one (`` `default` ``, `` func `if`(…) ``): Swift names the same
    /// declaration with and without them.
    var bare: String {
        let written = text
        guard written.count > 2, written.hasPrefix("`"), written.hasSuffix("`") else { return written }
        return String(written.dropFirst().dropLast())
    }
}
