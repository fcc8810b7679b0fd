internal import AppModel
internal import Foundation
/// The report for machines, shaped like axe-core's results: rules grouped
/// under `violations`, `incomplete`, `passes` and `inapplicable`, each with
/// its nodes (here: elements on a screen of a file).
struct JSONAuditReport {
    let report: AuditReport

    func render() -> String {
        let findings = report.findings
        let evaluations = report.files.flatMap(\.evaluations)
        var violations: [[String: Any]] = []
        var incomplete: [[String: Any]] = []
        var passes: [[String: Any]] = []
        var inapplicable: [[String: Any]] = []
        for rule in report.rules {
            let impact = report.configuration.impact(of: rule)
            let ruleFindings = findings.filter { $0.rule == rule }
            let failed = ruleFindings.filter { $0.outcome == .violation }
            let review = ruleFindings.filter { $0.outcome == .incomplete }
            if !failed.isEmpty { violations.append(ruleObject(rule, impact: impact, nodes: failed.map(node))) }
            if !review.isEmpty { incomplete.append(ruleObject(rule, impact: impact, nodes: review.map(node))) }
            let passed = evaluations.filter { $0.rule == rule && !$0.passed.isEmpty }
            if !passed.isEmpty {
                let nodes = passed.flatMap { evaluation in
                    evaluation.passed.map { Self.passNode(file: evaluation.file, screen: evaluation.screen, target: $0) }
                }
                passes.append(ruleObject(rule, impact: nil, nodes: nodes))
            }
            if ruleFindings.isEmpty && passed.isEmpty { inapplicable.append(ruleObject(rule, impact: nil, nodes: [])) }
        }
        var object: [String: Any] = [
            "testEngine": ["name": "a11ysim", "version": AuditTool.version],
            "toolOptions": [
                "failOn": report.configuration.failOn.rawValue, "rules": report.rules.map(\.rawValue),
                "baseline": report.configuration.baseline ?? NSNullValue.value,
            ],
            "violations": violations, "incomplete": incomplete, "passes": passes, "inapplicable": inapplicable,
            "screens": report.screens.map(screenObject),
            "errors": report.files.compactMap { $0.error.map { "\($0)" } },
            "passed": report.passed,
            "summary": [
                "files": report.files.count, "screens": report.screens.count, "violations": findings.filter { $0.outcome == .violation }.count,
                "incomplete": findings.filter { $0.outcome == .incomplete }.count, "failing": report.failing.count,
                "suppressed": findings.filter(\.isSuppressed).count,
            ],
        ]
        if report.usesBaseline {
            object["resolved"] = report.resolved.map { ["rule": $0.rule, "file": $0.file, "screen": $0.screen, "target": [$0.element]] as [String: Any] }
        }
        return AuditFormatting.json(object)
    }

    /// An element that passed a rule, its keys in order, since passes are
    /// most of the report.
    private static func passNode(file: String, screen: String, target: String) -> JSONValue {
        .fields([("file", .string(file)), ("screen", .string(screen)), ("target", .array([.string(target)]))])
    }

    private func ruleObject(_ rule: AuditRule, impact: Impact?, nodes: [Any]) -> [String: Any] {
        [
            "id": rule.rawValue, "impact": impact?.rawValue ?? NSNullValue.value, "description": rule.title, "help": rule.help,
            "tags": [rule.kind.rawValue] + (rule.isAdvisory ? ["advisory"] : []), "peers": rule.peers, "nodes": nodes,
        ]
    }

    private func node(_ finding: AuditFinding) -> [String: Any] {
        var object: [String: Any] = [
            "file": finding.file, "screen": finding.screen, "impact": finding.impact.rawValue,
            "target": [finding.element?.path ?? finding.screen], "failureSummary": finding.message,
            "suppressed": finding.isSuppressed, "related": finding.related, "fingerprint": finding.fingerprint,
        ]
        if let element = finding.element { object["element"] = AuditFormatting.elementObject(element) }
        if let location = finding.location { object["location"] = "\(location)" }
        if !finding.otherScreens.isEmpty { object["otherScreens"] = finding.otherScreens }
        return object
    }

    private func screenObject(_ screen: ScreenSnapshot) -> [String: Any] {
        [
            "file": screen.file, "key": screen.key, "controller": screen.controller, "route": screen.route,
            "size": ["width": screen.size.width, "height": screen.size.height],
            "elements": screen.elements.map(AuditFormatting.elementObject),
        ]
    }
}
