/// A counter that every change to the app model moves on: each stored
/// property of the views, controllers, bar items and the application bumps
/// it when set, and so do subview and child changes.
///
/// The screen reader keeps the element tree it built while the revision
/// is unchanged, so moving focus on a big screen costs no rebuild. A view
/// subclass whose overrides (``View/defaultAccessibilityLabel`` and the
/// like) read state of its own should call ``bump()`` when that state
/// changes.
@MainActor
public enum ModelRevision {
    /// The current revision; it only grows.
    public private(set) static var current: UInt64 = 0

    /// Records that the app model changed.
    public static func bump() {
        current &+= 1
    }
}
