internal import AppModel
internal import Crawl
internal import Foundation

/// The report for machines, shaped like axe-core's results: rules grouped
/// under `violations`, `incomplete`, `passes` and `inapplicable`, each with
/// its nodes (here: elements on a screen of a file).
struct JSONAuditReport {
    let report: AuditReport

    func render() -> String {
        String(decoding: data(), as: UTF8.self)
    }

    /// The report as UTF-8 text.
    func data() -> [UInt8] {
        let findings = report.findings
        // Each rule's findings and evaluations, in report order, grouped once.
        var findingsByRule: [AuditRule: [AuditFinding]] = [:]
        for finding in findings { findingsByRule[finding.rule, default: []].append(finding) }
        var passedByRule: [AuditRule: [RuleEvaluation]] = [:]
        for file in report.files {
            for evaluation in file.evaluations where !evaluation.passed.isEmpty {
                passedByRule[evaluation.rule, default: []].append(evaluation)
            }
        }
        let groups = (findings: findingsByRule, passed: passedByRule)
        let report = self.report
        // The members with their keys sorted; each section is made and
        // written on its own core (JSONText.objectData).
        var members: [(key: String, part: JSONPart)] = [
            ("errors", .value { .array(report.files.compactMap { $0.error.map { .string("\($0)") } }) }),
            ("inapplicable", .array(sectionElements(.inapplicable, groups))),
            ("incomplete", .array(sectionElements(.incomplete, groups))),
            ("passed", .value { .boolean(report.passed) }),
            ("passes", .array(sectionElements(.pass, groups))),
        ]
        if report.usesBaseline {
            members.append(
                (
                    "resolved",
                    .value {
                        .array(
                            report.resolved.map {
                                .fields([
                                    ("file", .string($0.file)), ("rule", .string($0.rule)),
                                    ("screen", .string($0.screen)),
                                    ("target", .array([.string($0.element)])),
                                ])
                            })
                    }
                ))
        }
        let summary: @Sendable () -> JSONValue = {
            .fields([
                ("failing", .integer(report.failing.count)), ("files", .integer(report.files.count)),
                ("incomplete", .integer(findings.filter { $0.outcome == .incomplete }.count)),
                ("screens", .integer(report.screens.count)),
                ("suppressed", .integer(findings.filter(\.isSuppressed).count)),
                ("violations", .integer(findings.filter { $0.outcome == .violation }.count)),
            ])
        }
        let toolOptions: @Sendable () -> JSONValue = {
            .fields([
                ("baseline", report.configuration.baseline.map(JSONValue.string) ?? .null),
                ("failOn", .string(report.configuration.failOn.rawValue)),
                ("rules", .array(report.rules.map { .string($0.rawValue) })),
            ])
        }
        members.append(("screens", .array(report.screens.map { screen in { Self.screenObject(screen) } })))
        members.append(("summary", .value(summary)))
        members.append(
            ("testEngine", .value { .fields([("name", .string("a11ysim")), ("version", .string(AuditTool.version))]) }))
        members.append(("toolOptions", .value(toolOptions)))
        members.append(("violations", .array(sectionElements(.violation, groups))))
        return JSONText.objectData(members)
    }

    /// The rules with results of one outcome (`inapplicable`: the rules
    /// with neither findings nor passed elements), each made by its own
    /// closure (the report's sections are written on every core).
    private func sectionElements(
        _ outcome: AuditOutcome,
        _ groups: (findings: [AuditRule: [AuditFinding]], passed: [AuditRule: [RuleEvaluation]])
    ) -> [@Sendable () -> JSONValue] {
        var rules: [@Sendable () -> JSONValue] = []
        for rule in report.rules {
            let impact = report.configuration.impact(of: rule)
            let ruleFindings = groups.findings[rule] ?? []
            let passed = groups.passed[rule] ?? []
            switch outcome {
            case .violation, .incomplete:
                let matching = ruleFindings.filter { $0.outcome == outcome }
                if !matching.isEmpty {
                    rules.append { Self.ruleObject(rule, impact: impact, nodes: matching.map(Self.node)) }
                }
            case .pass:
                guard !passed.isEmpty else { continue }
                rules.append {
                    var nodes: [JSONValue] = []
                    nodes.reserveCapacity(passed.reduce(0) { $0 + $1.passed.count })
                    for evaluation in passed {
                        for target in evaluation.passed {
                            nodes.append(
                                Self.passNode(file: evaluation.file, screen: evaluation.screen, target: target))
                        }
                    }
                    return Self.ruleObject(rule, impact: nil, nodes: nodes)
                }
            case .inapplicable:
                if ruleFindings.isEmpty && passed.isEmpty {
                    rules.append { Self.ruleObject(rule, impact: nil, nodes: []) }
                }
            }
        }
        return rules
    }

    /// An element that passed a rule, its keys in order, since passes are
    /// most of the report.
    private static func passNode(file: String, screen: String, target: String) -> JSONValue {
        .fields([("file", .string(file)), ("screen", .string(screen)), ("target", .array([.string(target)]))])
    }

    private static func ruleObject(_ rule: AuditRule, impact: Impact?, nodes: [JSONValue]) -> JSONValue {
        .fields([
            ("description", .string(rule.title)), ("help", .string(rule.help)), ("id", .string(rule.rawValue)),
            ("impact", impact.map { .string($0.rawValue) } ?? .null), ("nodes", .array(nodes)),
            ("peers", .string(rule.peers)),
            ("tags", .array(([rule.kind.rawValue] + (rule.isAdvisory ? ["advisory"] : [])).map(JSONValue.string))),
        ])
    }

    private static func node(_ finding: AuditFinding) -> JSONValue {
        var object: [String: JSONValue] = [
            "file": .string(finding.file), "screen": .string(finding.screen),
            "impact": .string(finding.impact.rawValue),
            "target": .array([.string(finding.element?.path ?? finding.screen)]),
            "failureSummary": .string(finding.message),
            "suppressed": .boolean(finding.isSuppressed), "related": .array(finding.related.map(JSONValue.string)),
            "fingerprint": .string(finding.fingerprint),
        ]
        if let element = finding.element { object["element"] = AuditFormatting.elementObject(element) }
        if let location = finding.location { object["location"] = .string("\(location)") }
        if !finding.otherScreens.isEmpty { object["otherScreens"] = .array(finding.otherScreens.map(JSONValue.string)) }
        return .object(object)
    }

    private static func screenObject(_ screen: ScreenSnapshot) -> JSONValue {
        .fields([
            ("controller", .string(screen.controller)),
            ("elements", .array(screen.elements.map(AuditFormatting.elementObject))),
            ("file", .string(screen.file)), ("key", .string(screen.key)),
            ("route", .array(screen.route.map(JSONValue.string))),
            ("size", .fields([("height", .number(screen.size.height)), ("width", .number(screen.size.width))])),
        ])
    }
}
