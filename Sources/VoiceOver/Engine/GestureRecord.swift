/// How one gesture was dispatched: every responder asked, in order, and
/// who handled it (`system`, `none`, or a responder's name).
public struct GestureRecord: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The gesture.
    public var gesture: Gesture
    /// When it happened, in milliseconds.
    public var time: Int
    /// The responders asked, in order, by name.
    public var asked: [String]
    /// The responder that returned true, `system`, or `none`.
    public var handledBy: String

    /// The gesture, the responders asked joined by ` → `, then ` ⇒ ` and who handled it.
    public var description: String {
        "\(gesture): \(asked.joined(separator: " → "))\(asked.isEmpty ? "" : " ⇒ ")\(handledBy)"
    }
}
