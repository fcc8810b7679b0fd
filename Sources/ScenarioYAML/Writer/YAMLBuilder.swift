internal import Foundation
internal import Yams

/// Small helpers that build Yams nodes for the scenario writer: strings are
/// quoted whenever YAML would read them as something else.
enum YAMLBuilder {
    static func string(_ text: String) -> Node {
        Node.scalar(Node.Scalar(text, .init(.str), needsQuotes(text) ? .doubleQuoted : .any))
    }

    static func optional(_ text: String?) -> Node {
        text.map(string) ?? null
    }

    static var null: Node { Node.scalar(Node.Scalar("null", .init(.null), .plain)) }

    static func bool(_ value: Bool) -> Node {
        Node.scalar(Node.Scalar(value ? "true" : "false", .init(.bool), .plain))
    }

    static func number(_ value: Double) -> Node {
        Node.scalar(Node.Scalar(format(value), .init(value.rounded() == value ? .int : .float), .plain))
    }

    static func int(_ value: Int) -> Node {
        Node.scalar(Node.Scalar(String(value), .init(.int), .plain))
    }

    /// `16` for integral values, else the shortest round-tripping text.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    static func flow(_ items: [Node]) -> Node {
        Node.sequence(Node.Sequence(items, .implicit, .flow))
    }

    static func list(_ items: [Node]) -> Node {
        Node.sequence(Node.Sequence(items, .implicit, .block))
    }

    static func map(_ pairs: [(String, Node)], flow: Bool = false) -> Node {
        Node.mapping(Node.Mapping(pairs.map { (string($0.0), $0.1) }, .implicit, flow ? .flow : .block))
    }

    /// Whether a plain scalar would not read back as this string, in a
    /// block or a flow collection: the one quoting decision of the writers.
    static func needsQuotes(_ text: String) -> Bool {
        if text.isEmpty || text != text.trimmingCharacters(in: .whitespaces) { return true }
        let lower = text.lowercased()
        if ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"].contains(lower) { return true }
        if Double(text) != nil || Int(text) != nil { return true }
        if lower.hasPrefix("0x") || lower.hasPrefix("0o") || lower.hasPrefix(".") || lower.hasPrefix("+")
            || lower.hasPrefix("-")
        {
            return true
        }
        if text.hasSuffix(":") || text.contains(": ") || text.contains(" #") { return true }
        if text.unicodeScalars.contains(where: {
            $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}"
        }) {
            return true
        }
        if text.contains(where: { ",[]{}".contains($0) }) { return true }
        return "!&*?|>'\"%@`#".contains(text.first!)
    }

    /// `text` as a YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += String(format: "\\x%02X", scalar.value)
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `node` on one line in flow style, strings quoted by ``needsQuotes(_:)``.
    static func inline(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            return scalar.style == .doubleQuoted ? quoted(scalar.string) : scalar.string
        case .sequence(let sequence):
            return "[" + sequence.map(inline).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return "{" + mapping.map { "\(inline($0.key)): \(inline($0.value))" }.joined(separator: ", ") + "}"
        case .alias(let alias):
            return "*\(alias)"
        }
    }
}
