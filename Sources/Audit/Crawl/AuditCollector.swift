internal import Foundation
internal import AppModel
internal import Scenarios
internal import AppSpec
internal import ScenarioYAML
internal import VoiceOver

/// Gathers one file's audit: the screens visited (with the route to each),
/// and a ledger of rule results per screen.
@MainActor
final class AuditCollector {
    let file: String
    let locator: SourceLocator
    private(set) var screens: [ScreenSnapshot] = []
    private(set) var routes: [String: [RouteStep]] = [:]
    /// What handled escape (`none` when nothing did) on each screen the
    /// crawler tried it on, from the state the screen arrived in: the
    /// modal escape probe's answer without a replay of its own.
    var escapeResponders: [String: String] = [:]
    private var ledgers: [String: RuleLedger] = [:]
    /// Whether each new screen gets the static rules (not for `diff`).
    var runsRules = true

    init(file: String, spec: ScenarioSpec) {
        self.file = file
        locator = SourceLocator(spec: spec)
    }

    /// Records the screen the runner shows, if new: its snapshot and the
    /// static rules. Returns whether it was new.
    @discardableResult
    func visit(_ runner: ScenarioRunner, route: [RouteStep]) -> Bool {
        let key = Replayer.screenKey(runner)
        guard routes[key] == nil else { return false }
        routes[key] = route
        let inspection = ScreenInspection(reader: runner.reader, locator: locator, detailed: !runsRules)
        let controller = runner.reader.topContentController?.id ?? "window"
        screens.append(
            ScreenSnapshot(
                key: key, controller: controller, route: route.filter { !$0.isExpectation }.map(\.summary),
                size: runner.application.window.frame.size, elements: inspection.elements, file: file,
                location: locator.location(ofController: controller)))
        guard runsRules else { return true }
        var ledger = self.ledger(key, controller: controller)
        StaticAuditor(screen: inspection).run(into: &ledger)
        ledgers[key] = ledger
        return true
    }

    /// The ledger of screen `key`, to add to.
    func ledger(_ key: String, controller: String? = nil) -> RuleLedger {
        ledgers[key] ?? RuleLedger(
            file: file, screen: key,
            screenLocation: locator.location(ofController: controller ?? Self.frontController(ofScreen: key)))
    }

    /// The front controller of a screen key (`Home > Sort [Sort/confirm]`
    /// is `Sort`); names may contain spaces.
    static func frontController(ofScreen key: String) -> String {
        var last = key.components(separatedBy: " > ").last ?? key
        if last.hasSuffix("]"), let open = last.range(of: " [", options: .backwards) { last = String(last[..<open.lowerBound]) }
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
