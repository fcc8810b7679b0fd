/// How a scenario launches the app (`launch:`), as a UI test's
/// `XCUIApplication` does: launch arguments, environment variables and user
/// defaults, which code that reads `ProcessInfo`, `@AppStorage` and
/// `UserDefaults` sees (docs/swiftui.md, "State and actions").
public struct LaunchConditions: Sendable, Hashable {
    /// `launchArguments`, in order (`-UITests`, `-AppleLanguages`, …).
    public var arguments: [String] = []
    /// `launchEnvironment`.
    public var environment: [String: String] = [:]
    /// User defaults the app starts with, by key.
    public var defaults: [String: Value] = [:]

    /// A user default's value.
    public enum Value: Sendable, Hashable {
        case string(String)
        case number(Double)
        case bool(Bool)
    }

    /// No arguments, environment or defaults.
    public init() {}

    /// Whether nothing is set.
    public var isEmpty: Bool { arguments.isEmpty && environment.isEmpty && defaults.isEmpty }
}
