/// An app's own rotor (`UIAccessibilityCustomRotor`): a name VoiceOver
/// offers in the rotor while focus is on the view that declares it or
/// inside it, and the elements a swipe down or up moves between, in order.
@MainActor
public struct AccessibilityCustomRotor {
    /// The name offered in the rotor ("Vegan Options").
    public var name: String
    /// The elements it moves between, in the order it visits them.
    public var targets: [View]

    /// A custom rotor.
    public init(name: String, targets: [View] = []) {
        self.name = name
        self.targets = targets
    }
}
