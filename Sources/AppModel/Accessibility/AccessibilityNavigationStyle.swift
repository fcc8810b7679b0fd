/// How Switch Control groups an element's children (`UIAccessibilityNavigationStyle`).
/// It affects Switch Control only; VoiceOver ignores it.
public enum AccessibilityNavigationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic, separate, combined
}
