/// How VoiceOver treats a view's children (`UIAccessibilityContainerType`).
public enum AccessibilityContainerType: String, Hashable, Sendable, Codable, CaseIterable {
    /// No container semantics.
    case none
    /// A data table: cells read with their row and column.
    case dataTable
    /// A list: the first child reads "List Start.", the last "List End."
    case list
    /// A landmark: the first child reads "Landmark.", the last "End."
    case landmark
    /// A semantic group: its label is spoken when focus enters it.
    case semanticGroup
}
