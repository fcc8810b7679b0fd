/// A custom action offered in VoiceOver's Actions rotor (`UIAccessibilityCustomAction`).
public struct CustomAction: Sendable {
    /// The name spoken in the rotor.
    public var name: String
    /// Runs the action; returns whether it succeeded.
    public var handler: @MainActor @Sendable () -> Bool

    /// Creates a custom action.
    public init(name: String, handler: @escaping @MainActor @Sendable () -> Bool) {
        self.name = name
        self.handler = handler
    }
}
