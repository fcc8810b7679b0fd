internal import AppModel
internal import Crawl
internal import Foundation

/// Markdown for a CI job summary or a pull-request comment: the verdict,
/// counts per rule, and a table of findings with where to fix them.
struct MarkdownAuditReport {
    let report: AuditReport

    func render() -> String {
        let findings = report.findings
        var lines = ["# a11ysim audit: \(report.passed ? "passed" : "failed")", ""]
        lines.append(TextAuditReport(report: report).summary)
        lines.append("")
        if !report.passed {
            lines.append(
                "**\(report.failing.count) new violation\(report.failing.count == 1 ? "" : "s") at \(report.configuration.failOn.rawValue) or above.**"
            )
            lines.append("")
        }
        let errors = report.files.compactMap(\.error)
        if !errors.isEmpty {
            lines.append("## Files that could not be audited")
            lines.append("")
            lines += errors.map { "- `\(Self.cell("\($0)"))`" }
            lines.append("")
        }
        let ruled = report.rules.compactMap { rule -> String? in
            let count = findings.filter { $0.rule == rule }.count
            guard count > 0 else { return nil }
            return
                "| `\(rule.rawValue)` | \(report.configuration.impact(of: rule).rawValue) | \(count) | \(Self.cell(rule.title)) |"
        }
        if !ruled.isEmpty {
            lines +=
                ["## Rules with findings", "", "| Rule | Impact | Findings | Title |", "| --- | --- | ---: | --- |"]
                + ruled + [""]
        }
        if !findings.isEmpty {
            lines += [
                "## Findings", "", "| | Impact | Rule | Screen | Element | Finding | Where |",
                "| --- | --- | --- | --- | --- | --- | --- |",
            ]
            for finding in findings {
                let status = finding.isSuppressed ? "baseline" : (finding.outcome == .violation ? "❌" : "👀")
                let place = finding.location.map { "`\($0)`" } ?? "`\(finding.file)`"
                lines.append(
                    "| \(status) | \(finding.impact.rawValue) | `\(finding.rule.rawValue)` | \(Self.cell(finding.screen)) | `\(Self.cell(finding.element?.path ?? "-"))` | \(Self.cell(finding.message)) | \(place) |"
                )
            }
            lines.append("")
        }
        if report.usesBaseline && !report.resolved.isEmpty {
            lines += ["## Resolved since the baseline", ""]
            lines += report.resolved.map { "- `\($0.rule)` on \(Self.cell($0.screen)), `\($0.element)` (\($0.file))" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Text safe in a table cell: pipes escaped, lines joined.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
