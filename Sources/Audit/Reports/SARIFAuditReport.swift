internal import AppModel
internal import Crawl
internal import Diagnostics
internal import Foundation

/// SARIF 2.1.0 for code-scanning services: the rules as reporting
/// descriptors, each finding as a result at its line in the scenario or
/// storyboard, with the element as a logical location. A report of more
/// results than GitHub's code scanning takes in one run is split into
/// parts (``parts()``), one run each.
struct SARIFAuditReport {
    let report: AuditReport
    /// The most results a run holds in a part: GitHub's code scanning
    /// rejects a run of more than 25,000.
    var resultsPerRun = 25_000

    /// The whole report as one document of one run.
    func render() -> String { document(results: results(), part: nil, notifications: true) }

    /// The report as documents of at most ``resultsPerRun`` results, one
    /// run each: one document when it fits. Each part's run has a category
    /// of its own (`automationDetails.id` `a11ysim/part-K/`), since code
    /// scanning refuses several runs of one tool and category in an upload;
    /// the input errors go with the first part.
    func parts() -> [String] {
        let all = results()
        guard all.count > resultsPerRun else { return [render()] }
        let size = max(1, resultsPerRun)
        return stride(from: 0, to: all.count, by: size).enumerated().map { number, start in
            document(
                results: Array(all[start..<min(all.count, start + size)]), part: number + 1,
                notifications: number == 0)
        }
    }

    private func document(results: [[String: Any]], part: Int?, notifications: Bool) -> String {
        let rules = report.rules
        let descriptors: [[String: Any]] = rules.map { rule in
            let impact = report.configuration.impact(of: rule)
            return [
                "id": rule.rawValue, "name": Self.pascalName(rule),
                "shortDescription": ["text": rule.title], "fullDescription": ["text": "\(rule.title). \(rule.help)"],
                "help": ["text": rule.help, "markdown": "**\(rule.title)**\n\n\(rule.help)\n\nPeers: \(rule.peers)"],
                "defaultConfiguration": ["level": Self.level(impact, advisory: rule.isAdvisory), "enabled": true],
                "properties": ["impact": impact.rawValue, "tags": ["accessibility", "voiceover", rule.kind.rawValue]],
            ]
        }
        let invocation: [String: Any] = [
            "executionSuccessful": report.files.allSatisfy { $0.error == nil },
            "toolExecutionNotifications": (notifications ? report.files : []).compactMap { file -> [String: Any]? in
                guard let error = file.error else { return nil }
                return [
                    "level": "error", "message": ["text": error.message],
                    "locations": [
                        [
                            "physicalLocation": [
                                "artifactLocation": Self.artifactLocation(error.location.file),
                                "region": [
                                    "startLine": max(1, error.location.line),
                                    "startColumn": max(1, error.location.column),
                                ],
                            ]
                        ]
                    ],
                ]
            },
        ]
        var run: [String: Any] = [
            "tool": [
                "driver": [
                    "name": AuditTool.name, "version": AuditTool.version, "semanticVersion": AuditTool.version,
                    "rules": descriptors,
                ]
            ],
            "results": results, "invocations": [invocation], "columnKind": "unicodeCodePoints",
            "originalUriBaseIds": ["SRCROOT": ["description": ["text": "The directory a11ysim ran in."]]],
        ]
        if let part { run["automationDetails"] = ["id": "\(AuditTool.name)/part-\(part)/"] }
        return AuditFormatting.json([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [run],
        ])
    }

    /// Each finding as a SARIF result, in the report's order.
    private func results() -> [[String: Any]] {
        let rules = report.rules
        var results: [[String: Any]] = []
        for finding in report.findings {
            var result: [String: Any] = [
                "ruleId": finding.rule.rawValue, "ruleIndex": rules.firstIndex(of: finding.rule) ?? 0,
                "kind": finding.outcome == .violation ? "fail" : "review",
                "level": finding.outcome == .violation ? Self.level(finding.impact, advisory: false) : "none",
                "message": ["text": "\(finding.message) Fix: \(finding.rule.help)"],
                "partialFingerprints": ["a11ysimFinding/v1": finding.fingerprint],
                "properties": properties(finding),
            ]
            var location: [String: Any] = [
                "logicalLocations": [
                    [
                        "fullyQualifiedName": "\(finding.screen)::\(finding.element?.path ?? finding.screen)",
                        "kind": "element",
                    ]
                ]
            ]
            let place = finding.location
            location["physicalLocation"] = [
                "artifactLocation": Self.artifactLocation(place?.file ?? finding.file),
                "region": ["startLine": max(1, place?.line ?? 1), "startColumn": max(1, place?.column ?? 1)],
            ]
            result["locations"] = [location]
            if finding.isSuppressed {
                result["suppressions"] = [["kind": "external", "justification": "Listed in the a11ysim baseline."]]
            }
            results.append(result)
        }
        return results
    }

    private func properties(_ finding: AuditFinding) -> [String: Any] {
        var properties: [String: Any] = [
            "impact": finding.impact.rawValue, "screen": finding.screen, "file": finding.file,
        ]
        if let element = finding.element { properties["element"] = AuditFormatting.elementObject(element) }
        if !finding.related.isEmpty { properties["related"] = finding.related }
        return properties
    }

    /// SARIF levels: serious and critical are errors, moderate warnings, minor notes.
    static func level(_ impact: Impact, advisory: Bool) -> String {
        if advisory { return "note" }
        switch impact {
        case .critical, .serious: return "error"
        case .moderate: return "warning"
        case .minor: return "note"
        }
    }

    /// Where a file is: relative paths against the directory a11ysim ran in (`SRCROOT`).
    static func artifactLocation(_ path: String) -> [String: Any] {
        path.hasPrefix("/") ? ["uri": "file://" + uri(path)] : ["uri": uri(path), "uriBaseId": "SRCROOT"]
    }

    /// A relative path as a URI reference: each segment percent-encoded.
    static func uri(_ path: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        var result = ""
        for byte in path.utf8 {
            let character = Character(UnicodeScalar(byte))
            if byte < 0x80, allowed.contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// `label-length` → `LabelLength`.
    static func pascalName(_ rule: AuditRule) -> String {
        rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
