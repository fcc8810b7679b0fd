public import AppSpec
public import Diagnostics
internal import ScenarioYAML

/// Where an input's scenario text comes from: the file itself (a scenario),
/// or the imported app written in the scenario format when someone asks,
/// since writing it costs as much as the import and only `a11ysim import`
/// and the REPL's recordings read it.
public enum InputSource: Sendable, Hashable {
    /// The file's own text.
    case text(String)
    /// The imported app, to be written under this name.
    case imported(name: String)

    /// The scenario text of the app `spec` (the app this source came with).
    public func text(for spec: ScenarioSpec) throws(DiagnosticGroup) -> String {
        switch self {
        case .text(let text): return text
        case .imported(let name): return try ScenarioWriter.appText(for: spec, name: name)
        }
    }
}
