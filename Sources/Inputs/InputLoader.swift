internal import Foundation
public import Diagnostics
internal import Scenarios
public import Storyboard

/// Loads any input file as a scenario, the same way for every command: the
/// kind is told from the content, storyboards are imported with the same
/// options, and a broken file gives the same diagnostics everywhere.
@MainActor
public struct InputLoader {
    /// What the loaded input is for.
    public enum Purpose: Sendable, Hashable {
        /// `run`: a storyboard gets its generated smoke script as steps.
        case run
        /// `repl`, `audit`, `snapshot`: the app as it launches; a
        /// scenario keeps its steps (`repl --replay`, `run --audit`).
        case explore
    }

    /// How storyboards and XIBs are imported, also those a scenario names.
    public var storyboardOptions: StoryboardImportOptions

    /// Creates a loader.
    public init(storyboardOptions: StoryboardImportOptions = StoryboardImportOptions()) {
        self.storyboardOptions = storyboardOptions
    }

    /// Loads the input at `path` for `purpose`.
    public func load(_ path: String, for purpose: Purpose) async throws(DiagnosticGroup) -> LoadedInput {
        let kind: InputKind
        do {
            kind = try InputKind.detect(path: path)
        } catch {
            throw DiagnosticGroup(error)
        }
        switch kind {
        case .scenario:
            let text = try Self.text(of: path)
            let spec = try ScenarioLoader(storyboardOptions: storyboardOptions).load(text: text, path: path)
            return LoadedInput(path: path, kind: kind, spec: spec, source: text, warnings: [])
        case .storyboard:
            let importer = StoryboardImporter(options: storyboardOptions)
            var (spec, document) = try importer.load(path: path)
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let source = try importer.scenarioText(for: spec, name: "\(file) (imported)")
            if purpose == .run { spec.steps = await importer.smokeSteps(for: spec) }
            return LoadedInput(path: path, kind: kind, spec: spec, source: source, warnings: document.warnings)
        case .capture:
            let importer = CaptureImporter()
            var (spec, _, warnings) = try importer.load(path: path)
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let source = try StoryboardImporter(options: storyboardOptions).scenarioText(for: spec, name: "\(file) (imported)")
            if purpose == .run { spec.steps = await StoryboardImporter(options: storyboardOptions).smokeSteps(for: spec) }
            return LoadedInput(path: path, kind: kind, spec: spec, source: source, warnings: warnings)
        }
    }

    /// The file's text, which must be UTF-8.
    static func text(of path: String) throws(DiagnosticGroup) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticGroup(Diagnostic("the file cannot be read", file: path, line: 0, column: 0))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticGroup(Diagnostic("the file cannot be read as UTF-8 text", file: path))
        }
        return text
    }
}
