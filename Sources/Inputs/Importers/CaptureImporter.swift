public import AppSpec
public import Diagnostics
public import Captures
internal import CaptureImport
internal import ScenarioYAML
internal import AppModel

/// The runtime capture front end: a capture as a one-screen app
/// (`CaptureTranslator`), and as a scenario file whose script expects what
/// VoiceOver says on that screen.
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

    /// The comment above an imported capture.
    static func header(file: String, document: CaptureDocument) -> String {
        "# Imported by a11ysim from \(file) (\(document.format.displayName)): the captured screen in\n"
            + "# the scenario format (frames as captured), then a script that expects what VoiceOver says.\n"
    }

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
        var spec = ScenarioSpec(file: path, name: StoryboardImporter.fileName(path), root: result.controller.id)
        spec.screen = result.screenSize
        if let size = result.screenSize, size.width >= 600 && size.height >= 600 { spec.device = .ipad }
        spec.controllers = [result.controller]
        let problems = spec.validationDiagnostics()
        guard problems.isEmpty else { throw DiagnosticGroup(problems) }
        return (spec, document, result.warnings)
    }

    /// The capture at `path` as one controller named `controllerID`, for a
    /// scenario's `capture:` key.
    nonisolated static func controller(path: String, id controllerID: String) throws(Diagnostic) -> (controller: ControllerSpec, screenSize: Size?) {
        let document = try CaptureReader().load(path: path)
        let result = CaptureTranslator(document: document, controllerID: controllerID).translate()
        return (result.controller, result.screenSize)
    }

    /// `a11ysim import`: the screen in the scenario format, then a script
    /// that expects the screen, what VoiceOver says at launch and its elements.
    public func importScenario(path: String) async throws(DiagnosticGroup) -> Output {
        let (spec, document, warnings) = try load(path: path)
        let file = StoryboardImporter.fileName(path)
        let app = try ScenarioWriter.appText(for: spec, name: "\(file) (imported)")
        let steps = await StoryboardImporter.smokeSteps(for: spec)
        let script = try ScenarioWriter.stepsText(steps, path: path)
        return Output(yaml: Self.header(file: file, document: document) + app + script, warnings: warnings, document: document)
    }
}
