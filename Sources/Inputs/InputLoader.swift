public import AppSpec
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
        var input = LoadedInput(path: path, spec: reading.spec, source: reading.source, warnings: reading.warnings, variants: reading.variants)
        input.showsPreview = reading.showsPreview
        return input
    }

    /// `a11ysim import`: the input at `path` as a scenario file to be
    /// written at `output` (`nil`: standard output, paths then relative to
    /// the working directory), in `form`: a scenario naming the input, or
    /// the app copied in the scenario format, under a comment saying where
    /// it came from; then a generated smoke script; with the warnings of
    /// the import. A scenario file is refused: it is one already.
    public func importScenario(
        _ path: String, form: ImportForm = .reference, writtenTo output: String? = nil
    ) async throws(DiagnosticGroup) -> (yaml: String, warnings: [Diagnostic]) {
        let frontEnd = try Self.importedFrontEnd(path)
        let reading = try await frontEnd.read(path, options)
        switch form {
        case .copy:
            let steps = await StoryboardImporter.smokeSteps(for: reading.spec)
            let script = try ScenarioWriter.stepsText(steps, path: path)
            return ((reading.importHeader ?? "") + (try reading.source.text(for: reading.spec)) + script, reading.warnings)
        case .reference:
            let head = try referenceHead(path, frontEnd: frontEnd, spec: reading.spec, writtenTo: output)
            // The steps are made from the app as a run of this very file reads it.
            let scenarioPath = output ?? "a11ysim-import.yaml"
            let spec = try InputRegistry.scenarioLoader(options: options).load(text: head + "steps: []\n", path: scenarioPath)
            let steps = await StoryboardImporter.smokeSteps(for: spec)
            let script = try ScenarioWriter.stepsText(steps, path: scenarioPath)
            return (head + script, reading.warnings)
        }
    }

    /// The top of a scenario, to be written at `output`, that names the
    /// imported input at `path` (whose app is `spec`), under a comment
    /// saying so; the REPL's recordings start with it too.
    public func referenceHead(_ path: String, spec: ScenarioSpec, writtenTo output: String?) throws(DiagnosticGroup) -> String {
        try referenceHead(path, frontEnd: try Self.importedFrontEnd(path), spec: spec, writtenTo: output)
    }

    private func referenceHead(_ path: String, frontEnd: InputFrontEnd, spec: ScenarioSpec, writtenTo output: String?) throws(DiagnosticGroup) -> String {
        guard let make = frontEnd.referenceHead else {
            throw DiagnosticGroup(Diagnostic("a scenario cannot name \(frontEnd.noun); use --copy", file: path, line: 0, column: 0))
        }
        let file = StoryboardImporter.fileName(path)
        var named = spec
        named.name = file
        let comment = "# Imported by a11ysim from \(file), which this scenario names: each run reads it as it is\n"
            + "# then, so the steps below follow its edits. Add behaviour to its elements by id, identifier\n"
            + "# or label under controllers: {<controller>: {handlers: {<name>: {activate: …}}}}.\n"
        return comment + (try make(ImportForm.reference(to: path, fromScenarioAt: output), named))
    }

    /// The front end of the imported input at `path`; a scenario file is refused.
    private static func importedFrontEnd(_ path: String) throws(DiagnosticGroup) -> InputFrontEnd {
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
        return frontEnd
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
