public import AppModel
public import AppSpec
public import Captures
public import Diagnostics

/// The runtime capture front end: a capture as a one-screen app
/// (``CaptureTranslator``).
@MainActor
public struct CaptureImporter {
    /// The reader's limits.
    public var reader = CaptureReader()

    /// Creates an importer.
    public init() {}

    /// The comment above an imported capture.
    public static func header(file: String, document: CaptureDocument) -> String {
        "# Imported by a11ysim from \(file) (\(document.format.displayName)): the captured screen in\n"
            + "# the scenario format (frames as captured), then a script that expects what VoiceOver says.\n"
    }

    /// The capture at `path` as a scenario with no steps, with the warnings
    /// of its translation. `InputLoader` validates it, as it does every
    /// imported app.
    public func load(
        path: String
    ) throws(DiagnosticGroup) -> (spec: ScenarioSpec, document: CaptureDocument, warnings: [Diagnostic]) {
        let document: CaptureDocument
        do {
            document = try reader.load(path: path)
        } catch {
            throw DiagnosticGroup(error)
        }
        let result = CaptureTranslator(document: document).translate()
        var spec = ScenarioSpec(file: path, name: InputFileName.of(path), root: result.controller.id)
        spec.screen = result.screenSize
        if let size = result.screenSize, size.width >= 600 && size.height >= 600 { spec.device = .ipad }
        spec.controllers = [result.controller]
        return (spec, document, result.warnings)
    }

    /// The capture at `path` as one controller named `controllerID`, for a
    /// scenario's `capture:` key.
    public nonisolated static func controller(
        path: String, id controllerID: String
    ) throws(Diagnostic) -> (controller: ControllerSpec, screenSize: Size?) {
        let document = try CaptureReader().load(path: path)
        let result = CaptureTranslator(document: document, controllerID: controllerID).translate()
        return (result.controller, result.screenSize)
    }
}
