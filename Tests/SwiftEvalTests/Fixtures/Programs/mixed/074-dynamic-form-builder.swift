// Dynamic form: field kinds as enum with associated values, values dictionary, per-field validators, rendering.
import Foundation

enum FieldKind {
    case text(placeholder: String, maxLength: Int)
    case number(range: ClosedRange<Int>)
    case toggle
    case picker(options: [String])
}

enum FieldValue: Equatable {
    case text(String), number(Int), bool(Bool), choice(Int)
}

struct Field {
    let key: String
    let label: String
    let kind: FieldKind
    let required: Bool
}

let fields = [
    Field(key: "name", label: "Full name", kind: .text(placeholder: "Jane Doe", maxLength: 20), required: true),
    Field(key: "age", label: "Age", kind: .number(range: 13...120), required: true),
    Field(key: "news", label: "Newsletter", kind: .toggle, required: false),
    Field(key: "size", label: "T-shirt", kind: .picker(options: ["S", "M", "L", "XL"]), required: false),
    Field(key: "bio", label: "Bio", kind: .text(placeholder: "About you", maxLength: 10), required: false),
]

func validate(_ field: Field, _ value: FieldValue?) -> String? {
    switch (field.kind, value) {
    case (_, nil): return field.required ? "\(field.label) is required" : nil
    case (.text(_, let max), .text(let s)?):
        if field.required && s.trimmingCharacters(in: .whitespaces).isEmpty { return "\(field.label) is required" }
        return s.count > max ? "\(field.label) is \(s.count - max) character\(s.count - max == 1 ? "" : "s") too long" : nil
    case (.number(let range), .number(let n)?):
        return range.contains(n) ? nil : "\(field.label) must be \(range.lowerBound)–\(range.upperBound)"
    case (.toggle, .bool?): return nil
    case (.picker(let options), .choice(let i)?):
        return options.indices.contains(i) ? nil : "Pick a valid \(field.label)"
    default: return "\(field.label) has the wrong type"
    }
}

func render(_ field: Field, _ value: FieldValue?) -> String {
    switch (field.kind, value) {
    case (.text(let placeholder, _), nil): return "\(field.label): [\(placeholder)]"
    case (_, .text(let s)?): return "\(field.label): \(s)"
    case (_, .number(let n)?): return "\(field.label): \(n)"
    case (_, .bool(let b)?): return "\(field.label): \(b ? "On" : "Off")"
    case (.picker(let options), .choice(let i)?): return "\(field.label): \(options.indices.contains(i) ? options[i] : "?")"
    case (.toggle, nil): return "\(field.label): Off"
    default: return "\(field.label): —"
    }
}

let submissions: [[String: FieldValue]] = [
    [:],
    ["name": .text("   "), "age": .number(12), "size": .choice(9)],
    ["name": .text("Bartholomew Montgomery-Smythe"), "age": .text("forty"), "bio": .text("Loves cats!")],
    ["name": .text("Ana"), "age": .number(34), "news": .bool(true), "size": .choice(1), "bio": .text("Hi")],
]
for (n, values) in submissions.enumerated() {
    let errors = fields.compactMap { validate($0, values[$0.key]) }
    print("Submission \(n + 1): \(errors.isEmpty ? "✓ valid" : "\(errors.count) error\(errors.count == 1 ? "" : "s")")")
    errors.forEach { print("   • \($0)") }
    if errors.isEmpty { fields.forEach { print("   \(render($0, values[$0.key]))") } }
}
let requiredKeys = fields.filter(\.required).map(\.key)
print("Required: \(requiredKeys.joined(separator: ", ")); pickers: \(fields.filter { if case .picker = $0.kind { return true }; return false }.count)")
