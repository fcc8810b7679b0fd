internal import Yams
internal import Foundation

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

    /// Whether a plain scalar would not read back as this string.
    static func needsQuotes(_ text: String) -> Bool {
        if text.isEmpty || text != text.trimmingCharacters(in: .whitespaces) { return true }
        let lower = text.lowercased()
        if ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"].contains(lower) { return true }
        if Double(text) != nil || Int(text) != nil { return true }
        if lower.hasPrefix("0x") || lower.hasPrefix("0o") || lower.hasPrefix(".") || lower.hasPrefix("+") || lower.hasPrefix("-") { return true }
        if text.contains(where: { $0.isNewline }) { return false }
        let first = text.first!
        return "!&*?|>'\"%@`#,[]{}:".contains(first)
    }
}

