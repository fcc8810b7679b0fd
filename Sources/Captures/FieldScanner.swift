internal import AppModel
internal import Diagnostics
internal import Foundation

/// Splits one line of an XCUITest debugDescription into its fields:
/// comma-separated, where quoted values ('…') and frames ({{…}, {…}}) may
/// contain commas.
struct FieldScanner {
    let text: [Character]
    let path: String
    let line: Int
    let column: Int
    var index = 0

    init(text: [Character], path: String, line: Int, column: Int) {
        self.text = text
        self.path = path
        self.line = line
        self.column = column
    }

    /// An error at the scanner's place.
    func error(_ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(message, file: path, line: line, column: column + index, hint: hint)
    }

    func peek(_ prefix: String) -> Bool {
        let characters = Array(prefix)
        guard index + characters.count <= text.count else { return false }
        return Array(text[index..<index + characters.count]) == characters
    }

    /// Skips ", "; false at the end of the line.
    mutating func skipSeparator() -> Bool {
        while index < text.count, text[index] == " " { index += 1 }
        if index < text.count, text[index] == "," { index += 1 }
        while index < text.count, text[index] == " " { index += 1 }
        return index < text.count
    }

    /// Everything up to the next comma.
    mutating func plainField() -> String {
        let start = index
        while index < text.count, text[index] != "," { index += 1 }
        return String(text[start..<index]).trimmingCharacters(in: .whitespaces)
    }

    /// `key:` when the field has one (a word followed by ": "), else nil and no move.
    mutating func key() -> String? {
        var end = index
        while end < text.count, text[end].isLetter { end += 1 }
        guard end > index, end + 1 < text.count, text[end] == ":", text[end + 1] == " " else { return nil }
        let key = String(text[index..<end])
        index = end + 2
        return key
    }

    /// A quoted value ('…' with \' inside) or the rest of the field.
    mutating func quotedOrPlain() throws(Diagnostic) -> String {
        guard index < text.count, text[index] == "'" else { return plainField() }
        index += 1
        var value = ""
        while index < text.count {
            let character = text[index]
            if character == "\\", index + 1 < text.count {
                value.append(text[index + 1])
                index += 2
                continue
            }
            // A quote closes the value when a separator or the end follows.
            if character == "'" && (index + 1 == text.count || text[index + 1] == ",") {
                index += 1
                return value
            }
            value.append(character)
            index += 1
        }
        throw error("a quoted value is not closed", hint: "the line may be cut short; print the debugDescription again")
    }

    /// `{{x, y}, {w, h}}`.
    mutating func frame() throws(Diagnostic) -> Rect {
        let start = index
        var depth = 0
        while index < text.count {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index < text.count else {
            index = start
            throw error(
                "the frame is not closed (a frame is written {{x, y}, {width, height}})",
                hint: "the line may be cut short; print the debugDescription again")
        }
        index += 1
        let inner = String(text[start..<index])
        guard let rect = Self.parseFrame(inner) else {
            index = start
            throw error("'\(inner)' is not a frame; a frame is written {{x, y}, {width, height}}")
        }
        return rect
    }

    /// Parses `{{x, y}, {w, h}}` (also used for idb's AXFrame); nil when malformed.
    static func parseFrame(_ text: String) -> Rect? {
        let numbers = text.split { "{}, ".contains($0) }.map { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return Rect(x: numbers[0]!, y: numbers[1]!, width: numbers[2]!, height: numbers[3]!)
    }
}
