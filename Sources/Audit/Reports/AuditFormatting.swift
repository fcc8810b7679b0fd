internal import AppModel
internal import Crawl
internal import Foundation
internal import Scenarios

/// Numbers, frames and escaping shared by the report formats, so every
/// format prints the same value the same way on every machine.
enum AuditFormatting {
    /// `12`, `12.5`: integral values without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// `(x, y, width, height)`.
    static func frame(_ frame: Rect) -> String {
        "(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
    }

    /// Text safe inside XML and HTML, in content and attribute values.
    static func xml(_ text: String) -> String { XMLText.escaped(text) }

    /// A JSON value as text, keys sorted, slashes kept.
    static func json(_ value: Any) -> String {
        JSONText.render(JSONValue(value))
    }

    /// A finding's element as a JSON object.
    static func elementObject(_ element: ElementSnapshot) -> JSONValue {
        ReportElement.json(element)
    }
}
