public import AppSpec
public import Diagnostics

/// An input file loaded as the app model's scenario.
public struct LoadedInput: Sendable {
    /// The file as the user named it.
    public var path: String
    /// The app and, for `run`, its steps.
    public var spec: ScenarioSpec
    /// The scenario text a recording starts from: the file itself for a
    /// scenario, the imported app in the scenario format for a storyboard.
    public var source: InputSource
    /// What the import approximated.
    public var warnings: [Diagnostic]
    /// Other launches of the same input, when the loader was asked for
    /// them (``ImportOptions/swiftUIPreviews``): each SwiftUI preview.
    public var variants: [InputVariant] = []
    /// Whether the app launches into a SwiftUI preview (SwiftUI sources with
    /// no App), which may show one part of a screen.
    public var showsPreview = false

    /// The scenario text a recording starts from (see ``source``).
    public func sourceText() throws(DiagnosticGroup) -> String {
        try source.text(for: spec)
    }
}
