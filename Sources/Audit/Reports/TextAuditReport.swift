internal import AppModel
internal import Crawl
internal import Foundation

/// The report for people at a terminal: findings grouped by file and
/// screen, each with its element, place in the file and the fix.
struct TextAuditReport {
    let report: AuditReport

    func render() -> String {
        var lines: [String] = []
        for file in report.files {
            lines.append(file.file)
            if let error = file.error {
                lines.append("  \(error)")
                continue
            }
            for screen in file.screens {
                let route = screen.route.isEmpty ? "at launch" : screen.route.joined(separator: " → ")
                lines.append(
                    "  screen \(screen.key) (\(screen.elements.count) element\(screen.elements.count == 1 ? "" : "s"); \(route))"
                )
                let findings = file.findings.filter { $0.screen == screen.key }
                if findings.isEmpty { lines.append("    no findings") }
                for finding in findings { lines += Self.lines(finding) }
            }
            if file.reachedScreenLimit {
                lines.append(
                    "  stopped after \(file.screens.count) screen\(file.screens.count == 1 ? "" : "s") with more to visit; raise maxScreens in .a11ysim.yml or --max-screens"
                )
            }
            let orphans = file.findings.filter { finding in !file.screens.contains { $0.key == finding.screen } }
            for finding in orphans { lines += Self.lines(finding) }
        }
        lines.append("")
        lines.append(summary)
        lines.append(verdict)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Result: PASSED`, or why it failed.
    var verdict: String {
        guard !report.passed else { return "Result: PASSED" }
        var reasons: [String] = []
        let failing = report.failing.count
        if failing > 0 {
            reasons.append(
                "\(failing) new violation\(failing == 1 ? "" : "s") at \(report.configuration.failOn.rawValue) or above"
            )
        }
        let errors = report.files.filter { $0.error != nil }.count
        if errors > 0 { reasons.append("\(errors) file\(errors == 1 ? "" : "s") could not be audited") }
        return "Result: FAILED (\(reasons.joined(separator: "; ")))"
    }

    static func lines(_ finding: AuditFinding) -> [String] {
        let mark = finding.isSuppressed ? "baseline" : (finding.outcome == .violation ? "violation" : "review")
        let place = finding.location.map { "  \($0)" } ?? ""
        var lines = ["    \(mark) \(finding.impact.rawValue) \(finding.rule.rawValue): \(finding.message)\(place)"]
        if let element = finding.element {
            lines.append(
                "      element \(element.path) frame \(AuditFormatting.frame(element.frame)) traits [\(element.traits.joined(separator: ", "))] says \"\(element.description)\""
            )
        }
        if !finding.otherScreens.isEmpty {
            let shown = finding.otherScreens.prefix(3).joined(separator: "; ")
            let more = finding.otherScreens.count > 3 ? " and \(finding.otherScreens.count - 3) more" : ""
            lines.append("      also on: \(shown)\(more)")
        }
        lines.append("      fix: \(finding.rule.help)")
        return lines
    }

    var summary: String {
        let findings = report.findings
        let violations = findings.filter { $0.outcome == .violation }
        let suppressed = findings.filter(\.isSuppressed).count
        var text =
            "\(report.files.count) file\(report.files.count == 1 ? "" : "s"), \(report.screens.count) screen\(report.screens.count == 1 ? "" : "s"), \(report.rules.count) rules: "
        text +=
            "\(violations.count) violation\(violations.count == 1 ? "" : "s"), \(findings.count - violations.count) to review, "
        text += "\(report.count(.pass)) passed and \(report.count(.inapplicable)) inapplicable rule checks"
        if report.usesBaseline {
            text +=
                "; baseline: \(suppressed) suppressed, \(findings.count - suppressed) new, \(report.resolved.count) resolved"
        }
        let errors = report.files.filter { $0.error != nil }.count
        if errors > 0 { text += "; \(errors) file\(errors == 1 ? "" : "s") could not be audited" }
        return text + "."
    }
}
