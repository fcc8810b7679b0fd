/// `customRotors`: an app's own rotor a view declares (docs/scenario-format.md,
/// "Views"): the name VoiceOver offers, and the views a swipe moves between.
public struct CustomRotorSpec: Sendable, Hashable {
    /// The name offered in the rotor.
    public var name: String
    /// The ids of the views it visits, in order.
    public var targets: [String]

    /// A custom rotor visiting `targets`.
    public init(name: String, targets: [String]) {
        self.name = name
        self.targets = targets
    }
}
