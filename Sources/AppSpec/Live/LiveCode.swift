/// An app's own code, which a11ysim runs while it plays a scenario: for
/// SwiftUI sources, what an action does to the app's state and the screens
/// that state then shows (docs/swiftui.md, "State and actions").
///
/// A handler whose ``HandlerSpec/code`` is set runs this code; each launch
/// (a scenario's, a crawler's replay) starts a ``LiveSession`` of its own,
/// so state never leaks from one run into the next.
public struct LiveCode: Sendable, Hashable {
    /// What the code is (its sources and entry): two values with the same
    /// name run the same code.
    public let name: String
    /// Starts the code anew, as a launch does: every state at its initial value.
    public let start: @MainActor @Sendable (LaunchConditions) -> LiveSession

    /// Code called `name`, started by `start` with the scenario's launch conditions.
    public init(name: String, start: @escaping @MainActor @Sendable (LaunchConditions) -> LiveSession) {
        self.name = name
        self.start = start
    }

    /// Whether the two run the same code: their names are equal.
    public static func == (lhs: LiveCode, rhs: LiveCode) -> Bool { lhs.name == rhs.name }

    /// Hashes the name, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
