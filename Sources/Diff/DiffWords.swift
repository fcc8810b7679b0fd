internal import AppModel
internal import Foundation

/// Phrases shared by the renderers.
enum DiffWords {
    static func frame(_ rect: Rect) -> String {
        "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        return "\"\(text)\""
    }

    /// "label "A" → "B"; value none → "On"".
    static func fields(_ old: DiffElement, _ new: DiffElement, _ fields: [ElementChange.Field]) -> String {
        fields.map { field -> String in
            switch field {
            case .label: "label \(quoted(old.label)) → \(quoted(new.label))"
            case .value: "value \(quoted(old.value)) → \(quoted(new.value))"
            case .traits: "traits [\(old.traits.joined(separator: ", "))] → [\(new.traits.joined(separator: ", "))]"
            case .frame: "frame \(frame(old.frame)) → \(frame(new.frame))"
            case .spoken: "spoken \(quoted(old.spoken)) → \(quoted(new.spoken))"
            }
        }.joined(separator: "; ")
    }

    /// One change in words, without its marker.
    static func describe(_ change: ElementChange) -> String {
        switch change {
        case .added(let element): "\(quoted(element.spoken)) at \(frame(element.frame))"
        case .removed(let element): "\(quoted(element.spoken)) at \(frame(element.frame))"
        case .changed(let old, let new, let changed): "\(quoted(old.name)): \(fields(old, new, changed))"
        case .moved(let element, let from, let to, let after):
            "\(quoted(element.name)) from \(from) to \(to) in reading order"
                + (after.map { ", now after \(quoted($0))" } ?? ", now first")
        }
    }

    /// "3 differences (1 added, 1 removed, 1 changed)".
    static func counts(_ changes: [ElementChange]) -> String {
        let words = ["added", "removed", "changed", "moved"]
        let parts = words.compactMap { word -> String? in
            let count = changes.filter { $0.word == word }.count
            return count == 0 ? nil : "\(count) \(word)"
        }
        let total = changes.count
        return "\(total) difference\(total == 1 ? "" : "s")"
            + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
    }
}
