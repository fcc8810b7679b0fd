internal import AppSpec
internal import Foundation
public import Diagnostics
internal import ScenarioYAML

/// Loads any input file as a scenario, the same way for every command: the
/// kind is told from the content by ``InputRegistry``, every front end
/// reads with the same options, and a broken file gives the same
/// diagnostics everywhere.
@MainActor
public struct InputLoader {
    /// What the loaded input is for.
    public enum Purpose: Sendable, Hashable {
        /// `run`: an import gets its generated smoke script as steps.
        case run
        /// `repl`, `audit`, `snapshot`: the app as it launches; a
        /// scenario keeps its steps (`repl --replay`, `run --audit`).
        case explore
    }

    /// How every front end reads, also the inputs a scenario names.
    public var options: ImportOptions

    /// Creates a loader.
    public init(options: ImportOptions = ImportOptions()) {
        self.options = options
    }

    /// Loads the input at `path` for `purpose`.
    public func load(_ path: String, for purpose: Purpose) async throws(DiagnosticGroup) -> LoadedInput {
        let kind: InputKind
        do {
            kind = try InputRegistry.detect(path: path)
        } catch {
            throw DiagnosticGroup(error)
        }
        guard let frontEnd = InputRegistry.frontEnd(kind) else {
            throw DiagnosticGroup(Diagnostic("no front end reads \(kind) files", file: path))
        }
        var reading = try await frontEnd.read(path, options)
        if purpose == .run, frontEnd.isImported { reading.spec.steps = await StoryboardImporter.smokeSteps(for: reading.spec) }
        return LoadedInput(path: path, spec: reading.spec, source: reading.source, warnings: reading.warnings)
    }

    /// `a11ysim import`: the input at `path` as a scenario file, its app
    /// in the scenario format under a comment saying where it came from,
    /// then a generated smoke script; with the warnings of the import.
    /// A scenario file is refused: it is one already.
    public func importScenario(_ path: String) async throws(DiagnosticGroup) -> (yaml: String, warnings: [Diagnostic]) {
        let kind: InputKind
        do {
            kind = try InputRegistry.detect(path: path)
        } catch {
            throw DiagnosticGroup(error)
        }
        guard let frontEnd = InputRegistry.frontEnd(kind), frontEnd.isImported else {
            throw DiagnosticGroup(Diagnostic(
                "this is a \(kind) already; 'a11ysim import' reads \(InputRegistry.importedNouns)", file: path, line: 0, column: 0))
        }
        let reading = try await frontEnd.read(path, options)
        let steps = await StoryboardImporter.smokeSteps(for: reading.spec)
        let script = try ScenarioWriter.stepsText(steps, path: path)
        return ((reading.importHeader ?? "") + reading.source + script, reading.warnings)
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
