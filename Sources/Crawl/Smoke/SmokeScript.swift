internal import AppModel
public import AppSpec
internal import Scenarios
internal import VoiceOver

/// A smoke script for an imported app, written from the one crawl: it
/// expects the launch screen, then goes to each screen the crawl found, in
/// the order found, and expects the screen, what was spoken and the
/// screen's elements. From a screen it continues along the route when the
/// next screen lies beyond it, else goes back to the launch screen first
/// (unwinding to it, else escaping); an element is focused by its id,
/// accessibility identifier or label (one that names it alone). Every step is executed as it is written, so the
/// script passes as generated; a screen whose way cannot be written (an
/// element with no name of its own) is left out, and the script ends
/// where a step could not be undone.
@MainActor
public struct SmokeScript {
    /// The script's steps.
    public private(set) var steps: [StepSpec] = []
    /// The screens (content controller ids) the script expects, in order.
    public private(set) var screens: [String] = []

    private let runner: ScenarioRunner
    private var position: [RouteStep] = []

    /// Writes the smoke script of the app `spec` describes (its own steps are not run).
    public static func make(for spec: ScenarioSpec, limits: Crawler.Limits = SmokeScript.limits) async -> SmokeScript {
        var bare = spec
        bare.steps = []
        let collection = ScreenCollection(recorder: ScreenRecorder(file: spec.file, locator: SourceLocator(spec: bare)))
        var crawler = Crawler(spec: bare, observer: collection)
        crawler.limits = limits
        _ = await crawler.crawl()
        var script = SmokeScript(runner: ScenarioRunner(spec: bare))
        await script.write(collection.recorder)
        return script
    }

    /// The crawl's bounds for a smoke script: the audit's, and every
    /// controller with a storyboard identifier presented at launch.
    public static var limits: Crawler.Limits {
        var limits = Crawler.Limits()
        limits.presentsSegueDestinations = true
        return limits
    }

    private init(runner: ScenarioRunner) {
        self.runner = runner
    }

    private var screen: String? { runner.reader.screenController?.id }

    private mutating func write(_ recorder: ScreenRecorder) async {
        await runner.launch()
        expectScreen()
        guard let launch = recorder.screens.first else { return }
        for found in recorder.screens.dropFirst() {
            guard let route = recorder.routes[found.key] else { continue }
            let prefix = position.count <= route.count && zip(position, route).allSatisfy { Self.same($0, $1) }
            if !prefix {
                guard await returnToLaunch(launch.key, controller: launch.controller) else { return }
                position = []
            }
            let rest = Array(route.dropFirst(position.count))
            let done = await follow(rest)
            position += rest.prefix(done)
            if done == rest.count { expectScreen() }
        }
    }

    /// Goes back to the launch screen: by unwinding to its controller, else
    /// by escape (the back gesture), a few times at most. Returns whether
    /// the run is there.
    private mutating func returnToLaunch(_ key: String, controller: String) async -> Bool {
        if Replayer.screenKey(runner) == key { return true }
        if await run(.unwind(controller)), Replayer.screenKey(runner) == key { return true }
        for _ in 0..<Self.maximumEscapes where Replayer.screenKey(runner) != key {
            guard await run(.gesture(.escape)) else { return false }
        }
        return Replayer.screenKey(runner) == key
    }

    /// Escapes tried at most on the way back to the launch screen.
    private static let maximumEscapes = 8

    /// Performs `route` from where the run is, as long as each step can be
    /// written and passes; returns how many of its steps were performed.
    private mutating func follow(_ route: [RouteStep]) async -> Int {
        for (done, step) in route.enumerated() {
            let passed: Bool
            switch step {
            case .activate(_, let path, _):
                if let name = nameOfElement(at: path), await run(.focus(name)) {
                    passed = await run(.gesture(.doubleTap))
                } else {
                    passed = false
                }
            case .escape:
                passed = await run(.gesture(.escape))
            case .appAction(let step, _), .scenario(let step, _):
                passed = await run(step)
            }
            guard passed else { return done }
        }
        return route.count
    }

    /// A name that finds the element at `path` on screen alone: its id,
    /// accessibility identifier or label.
    private func nameOfElement(at path: String) -> String? {
        let tree = runner.reader.currentTree()
        let matching = tree.elements.filter { ElementPath.path(of: $0.view) == path }
        guard matching.count == 1, let view = matching.first?.view else { return nil }
        if let id = view.id { return id }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty,
            tree.elements.filter({ $0.view.accessibilityIdentifier == identifier }).count == 1
        {
            return identifier
        }
        if let label = view.accessibilityLabel, !label.isEmpty,
            tree.elements.filter({ $0.view.accessibilityLabel == label }).count == 1
        {
            return label
        }
        return nil
    }

    private static func same(_ a: RouteStep, _ b: RouteStep) -> Bool { a.summary == b.summary }

    /// Adds `expect: {screen, speech, elements}` for the state now.
    private mutating func expectScreen() {
        var expectations: [ExpectationSpec] = []
        if let screen {
            expectations.append(ExpectationSpec(kind: .screen(screen)))
            screens.append(screen)
        }
        expectations.append(ExpectationSpec(kind: .speech(runner.speechSinceExpect)))
        expectations.append(ExpectationSpec(kind: .elements(runner.reader.describedElements())))
        steps.append(.expect(expectations))
        runner.markExpectation()
    }

    /// Runs one step; keeps it only when it passes.
    private mutating func run(_ step: StepSpec) async -> Bool {
        let failures = await runner.step(step)
        guard failures.isEmpty else { return false }
        steps.append(step)
        return true
    }
}
