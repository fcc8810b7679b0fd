internal import AppSpec
internal import Crawl
public import Diagnostics
public import Inputs
internal import ScenarioYAML

/// `a11ysim import`: an imported input (a storyboard, a capture, SwiftUI
/// source) written as a scenario file whose smoke script, made from the one
/// crawl (``SmokeScript``), visits every screen it reaches and expects
/// what VoiceOver says there.
@MainActor
public struct ScenarioImporter {
    /// What an import gives.
    public struct Output: Sendable {
        /// The scenario file's text.
        public var yaml: String
        /// What the front end approximated.
        public var warnings: [Diagnostic]
        /// The screens (content controller ids) the smoke script expects, in order.
        public var screens: [String]
    }

    /// How every front end reads.
    public var options: ImportOptions

    /// An importer reading with `options`.
    public init(options: ImportOptions = ImportOptions()) {
        self.options = options
    }

    /// The input at `path` as a scenario file to be written at `output`
    /// (`nil`: standard output, paths then relative to the working
    /// directory), in `form`: a scenario naming the input, or the app copied
    /// in the scenario format, under a comment saying where it came from;
    /// then the smoke script. A scenario file is refused: it is one already.
    public func importScenario(
        _ path: String, form: ImportForm = .reference, writtenTo output: String? = nil
    ) async throws(DiagnosticGroup) -> Output {
        let frontEnd = try InputLoader.importedFrontEnd(path)
        let reading = try await frontEnd.read(path, options)
        switch form {
        case .copy:
            let script = await SmokeScript.make(for: reading.spec)
            let steps = try ScenarioWriter.stepsText(script.steps, path: path)
            let yaml = (reading.importHeader ?? "") + (try reading.source.text(for: reading.spec)) + steps
            return Output(yaml: yaml, warnings: reading.warnings, screens: script.screens)
        case .reference:
            let head = try InputLoader(options: options).referenceHead(path, spec: reading.spec, writtenTo: output)
            // The steps are made from the app as a run of this very file reads it.
            let scenarioPath = output ?? "a11ysim-import.yaml"
            let spec = try InputRegistry.scenarioLoader(options: options).load(
                text: head + "steps: []\n", path: scenarioPath)
            let script = await SmokeScript.make(for: spec)
            let steps = try ScenarioWriter.stepsText(script.steps, path: scenarioPath)
            return Output(yaml: head + steps, warnings: reading.warnings, screens: script.screens)
        }
    }
}
