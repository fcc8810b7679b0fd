internal import AppModel
internal import AppSpec
internal import Crawl
internal import Foundation
internal import Scenarios

/// Gathers one file's audit as the crawl (or a scenario's own steps)
/// reaches its screens: the screens with the route to each, the static
/// rules on each new screen, a watcher of every step for the transition
/// rules, and a ledger of rule results per screen.
@MainActor
final class AuditCollector: CrawlObserver {
    let recorder: ScreenRecorder
    /// What handled escape (`none` when nothing did) on each screen the
    /// crawler tried it on, from the state the screen arrived in: the
    /// modal escape probe's answer without a replay of its own.
    private(set) var escapeResponders: [String: String] = [:]
    private var ledgers: [String: RuleLedger] = [:]

    init(file: String, spec: ScenarioSpec) {
        recorder = ScreenRecorder(file: file, locator: SourceLocator(spec: spec))
    }

    var file: String { recorder.file }
    var locator: SourceLocator { recorder.locator }
    var screens: [ScreenSnapshot] { recorder.screens }
    var routes: [String: [RouteStep]] { recorder.routes }

    func makeWatcher() -> (any StepWatcher)? { TransitionTracker(collector: self) }

    func screenFound(key: String, inspection: ScreenInspection) {
        let controller = recorder.screens.last?.controller ?? "window"
        var ledger = self.ledger(key, controller: controller)
        StaticAuditor(screen: inspection).run(into: &ledger)
        ledgers[key] = ledger
    }

    func escapeTried(onScreen key: String, handledBy: String) {
        escapeResponders[key] = handledBy
    }

    /// Records the screen the runner shows, if new, and runs the static
    /// rules on it (a scenario's own steps). Returns whether it was new.
    @discardableResult
    func visit(_ runner: ScenarioRunner, route: [RouteStep]) -> Bool {
        guard let (key, inspection) = recorder.visit(runner, route: route) else { return false }
        screenFound(key: key, inspection: inspection)
        return true
    }

    /// The ledger of screen `key`, to add to.
    func ledger(_ key: String, controller: String? = nil) -> RuleLedger {
        ledgers[key]
            ?? RuleLedger(
                file: file, screen: key,
                screenLocation: locator.location(ofController: controller ?? Self.frontController(ofScreen: key)))
    }

    /// The front controller of a screen key (`Home > Sort [Sort/confirm]`
    /// is `Sort`); names may contain spaces.
    static func frontController(ofScreen key: String) -> String {
        var last = key.components(separatedBy: " > ").last ?? key
        if last.hasSuffix("]"), let open = last.range(of: " [", options: .backwards) {
            last = String(last[..<open.lowerBound])
        }
        return last
    }

    /// Changes screen `key`'s ledger.
    func update(_ key: String, _ change: (inout RuleLedger) -> Void) {
        if ledgers[key] == nil { ledgers[key] = ledger(key) }
        // In place: a copy taken out and stored back would copy the
        // ledger's findings and passes on every step watched.
        change(&ledgers[key]!)
    }

    /// Every finding and evaluation, screens in visiting order.
    func results() -> (findings: [AuditFinding], evaluations: [RuleEvaluation]) {
        var findings: [AuditFinding] = []
        var evaluations: [RuleEvaluation] = []
        for key in screens.map(\.key) + ledgers.keys.filter({ routes[$0] == nil }).sorted() {
            guard let ledger = ledgers[key] else { continue }
            findings += ledger.findings
            evaluations += ledger.evaluations(AuditRule.allCases)
        }
        return (findings, evaluations)
    }
}
