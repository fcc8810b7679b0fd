import AppModel
import AppSpec
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import Testing

/// A finished run leaves nothing behind: the app it built is freed with
/// its runner, so a process that runs many scenarios (a11ysim run, the
/// REPL, the audit crawler) does not keep every app it ever built.
@MainActor
@Suite struct ScenarioLifetimeTests {
    @Test(arguments: ScenarioLibraryTests.scenarioFiles())
    func theAppIsFreedAfterTheRun(_ file: String) async throws {
        let text = try String(
            contentsOfFile: ScenarioLibraryTests.root.appendingPathComponent(file).path, encoding: .utf8)
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: file)
        weak var application: Application?
        var objects: [Weak] = []
        do {
            let runner = ScenarioRunner(spec: spec)
            application = runner.application
            _ = await runner.run()
            runner.application.forEachController { controller in
                objects.append(Weak(controller))
                if let view = controller.viewIfLoaded { objects.append(Weak(view)) }
            }
            var pending: [View] = [runner.application.window]
            while let view = pending.popLast() {
                objects.append(Weak(view))
                pending.append(contentsOf: view.subviews)
            }
        }
        #expect(application == nil, "\(file): the application outlives its run")
        let alive = objects.compactMap(\.object).map { ($0 as? Responder)?.traceName ?? "?" }
        #expect(alive.isEmpty, "\(file): \(alive.count) objects outlive the run: \(alive.prefix(8))")
    }
}

/// A weak reference, to see what outlives a run.
final class Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}
