import ScenarioYAML
import Scenarios

/// Loads `text` as a scenario at `path`, runs it and gives each failure as
/// "key: expected …, got …" (empty when every expectation held).
@MainActor
func scenarioFailures(_ text: String, path: String) async throws -> [String] {
    let spec = try ScenarioLoader().load(text: text, path: path)
    let result = await ScenarioRunner(spec: spec).run()
    return result.failures.map { "\($0.key): expected \($0.expected), got \($0.actual)" }
}
