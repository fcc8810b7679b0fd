/// Closures an app installs on a responder to answer VoiceOver's special
/// gestures, the way a UIKit subclass overrides the accessibility methods.
///
/// A handler that is set replaces the responder's built-in behaviour (a
/// navigation controller's pop, a switch's toggle); returning `false` lets the
/// gesture continue up the responder chain.
@MainActor
public struct GestureHandlers {
    /// `accessibilityPerformEscape()`.
    public var escape: (@MainActor () -> Bool)?
    /// `accessibilityPerformMagicTap()`.
    public var magicTap: (@MainActor () -> Bool)?
    /// `accessibilityScroll(_:)`.
    public var scroll: (@MainActor (ScrollDirection) -> Bool)?
    /// `accessibilityActivate()`.
    public var activate: (@MainActor () -> Bool)?
    /// `accessibilityIncrement()`; returns whether it handled the gesture.
    public var increment: (@MainActor () -> Bool)?
    /// `accessibilityDecrement()`; returns whether it handled the gesture.
    public var decrement: (@MainActor () -> Bool)?
    /// `accessibilityElementDidBecomeFocused()`: VoiceOver moved its cursor
    /// onto the view.
    public var focused: (@MainActor () -> Void)?
    /// A text input's return key (`textFieldShouldReturn`, SwiftUI's
    /// `onSubmit`); returns whether it handled the key.
    public var submit: (@MainActor () -> Bool)?
    /// A text input's text changed by typing, deleting or clearing
    /// (`editingChanged`, SwiftUI's `onChange`).
    public var change: (@MainActor () -> Void)?

    /// No handlers.
    public init() {}
}
