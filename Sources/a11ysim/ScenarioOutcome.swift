import Foundation
import Scenarios

/// What running one scenario file produced: a result, a load error, or
/// nothing when `--filter` left it out. Carries the file's position so
/// outcomes from parallel workers merge back into the sequential order.
struct ScenarioOutcome: Codable, Sendable {
    /// The file's index in the run's sorted file list.
    var index: Int
    var result: ScenarioResult?
    var error: ScenarioError?

    /// Loads and runs the scenario at `path`.
    @MainActor
    static func run(index: Int, path: String, filter: String?) async -> ScenarioOutcome? {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let error = ScenarioError("the file cannot be read as UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))
            return ScenarioOutcome(index: index, error: error)
        }
        let loaded: Result<ScenarioSpec, ScenarioError> = Result { () throws(ScenarioError) in
            try ScenarioLoader().load(text: text, path: path)
        }
        switch loaded {
        case .failure(let error):
            return ScenarioOutcome(index: index, error: error)
        case .success(let spec):
            if let filter, !spec.name.localizedCaseInsensitiveContains(filter), !path.localizedCaseInsensitiveContains(filter) {
                return nil
            }
            return ScenarioOutcome(index: index, result: await ScenarioRunner(spec: spec).run())
        }
    }
}
