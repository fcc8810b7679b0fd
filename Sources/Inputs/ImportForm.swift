internal import Foundation

/// How `a11ysim import` and the REPL's recordings write an input that is
/// imported (a storyboard, a capture) as a scenario.
public enum ImportForm: String, Sendable, CaseIterable {
    /// A scenario that names the input (`storyboard: Main.storyboard`, a
    /// controller's `capture:`), plus steps: every run reads the input as
    /// it is then, so the steps follow the app's edits, and the scenario
    /// adds behaviour to its elements by name (`handlers:`).
    case reference
    /// The app written out in the scenario format, plus steps: a snapshot
    /// that later edits of the input never reach.
    case copy

    /// The form in a sentence, for the note an import prints.
    public var note: String {
        switch self {
        case .reference:
            "note: wrote the reference form: the scenario names the file, so each run reads it as it is then (--copy writes the app into the scenario instead)"
        case .copy:
            "note: wrote the copy form: the scenario holds the app as the file is now; later edits of the file do not reach it"
        }
    }

    /// `target` as a scenario at `scenarioPath` names it: relative to the
    /// scenario's folder (both taken from the working directory when
    /// relative); an absolute `target` stays absolute when the scenario is
    /// not given or the two share no folder but the root.
    public static func reference(to target: String, fromScenarioAt scenarioPath: String?) -> String {
        guard let scenarioPath else { return target }
        let cwd = FileManager.default.currentDirectoryPath
        func components(_ path: String) -> [String] {
            let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
            return URL(fileURLWithPath: absolute).standardizedFileURL.pathComponents
        }
        let to = components(target)
        let from = Array(components(scenarioPath).dropLast())
        var common = 0
        while common < min(to.count, from.count), to[common] == from[common] { common += 1 }
        // Nothing in common but the root: an absolute path says it plainly.
        if common <= 1, target.hasPrefix("/") { return target }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to[common...]).joined(separator: "/")
    }
}
