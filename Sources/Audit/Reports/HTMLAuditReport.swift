internal import AppModel
internal import Foundation
internal import Scenarios
/// One self-contained HTML page: the verdict, then per screen an SVG of
/// the element frames with reading-order badges and findings in red, a
/// legend with each element's spoken description, and the findings with
/// their fixes. No script, no external resources.
struct HTMLAuditReport {
    let report: AuditReport

    func render() -> String {
        typealias F = AuditFormatting
        let summary = TextAuditReport(report: report).summary
        var html = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<title>a11ysim audit: \(report.passed ? "passed" : "failed")</title>",
            "<style>",
            "body{font-family:system-ui,sans-serif;margin:2rem;color:#1b1b1b;max-width:80rem}",
            "h1{font-size:1.6rem}.passed{color:#116329}.failed{color:#b00020}",
            "section.screen{border-top:1px solid #ccc;padding-top:1rem;margin-top:1.5rem}",
            ".layout{display:flex;gap:2rem;align-items:flex-start;flex-wrap:wrap}",
            "svg{border:1px solid #999;max-width:100%;height:auto;flex:none}",
            "table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}",
            "tr.flagged td{background:#fde8ea}.impact-critical,.impact-serious{color:#b00020;font-weight:600}.impact-moderate{color:#8a4b00}",
            "code{font-size:.85rem}",
            "</style>",
            "</head>",
            "<body>",
            "<h1 class=\"\(report.passed ? "passed" : "failed")\">a11ysim audit: \(report.passed ? "passed" : "failed")</h1>",
            "<p>\(F.xml(summary))</p>",
        ]
        for file in report.files {
            html.append("<h2>\(F.xml(file.file))</h2>")
            if let error = file.error { html.append("<p class=\"failed\">\(F.xml("\(error)"))</p>") }
            for screen in file.screens {
                let findings = file.findings.filter { $0.screen == screen.key }
                html += section(screen, findings: findings)
            }
        }
        html += ["</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    private func section(_ screen: ScreenSnapshot, findings: [AuditFinding]) -> [String] {
        typealias F = AuditFormatting
        let flagged = Set(findings.compactMap { $0.element?.path })
        var html = [
            "<section class=\"screen\">",
            "<h3>Screen \(F.xml(screen.key))</h3>",
            "<p>Route: \(F.xml(screen.route.isEmpty ? "at launch" : screen.route.joined(separator: " → ")))</p>",
            "<div class=\"layout\">",
            ScreenSVG(screen: screen, flagged: flagged).render(),
            "<table>",
            "<caption>Elements in reading order</caption>",
            "<tr><th>#</th><th>Element</th><th>VoiceOver says</th><th>Frame</th></tr>",
        ]
        for element in screen.elements {
            let row = flagged.contains(element.path) ? " class=\"flagged\"" : ""
            html.append(
                "<tr\(row)><td>\(element.order ?? 0)</td><td><code>\(F.xml(element.path))</code></td><td>\(F.xml(element.description))</td><td>\(F.frame(element.frame))</td></tr>")
        }
        html += ["</table>", "</div>"]
        if findings.isEmpty {
            html.append("<p>No findings.</p>")
        } else {
            html.append("<ul>")
            for finding in findings {
                let status = finding.isSuppressed ? "baseline" : (finding.outcome == .violation ? "violation" : "needs review")
                let place = finding.location.map { " <code>\(F.xml("\($0)"))</code>" } ?? ""
                html.append(
                    "<li><span class=\"impact-\(finding.impact.rawValue)\">\(status), \(finding.impact.rawValue)</span> <code>\(finding.rule.rawValue)</code>: \(F.xml(finding.message))\(place)<br/>Fix: \(F.xml(finding.rule.help))</li>")
            }
            html.append("</ul>")
        }
        html.append("</section>")
        return html
    }
}
