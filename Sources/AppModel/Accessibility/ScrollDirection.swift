/// The direction passed to `accessibilityScroll(_:)` (`UIAccessibilityScrollDirection`).
///
/// Vertical values name the direction the content scrolls to: a three-finger
/// swipe up sends ``down``, which shows the content below.
public enum ScrollDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case right, left, up, down, next, previous

    /// UIKit's raw value: right = 1 … previous = 6.
    public var uiKitRawValue: Int {
        switch self {
        case .right: 1
        case .left: 2
        case .up: 3
        case .down: 4
        case .next: 5
        case .previous: 6
        }
    }
}
