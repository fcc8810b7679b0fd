import Foundation
import Inputs
import Scenarios
import TestSupport

/// Writes `yaml` as a scenario in a scratch folder that links the SwiftUI
/// fixture `fixture` under its own name, and gives `body` the scenario's
/// path; the folder is removed after.
@MainActor func withLinkedFixture<T>(
    _ fixture: String, paths: TestTargetPaths, yaml: String, _ body: (String) async throws -> T
) async throws -> T {
    let files = FileManager.default
    let folder = files.temporaryDirectory.appendingPathComponent("a11ysim-\(fixture)-\(UUID().uuidString)")
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: folder) }
    try files.createSymbolicLink(
        atPath: folder.appendingPathComponent(fixture).path, withDestinationPath: paths.fixture(fixture))
    let path = folder.appendingPathComponent("scenario.yaml").path
    try yaml.write(toFile: path, atomically: true, encoding: .utf8)
    return try await body(path)
}

/// Runs `yaml` (a scenario whose `swiftui:` path is the fixture folder
/// `fixture`) beside a link to that fixture and gives its result.
@MainActor func runLinkedFixture(_ fixture: String, paths: TestTargetPaths, yaml: String) async throws -> ScenarioResult
{
    try await withLinkedFixture(fixture, paths: paths, yaml: yaml) { path in
        await ScenarioRunner(spec: try await InputLoader().load(path).spec).run()
    }
}
