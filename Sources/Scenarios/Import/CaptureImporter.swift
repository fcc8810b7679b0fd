public import Diagnostics
public import Captures
internal import Yams
internal import AppModel

/// `a11ysim import CAPTURE` and every command's reading of a capture: the
/// capture as a one-screen app (``CaptureTranslator``), and as a scenario
/// file whose script expects what VoiceOver says on that screen.
@MainActor
public struct CaptureImporter {
    /// What an import gives.
    public struct Output: Sendable {
        /// The scenario file's text.
        public var yaml: String
        /// What the capture lacked or what was left out.
        public var warnings: [Diagnostic]
        /// The capture as read.
        public var document: CaptureDocument
    }

    /// The reader's limits.
    public var reader = CaptureReader()

    /// Creates an importer.
    public init() {}

    /// The capture at `path` as a scenario with no steps, with the warnings
    /// of its translation.
    public func load(path: String) throws(DiagnosticGroup) -> (spec: ScenarioSpec, document: CaptureDocument, warnings: [Diagnostic]) {
        let document: CaptureDocument
        do {
            document = try reader.load(path: path)
        } catch {
            throw DiagnosticGroup(error)
        }
        let result = CaptureTranslator(document: document).translate()
        var spec = ScenarioSpec(file: path, name: path.split(separator: "/").last.map(String.init) ?? path, root: result.controller.id)
        spec.screen = result.screenSize
        if let size = result.screenSize, size.width >= 600 && size.height >= 600 { spec.device = .ipad }
        spec.controllers = [result.controller]
        let problems = ScenarioValidator(spec: spec).diagnostics()
        guard problems.isEmpty else { throw DiagnosticGroup(problems) }
        return (spec, document, result.warnings)
    }

    /// `a11ysim import`: the screen in the scenario format, then a script
    /// that expects the screen, what VoiceOver says at launch and its elements.
    public func importScenario(path: String) async throws(DiagnosticGroup) -> Output {
        let (spec, document, warnings) = try load(path: path)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let importer = StoryboardImporter()
        let app = try importer.scenarioText(for: spec, name: "\(file) (imported)")
        let steps = await importer.smokeSteps(for: spec)
        let script = try StoryboardImporter.serialize(YAMLBuilder.map([("steps", YAMLBuilder.list(steps.map(StepWriter.node)))]), path: path)
        let header = "# Imported by a11ysim from \(file) (\(document.format.displayName)): the captured screen in\n"
            + "# the scenario format (frames as captured), then a script that expects what VoiceOver says.\n"
        return Output(yaml: header + app + script, warnings: warnings, document: document)
    }
}
