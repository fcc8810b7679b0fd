public import AppSpec
internal import AppModel
internal import VoiceOver

/// Writes a smoke script for an imported app by running it: it expects the
/// launch screen, then visits every screen it can reach: activating each
/// segue trigger (focus it, double tap; a trigger VoiceOver cannot focus is
/// performed with `do: [segue: …]`), selecting each tab, and presenting each
/// identified controller nothing leads to. After each visit it expects the
/// screen, what was spoken and the screen's elements, then unwinds back.
/// Every step is executed as written, so the script passes as generated.
@MainActor
public final class SmokeScriptGenerator {
    private let spec: ScenarioSpec
    private let runner: ScenarioRunner
    /// The script: every step passed when it was performed.
    public private(set) var steps: [StepSpec] = []
    private var visited: Set<String> = []
    private var broken = false
    /// Bounds the script on very large storyboards.
    private let maximumVisits = 200

    /// A generator for the app `spec` describes (its own steps are not run).
    public init(spec: ScenarioSpec) {
        self.spec = spec
        runner = ScenarioRunner(spec: spec)
    }

    /// The screens the script visits, in order.
    public private(set) var screens: [String] = []

    /// Runs the app and writes the script into ``steps``.
    public func generate() async {
        await runner.launch()
        expectScreen()
        guard let first = screen else { return }
        await explore(first, depth: 0)
        let contained = Set(spec.controllers.flatMap(\.containedIDs) + spec.controllers.flatMap { $0.children.map(\.controller) })
        for controller in spec.controllers where controller.storyboardID != nil && !visited.contains(controller.id)
            && !contained.contains(controller.id) && controller.id != spec.root
        {
            guard !broken, visited.count < maximumVisits else { break }
            let home = screen
            visited.insert(controller.id)
            guard await run(.present(controller.id)) else { continue }
            expectScreen()
            if let arrived = screen, arrived != home { await explore(arrived, depth: 1) }
            if let home, await run(.unwind(home)) {
                expectScreen()
            }
        }
    }

    private var screen: String? { runner.reader.screenController?.id }

    /// Visits what `current` leads to, depth first.
    private func explore(_ current: String, depth: Int) async {
        visited.insert(current)
        screens.append(current)
        guard depth < 12, let controller = spec.controller(current) else { return }
        for trigger in triggers(of: controller) {
            guard !broken, visited.count < maximumVisits, screen == current else { return }
            guard let destination = controller.segues.first(where: { $0.id == trigger.segue })?.spec.destination,
                !visited.contains(destination)
            else { continue }
            visited.insert(destination)
            var performed = false
            if let view = trigger.view, await run(.focus(view)) {
                performed = await run(.gesture(.doubleTap))
            } else {
                performed = await run(.segue(trigger.segue))
            }
            guard performed else { broken = true; return }
            expectScreen()
            guard let arrived = screen, arrived != current else { continue }
            await explore(arrived, depth: depth + 1)
            guard await run(.unwind(current)) else { broken = true; return }
            expectScreen()
        }
        await exploreTabs(from: current, depth: depth)
    }

    /// Selects each other tab of the tab bar controller `current` sits in.
    private func exploreTabs(from current: String, depth: Int) async {
        var ancestor = runner.reader.screenController?.parent
        while let current = ancestor, !(current is TabBarController) { ancestor = current.parent }
        guard let tabs = ancestor, let tabSpec = spec.controller(tabs.id) else { return }
        for (index, child) in tabSpec.tabs.enumerated() where !visited.contains(child) {
            guard !broken, visited.count < maximumVisits else { return }
            visited.insert(child)
            guard await run(.focus("\(tabs.id).tab\(index)")) else { continue }
            guard await run(.gesture(.doubleTap)) else {
                broken = true
                return
            }
            expectScreen()
            if let arrived = screen, !screens.contains(arrived) { await explore(arrived, depth: depth + 1) }
        }
    }

    /// Segue triggers on a screen: views and bar items with an activate
    /// handler, in reading order of the declaration; then manual segues.
    private func triggers(of controller: ControllerSpec) -> [(view: String?, segue: String)] {
        var found: [(String?, String)] = []
        func walk(_ views: [ViewSpec]) {
            for view in views {
                if let id = view.id, let handler = view.handlers.byEvent["activate"],
                    case .segue(let segue)? = handler.actions.first?.kind
                {
                    found.append((view.hidden ? nil : id, segue))
                }
                walk(view.subviews)
            }
        }
        walk(controller.navigationItemViews + controller.views)
        let triggered = Set(found.map(\.1))
        for segue in controller.segues where !triggered.contains(segue.id) && segue.spec.kind != .unwind {
            found.append((nil, segue.id))
        }
        return found
    }

    /// Adds `expect: {screen, speech, elements}` for the state now.
    private func expectScreen() {
        var expectations: [ExpectationSpec] = []
        if let screen { expectations.append(ExpectationSpec(kind: .screen(screen))) }
        expectations.append(ExpectationSpec(kind: .speech(runner.speechSinceExpect)))
        expectations.append(ExpectationSpec(kind: .elements(runner.reader.describedElements())))
        steps.append(.expect(expectations))
        runner.markExpectation()
    }

    /// Runs one step; keeps it only when it passes.
    private func run(_ step: StepSpec) async -> Bool {
        let failures = await runner.step(step)
        guard failures.isEmpty else { return false }
        steps.append(step)
        return true
    }
}
