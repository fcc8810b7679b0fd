public import AppSpec
internal import Crawl

/// Audits apps: crawls every screen reachable from launch and runs the
/// static and dynamic rules (`a11ysim audit`), or follows a scenario's
/// own steps (`a11ysim run --audit`).
///
/// ```swift
/// let input = try await InputLoader().load("Scenarios/settings.yaml")
/// let audit = await Auditor().audit(spec: input.spec, file: input.path)
/// audit.findings.map(\.rule)   // [.screenHeading, .targetSize]
/// ```
@MainActor
public struct Auditor {
    /// Screens visited at most per file.
    public var maximumScreens = 60
    /// Steps from launch at most.
    public var maximumDepth = 8

    /// Creates an auditor.
    public init() {}

    /// Crawls the app `spec` describes, starting at launch, then runs the
    /// probes on every screen found.
    public func audit(spec: ScenarioSpec, file: String) async -> FileAudit {
        let collector = AuditCollector(file: file, spec: spec)
        var crawler = Crawler(spec: spec, observer: collector)
        crawler.limits.screens = maximumScreens
        crawler.limits.depth = maximumDepth
        let crawl = await crawler.crawl()
        var arrived = crawl.arrived
        let prober = ProbeAuditor(replayer: Replayer(spec: spec), collector: collector)
        for screen in collector.screens {
            await prober.run(
                key: screen.key, route: collector.routes[screen.key] ?? [],
                prepared: arrived.removeValue(forKey: screen.key))
        }
        let (raw, evaluations) = collector.results()
        let findings = Self.mergingRoutes(Self.withLegacyFingerprints(raw, spec: spec))
        var audit = FileAudit(
            file: file, screens: collector.screens, findings: findings, evaluations: evaluations, error: nil)
        audit.reachedScreenLimit = crawl.reachedLimit
        return audit
    }

    /// Follows the scenario's own steps and audits what they did: the
    /// static rules on each screen they reach, the transition rules on
    /// each step, and the probes on each screen (from a replay of the steps
    /// that first reached it). `summary` names a step in reports.
    public func audit(run spec: ScenarioSpec, summary: (StepSpec) -> String) async -> FileAudit {
        let collector = AuditCollector(file: spec.file, spec: spec)
        let replayer = Replayer(spec: spec)
        let tracker = TransitionTracker(collector: collector)
        let runner = await replayer.launch()
        tracker.begin(runner)
        collector.visit(runner, route: [])
        var route: [RouteStep] = []
        for step in spec.steps {
            let routeStep = RouteStep.scenario(step, summary: summary(step))
            route.append(routeStep)
            tracker.willPerform(runner)
            await replayer.perform(routeStep, on: runner, tracker: tracker)
            tracker.didPerform(routeStep, runner)
            collector.visit(runner, route: route)
        }
        let prober = ProbeAuditor(replayer: replayer, collector: collector)
        for screen in collector.screens {
            await prober.run(key: screen.key, route: collector.routes[screen.key] ?? [])
        }
        let (raw, evaluations) = collector.results()
        let findings = Self.mergingRoutes(Self.withLegacyFingerprints(raw, spec: spec))
        return FileAudit(
            file: spec.file, screens: collector.screens, findings: findings, evaluations: evaluations, error: nil)
    }

    /// One finding per element and rule: the same element reached through
    /// another route (another presenter, another tab, a second visit) is the
    /// same problem, so later findings merge into the first (the shortest
    /// route, since the crawl is breadth first), which lists their screens.
    /// A finding about a whole screen merges with any other of the same
    /// rule in the same words (the same texts seen under an overlay).
    static func mergingRoutes(_ findings: [AuditFinding]) -> [AuditFinding] {
        var merged: [AuditFinding] = []
        var index: [String: Int] = [:]
        for finding in findings {
            // A finding about a whole screen is the same problem wherever its
            // words are the same: the texts it names are the same ones.
            let subject = finding.element?.path ?? "screen: \(finding.message)"
            let key = [finding.rule.rawValue, finding.file, subject, finding.outcome.rawValue].joined(separator: "|")
            if let first = index[key] {
                if finding.screen != merged[first].screen, !merged[first].otherScreens.contains(finding.screen) {
                    merged[first].otherScreens.append(finding.screen)
                }
            } else {
                index[key] = merged.count
                merged.append(finding)
            }
        }
        return merged
    }

    /// Adds each finding's fingerprint under object ids (see ``LegacyNames``).
    private static func withLegacyFingerprints(_ findings: [AuditFinding], spec: ScenarioSpec) -> [AuditFinding] {
        let legacy = LegacyNames(spec: spec)
        guard !legacy.isEmpty else { return findings }
        var screens: [String: String] = [:]
        return findings.map { finding in
            var finding = finding
            finding.legacyFingerprint = legacy.fingerprint(of: finding, screens: &screens)
            return finding
        }
    }
}
