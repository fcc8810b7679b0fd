public import AppModel

/// A view's accessibility as the document sets it: the
/// `accessibilityConfiguration` block and accessibility runtime attributes.
/// `nil` means "not set" (the class default applies); an empty string is a
/// real, cleared value.
public struct StoryboardAccessibility: Sendable, Hashable {
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityValue` (only from a runtime attribute).
    public var value: String?
    /// `accessibilityIdentifier`.
    public var identifier: String?
    /// The complete trait set, replacing the class default.
    public var traits: AccessibilityTraits?
    /// `isAccessibilityElement`.
    public var isElement: Bool?

    /// Nothing set.
    public init() {}

    /// Whether nothing is set.
    public var isEmpty: Bool { self == StoryboardAccessibility() }
}
