public import AppModel

/// One element as a diff shows it: what VoiceOver says and where.
public struct DiffElement: Sendable, Hashable, Codable {
    /// The element's name in reports: its label, else its identifier, else what it says.
    public var name: String
    /// What VoiceOver speaks on focus.
    public var spoken: String
    /// The accessibility label; `nil` when it is unset or empty.
    public var label: String?
    /// The accessibility value; `nil` when it is unset or empty.
    public var value: String?
    /// The accessibility identifier; `nil` when it is unset or empty.
    public var identifier: String?
    /// The trait names.
    public var traits: [String]
    /// The accessibility frame, in screen points.
    public var frame: Rect
    /// Position in reading order, from 1.
    public var order: Int

    /// Creates an element.
    public init(
        name: String, spoken: String, label: String?, value: String?, identifier: String?, traits: [String],
        frame: Rect, order: Int
    ) {
        self.name = name
        self.spoken = spoken
        self.label = label
        self.value = value
        self.identifier = identifier
        self.traits = traits
        self.frame = frame
        self.order = order
    }
}
