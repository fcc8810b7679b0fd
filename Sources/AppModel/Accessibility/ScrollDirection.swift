/// The direction passed to `accessibilityScroll(_:)` (`UIAccessibilityScrollDirection`).
///
/// Vertical values name the direction the content scrolls to: a three-finger
/// swipe up sends ``down``, which shows the content below.
public enum ScrollDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case right, left, up, down, next, previous
}
