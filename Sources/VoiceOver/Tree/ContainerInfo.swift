public import AppModel

/// A container VoiceOver announces or moves between: a grouped view, a
/// list, landmark, data table, labelled semantic group or tab bar.
@MainActor
public struct ContainerInfo {
    /// The container view.
    public let view: View
    /// Its container type.
    public let type: AccessibilityContainerType
    /// Whether it has the tab-bar trait.
    public let isTabBar: Bool

    /// The label VoiceOver speaks when focus enters a labelled semantic group.
    public var enteringLabel: String? {
        guard type == .semanticGroup else { return nil }
        let label = [view.accessibilityLabel, view.accessibilityValue].compactMap { $0 }.filter { !$0.isEmpty }
        return label.isEmpty ? nil : label.joined(separator: ", ")
    }

    /// Whether the Landmarks rotor stops at it.
    public var isLandmark: Bool { type == .landmark }
}
