public import Crawl

/// The audit of every file, with the configuration and baseline applied:
/// what the report formats render.
public struct AuditReport: Sendable {
    /// The files, in the order given.
    public var files: [FileAudit]
    /// The configuration used.
    public var configuration: AuditConfiguration
    /// Baseline entries no longer found.
    public var resolved: [Baseline.Entry]
    /// Whether a baseline was applied.
    public var usesBaseline: Bool

    /// Applies `configuration` (disabled rules, impacts) and `baseline` to raw file audits.
    public init(files: [FileAudit], configuration: AuditConfiguration, baseline: Baseline?) {
        let enabled = Set(configuration.enabledRules)
        let known = Set(baseline?.findings.map(\.fingerprint) ?? [])
        var found: Set<String> = []
        self.files = files.map { file in
            var file = file
            // Screens the configuration leaves out go with everything found on them.
            file.screens = file.screens.filter { !configuration.excludes(screen: $0.key) }
            file.findings = file.findings.compactMap { finding -> AuditFinding? in
                guard enabled.contains(finding.rule) else { return nil }
                var finding = finding
                if configuration.excludes(screen: finding.screen) {
                    guard let next = finding.otherScreens.first(where: { !configuration.excludes(screen: $0) }) else {
                        return nil
                    }
                    finding.screen = next
                }
                finding.otherScreens = finding.otherScreens.filter {
                    $0 != finding.screen && !configuration.excludes(screen: $0)
                }
                // A configured impact replaces the rule's; without one a
                // finding keeps the level the rule gave it (target-size's two).
                if let configured = configuration.impacts[finding.rule] { finding.impact = configured }
                let fingerprints = finding.fingerprints
                finding.isSuppressed = fingerprints.contains(where: known.contains)
                found.formUnion(fingerprints)
                return finding
            }
            file.evaluations = file.evaluations.filter {
                enabled.contains($0.rule) && !configuration.excludes(screen: $0.screen)
            }
            return file
        }
        self.configuration = configuration
        // Only entries for files audited now can be resolved.
        let audited = Set(files.filter { $0.error == nil }.map(\.file))
        resolved = (baseline?.findings ?? []).filter { audited.contains($0.file) && !found.contains($0.fingerprint) }
        usesBaseline = baseline != nil
    }

    /// Every finding, files in order.
    public var findings: [AuditFinding] { files.flatMap(\.findings) }
    /// Every screen visited.
    public var screens: [ScreenSnapshot] { files.flatMap(\.screens) }

    /// Violations not in the baseline at or above the fail-on impact.
    public var failing: [AuditFinding] {
        findings.filter { $0.outcome == .violation && !$0.isSuppressed && $0.impact >= configuration.failOn }
    }

    /// Whether the audit passes: no failing finding and every file loaded.
    public var passed: Bool { failing.isEmpty && files.allSatisfy { $0.error == nil } }

    /// Counts by outcome over every rule and screen.
    public func count(_ outcome: AuditOutcome) -> Int {
        files.flatMap(\.evaluations).filter { $0.outcome == outcome }.count
    }

    /// The rules that ran.
    public var rules: [AuditRule] { configuration.enabledRules }
}
