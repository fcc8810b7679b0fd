internal import AppModel
internal import AppSpec
internal import Captures
internal import Foundation

/// Traits by name, fractions, and finding captured elements by a test.
extension CaptureTranslator {
    /// A trait from the name a tool wrote (`Button`, `header`, `StaticText`, `heading`).
    static func trait(named name: String) -> AccessibilityTraits? {
        let folded = name.replacingOccurrences(of: " ", with: "").lowercased()
        if folded == "heading" { return .header }
        if folded == "disabled" { return .notEnabled }
        return AccessibilityTraits.named.first { $0.name.lowercased() == folded }?.trait
    }

    /// `"50%"` → 0.5, `"0.3"` → 0.3; nil for anything else.
    static func fraction(_ value: String?) -> Double? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if value.hasSuffix("%"), let percent = Double(value.dropLast()), percent.isFinite {
            return max(0, min(1, percent / 100))
        }
        if let number = Double(value), number.isFinite, (0...1).contains(number) { return number }
        return nil
    }

    /// The name the system gives a cell's disclosure indicator (any case), or "More Info".
    static func isChevronName(_ name: String?) -> Bool {
        guard let name, name.utf8.count == 7 || name.utf8.count == 9 else { return false }
        return name == "More Info" || name.lowercased() == "chevron"
    }

    /// Whether a descendant passes `test` (no copies; depth bounded by the reader).
    static func any(in element: CapturedElement, _ test: (CapturedElement) -> Bool) -> Bool {
        element.children.contains { test($0) || any(in: $0, test) }
    }

    /// Up to `limit` descendants passing `test`, in capture order.
    static func matches(in element: CapturedElement, limit: Int, _ test: (CapturedElement) -> Bool) -> [CapturedElement]
    {
        var found: [CapturedElement] = []
        func visit(_ parent: CapturedElement) {
            for child in parent.children where found.count < limit {
                if test(child) { found.append(child) }
                visit(child)
            }
        }
        visit(element)
        return found
    }

    /// Every descendant, bounded by the capture's own size.
    static func descendants(of element: CapturedElement) -> [CapturedElement] {
        var result: [CapturedElement] = []
        var pending = element.children
        while let next = pending.popLast() {
            result.append(next)
            pending += next.children
        }
        return result
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
