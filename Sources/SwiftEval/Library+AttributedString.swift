import Foundation
import SwiftSyntax

/// An `AttributedString` as VoiceOver reads it: its characters. What its
/// attributes are is kept only as whether it has any (one made from
/// Markdown or a localized key may), so a plain one prints as Swift prints
/// it (`text {` then `}`) and one with attributes prints unknown.
final class AttributedTextBox: HostValue {
    let characters: String
    /// Whether it may carry attributes (Markdown emphasis, a link).
    let styled: Bool
    init(_ characters: String, styled: Bool) {
        self.characters = characters
        self.styled = styled
    }

    func copy() -> AnyObject { self }
    func isEqual(to other: AnyObject) -> Bool {
        guard let other = other as? AttributedTextBox, !styled, !other.styled else { return false }
        return other.characters == characters
    }
    func order(to other: AnyObject) -> Int? { nil }
    var text: String { characters + " {\n}" }
    var debugText: String { text }
    var hashText: String { "AttributedString:" + characters }
}

extension Library {
    /// `AttributedString(…)` of a text: `""`, a plain one, or one Markdown styles.
    static func makeAttributedString(_ call: LibraryCall) -> Value? {
        switch call.labels {
        case []: return attributed("", styled: false)
        case ["_"]:
            if let box = call.argument(0)?.nativeObject?.object as? AttributedTextBox { return .native(box.asValue) }
            return call.argument(0)?.text.map { attributed($0, styled: false) }
        case ["markdown"]:
            return call.argument(0)?.text.map { attributed(Markdown.rendered($0), styled: true) }
        default: return nil
        }
    }

    static func attributed(_ characters: String, styled: Bool) -> Value {
        .native(NativeObject(type: "AttributedString", object: AttributedTextBox(characters, styled: styled)))
    }

    /// `characters` (read as its text), `description` of a plain one.
    static func attributedProperty(_ name: String, _ box: AttributedTextBox) -> Value? {
        switch name {
        case "characters": .string(box.characters)
        case "description" where !box.styled: .string(box.text)
        default: nil
        }
    }

    /// `a + b` of two attributed strings.
    static func attributedOperator(_ symbol: String, _ left: Value, _ right: Value) -> Value? {
        // A string literal on either side is an attributed string (`text += " more"`).
        let side = { (value: Value) -> AttributedTextBox? in
            if case .string(let text) = value { return AttributedTextBox(text, styled: false) }
            return value.nativeObject?.object as? AttributedTextBox
        }
        guard symbol == "+", left.nativeObject != nil || right.nativeObject != nil, let a = side(left),
            let b = side(right)
        else { return nil }
        return attributed(a.characters + b.characters, styled: a.styled || b.styled)
    }
}

extension AttributedTextBox {
    fileprivate var asValue: NativeObject { NativeObject(type: "AttributedString", object: self) }
}

extension Interpreter {
    /// `AttributedString(localized: "…")`: the key's text in the app's
    /// string tables (or the literal), which Markdown styles.
    func localizedAttributedString(
        _ syntax: [(label: String?, expression: ExprSyntax)], in scope: Scope, at node: FunctionCallExprSyntax
    ) throws -> Value? {
        guard
            let text = try localizedString(
                syntax, keyLabel: "localized", tableLabel: "table", defaultLabel: "defaultValue", in: scope, at: node)
        else { return nil }
        if text.isUnknown { return text }
        return text.text.map { Library.attributed(Markdown.rendered($0), styled: true) }
    }

    /// Whether `value` is an attributed string with attributes, whose
    /// description lists them.
    static func isStyledAttributedString(_ value: Value) -> Bool {
        (value.nativeObject?.object as? AttributedTextBox)?.styled == true
    }
}

/// The text Markdown renders, as VoiceOver reads it: a link's text without
/// its target, emphasis, strikethrough and code marks dropped.
public enum Markdown {
    /// `text` as Markdown renders it (inline Markdown, as `Text` and
    /// `AttributedString(markdown:)` read a literal).
    public static func rendered(_ text: String) -> String {
        guard text.contains(where: { "[*_`~".contains($0) }) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "]"), after[after.index(after: close)...].first == "(",
                let end = after[close...].firstIndex(of: ")")
            {
                result += after[..<close]
                rest = after[after.index(after: end)...]
            } else {
                result += "["
                rest = after
            }
        }
        result += rest
        for mark in ["**", "__", "~~", "*", "`"] { result = result.replacingOccurrences(of: mark, with: "") }
        return result
    }
}
