import AppModel
import AppSpec
import CaptureImport
import Captures
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import VoiceOver

/// Loads a capture the way every command does and launches it.
@MainActor
enum CaptureSupport {
    /// The capture at `path` as a launched app.
    static func launch(_ path: String) async throws -> ScenarioRunner {
        let (spec, _, _) = try CaptureImporter().load(path: path)
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        return runner
    }

    /// What VoiceOver says for each element, in reading order.
    static func spoken(_ path: String) async throws -> [String] {
        try await launch(path).reader.describedElements()
    }

    /// A scenario loaded from text, as if it were the file `path`.
    static func scenario(_ text: String, path: String) throws -> ScenarioSpec {
        try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: path)
    }
}
