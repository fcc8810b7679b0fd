internal import AppModel
internal import Foundation

/// The tool's identity in reports.
enum AuditTool {
    static let name = "a11ysim"
    static let version = "0.2.0"
}

/// JSON `null` for `JSONSerialization`.
enum NSNullValue {
    static var value: Any { NSNull() }
}
