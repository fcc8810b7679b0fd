/// Another screen an input starts from besides its entry: a SwiftUI
/// preview, which `audit` and `snapshot` read as a launch of its own.
public struct InputVariant: Sendable {
    /// The variant's name, which its screens' keys start with ("ContentView_Previews").
    public var name: String
    /// The app as that variant launches it.
    public var spec: ScenarioSpec

    /// A variant named `name` launching `spec`.
    public init(name: String, spec: ScenarioSpec) {
        self.name = name
        self.spec = spec
    }
}
