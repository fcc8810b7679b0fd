public import AppSpec
public import Diagnostics
internal import Foundation
internal import ScenarioYAML

/// Loads any input file as a scenario, the same way for every command: the
/// kind is told from the content by ``InputRegistry``, every front end
/// reads with the same options, and a broken file gives the same
/// diagnostics everywhere.
@MainActor
public struct InputLoader {
    /// How every front end reads, also the inputs a scenario names.
    public var options: ImportOptions

    /// Creates a loader.
    public init(options: ImportOptions = ImportOptions()) {
        self.options = options
    }

    /// Loads the input at `path`: a scenario with its steps, an imported
    /// app with none (nothing runs while it loads).
    public func load(_ path: String) async throws(DiagnosticGroup) -> LoadedInput {
        let kind: InputKind
        do {
            kind = try InputRegistry.detect(path: path)
        } catch {
            throw DiagnosticGroup(error)
        }
        guard let frontEnd = InputRegistry.frontEnd(kind) else {
            throw DiagnosticGroup(Diagnostic("no front end reads \(kind) files", file: path))
        }
        let reading = try await frontEnd.read(path, options)
        // Every imported app is checked here, as the scenario reader checks a scenario's.
        if frontEnd.isImported {
            let problems = reading.spec.validationDiagnostics()
            guard problems.isEmpty else { throw DiagnosticGroup(problems) }
        }
        var input = LoadedInput(
            path: path, spec: reading.spec, source: reading.source, warnings: reading.warnings,
            variants: reading.variants)
        input.showsPreview = reading.showsPreview
        return input
    }

    /// The top of a scenario, to be written at `output`, that names the
    /// imported input at `path` (whose app is `spec`), under a comment
    /// saying so; the REPL's recordings start with it too.
    public func referenceHead(
        _ path: String, spec: ScenarioSpec, writtenTo output: String?
    ) throws(DiagnosticGroup) -> String {
        try referenceHead(path, frontEnd: try Self.importedFrontEnd(path), spec: spec, writtenTo: output)
    }

    func referenceHead(
        _ path: String, frontEnd: InputFrontEnd, spec: ScenarioSpec, writtenTo output: String?
    ) throws(DiagnosticGroup) -> String {
        guard let make = frontEnd.referenceHead else {
            throw DiagnosticGroup(
                Diagnostic("a scenario cannot name \(frontEnd.noun); use --copy", file: path, line: 0, column: 0))
        }
        let file = InputFileName.of(path)
        var named = spec
        named.name = file
        let comment =
            "# Imported by a11ysim from \(file), which this scenario names: each run reads it as it is\n"
            + "# then, so the steps below follow its edits. Add behaviour to its elements by id, identifier\n"
            + "# or label under controllers: {<controller>: {handlers: {<name>: {activate: …}}}}.\n"
        return comment + (try make(ImportForm.reference(to: path, fromScenarioAt: output), named))
    }

    /// The front end of the imported input at `path`; a scenario file is refused.
    public static func importedFrontEnd(_ path: String) throws(DiagnosticGroup) -> InputFrontEnd {
        let kind: InputKind
        do {
            kind = try InputRegistry.detect(path: path)
        } catch {
            throw DiagnosticGroup(error)
        }
        guard let frontEnd = InputRegistry.frontEnd(kind), frontEnd.isImported else {
            throw DiagnosticGroup(
                Diagnostic(
                    "this is a \(kind) already; 'a11ysim import' reads \(InputRegistry.importedNouns)", file: path,
                    line: 0, column: 0))
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
