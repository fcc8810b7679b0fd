internal import AppModel
internal import Foundation
/// The report for machines, shaped like axe-core's results: rules grouped
/// under `violations`, `incomplete`, `passes` and `inapplicable`, each with
/// its nodes (here: elements on a screen of a file).
struct JSONAuditReport {
    let report: AuditReport

    func render() -> String {
        let findings = report.findings
        // Each rule's findings and evaluations, in report order, grouped once.
        var findingsByRule: [AuditRule: [AuditFinding]] = [:]
        for finding in findings { findingsByRule[finding.rule, default: []].append(finding) }
        var passedByRule: [AuditRule: [RuleEvaluation]] = [:]
        for file in report.files {
            for evaluation in file.evaluations where !evaluation.passed.isEmpty { passedByRule[evaluation.rule, default: []].append(evaluation) }
        }
        var violations: [JSONValue] = []
        var incomplete: [JSONValue] = []
        var passes: [JSONValue] = []
        var inapplicable: [JSONValue] = []
        for rule in report.rules {
            let impact = report.configuration.impact(of: rule)
            let ruleFindings = findingsByRule[rule] ?? []
            let failed = ruleFindings.filter { $0.outcome == .violation }
            let review = ruleFindings.filter { $0.outcome == .incomplete }
            if !failed.isEmpty { violations.append(ruleObject(rule, impact: impact, nodes: failed.map(node))) }
            if !review.isEmpty { incomplete.append(ruleObject(rule, impact: impact, nodes: review.map(node))) }
            let passed = passedByRule[rule] ?? []
            if !passed.isEmpty {
                var nodes: [JSONValue] = []
                nodes.reserveCapacity(passed.reduce(0) { $0 + $1.passed.count })
                for evaluation in passed {
                    for target in evaluation.passed { nodes.append(Self.passNode(file: evaluation.file, screen: evaluation.screen, target: target)) }
                }
                passes.append(ruleObject(rule, impact: nil, nodes: nodes))
            }
            if ruleFindings.isEmpty && passed.isEmpty { inapplicable.append(ruleObject(rule, impact: nil, nodes: [])) }
        }
        var object: [String: JSONValue] = [
            "testEngine": .fields([("name", .string("a11ysim")), ("version", .string(AuditTool.version))]),
            "toolOptions": .fields([
                ("baseline", report.configuration.baseline.map(JSONValue.string) ?? .null), ("failOn", .string(report.configuration.failOn.rawValue)),
                ("rules", .array(report.rules.map { .string($0.rawValue) })),
            ]),
            "violations": .array(violations), "incomplete": .array(incomplete), "passes": .array(passes), "inapplicable": .array(inapplicable),
            "screens": .array(report.screens.map(screenObject)),
            "errors": .array(report.files.compactMap { $0.error.map { .string("\($0)") } }),
            "passed": .boolean(report.passed),
            "summary": .fields([
                ("failing", .integer(report.failing.count)), ("files", .integer(report.files.count)),
                ("incomplete", .integer(findings.filter { $0.outcome == .incomplete }.count)), ("screens", .integer(report.screens.count)),
                ("suppressed", .integer(findings.filter(\.isSuppressed).count)),
                ("violations", .integer(findings.filter { $0.outcome == .violation }.count)),
            ]),
        ]
        if report.usesBaseline {
            object["resolved"] = .array(
                report.resolved.map {
                    .fields([("file", .string($0.file)), ("rule", .string($0.rule)), ("screen", .string($0.screen)), ("target", .array([.string($0.element)]))])
                })
        }
        return JSONText.render(.object(object))
    }

    /// An element that passed a rule, its keys in order, since passes are
    /// most of the report.
    private static func passNode(file: String, screen: String, target: String) -> JSONValue {
        .fields([("file", .string(file)), ("screen", .string(screen)), ("target", .array([.string(target)]))])
    }

    private func ruleObject(_ rule: AuditRule, impact: Impact?, nodes: [JSONValue]) -> JSONValue {
        .fields([
            ("description", .string(rule.title)), ("help", .string(rule.help)), ("id", .string(rule.rawValue)),
            ("impact", impact.map { .string($0.rawValue) } ?? .null), ("nodes", .array(nodes)), ("peers", .string(rule.peers)),
            ("tags", .array(([rule.kind.rawValue] + (rule.isAdvisory ? ["advisory"] : [])).map(JSONValue.string))),
        ])
    }

    private func node(_ finding: AuditFinding) -> JSONValue {
        var object: [String: JSONValue] = [
            "file": .string(finding.file), "screen": .string(finding.screen), "impact": .string(finding.impact.rawValue),
            "target": .array([.string(finding.element?.path ?? finding.screen)]), "failureSummary": .string(finding.message),
            "suppressed": .boolean(finding.isSuppressed), "related": .array(finding.related.map(JSONValue.string)),
            "fingerprint": .string(finding.fingerprint),
        ]
        if let element = finding.element { object["element"] = AuditFormatting.elementObject(element) }
        if let location = finding.location { object["location"] = .string("\(location)") }
        if !finding.otherScreens.isEmpty { object["otherScreens"] = .array(finding.otherScreens.map(JSONValue.string)) }
        return .object(object)
    }

    private func screenObject(_ screen: ScreenSnapshot) -> JSONValue {
        .fields([
            ("controller", .string(screen.controller)), ("elements", .array(screen.elements.map(AuditFormatting.elementObject))),
            ("file", .string(screen.file)), ("key", .string(screen.key)), ("route", .array(screen.route.map(JSONValue.string))),
            ("size", .fields([("height", .number(screen.size.height)), ("width", .number(screen.size.width))])),
        ])
    }
}
