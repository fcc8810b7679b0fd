internal import Foundation

extension String {
    /// The text without white space and newlines at either end. Most
    /// names have none, and Foundation's `trimmingCharacters(in:)` goes
    /// through `NSString` on Linux: a text that starts and ends with a
    /// printable ASCII character, or with no white space at either end,
    /// is returned as it is without asking Foundation.
    public func trimmingWhitespaceAndNewlines() -> String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        if first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return self }
        guard let head = self.first, let tail = self.last, head.isWhitespace || tail.isWhitespace else { return self }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
