/// One piece of custom content (`AXCustomContent`): extra facts about an
/// element, spoken with it when important, else behind "More Content
/// Available." for the user to ask for.
public struct AccessibilityCustomContent: Sendable, Hashable {
    /// How much a fact matters (`AXCustomContent.Importance`).
    public enum Importance: String, Sendable, CaseIterable {
        /// Behind "More Content Available.".
        case `default`
        /// Spoken with the element.
        case high
    }

    /// What the fact is ("Age").
    public var label: String
    /// The fact ("3 years").
    public var value: String
    /// How much it matters.
    public var importance: Importance

    /// A piece of custom content.
    public init(label: String, value: String, importance: Importance = .default) {
        self.label = label
        self.value = value
        self.importance = importance
    }

    /// Whether it is spoken with the element.
    public var isImportant: Bool { importance == .high }
}
