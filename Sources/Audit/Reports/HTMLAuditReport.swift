internal import AppModel
internal import Crawl
internal import Foundation

/// One self-contained HTML page that scales to a whole app: the verdict
/// and a summary (files, screens, findings by impact and by rule, each a
/// link), filters by impact and rule, a table of contents by file and
/// screen, and per screen its overlay (numbered markers and a legend of what
/// VoiceOver says), its elements and its findings with their fixes. The
/// filters are a few lines of plain script; nothing is fetched.
struct HTMLAuditReport {
    let report: AuditReport

    func render() -> String {
        typealias F = AuditFormatting
        var html = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            "<title>a11ysim audit: \(report.passed ? "passed" : "failed")</title>",
            "<style>",
            Self.style,
            "</style>",
            "</head>",
            "<body>",
            "<h1 class=\"\(report.passed ? "passed" : "failed")\">a11ysim audit: \(report.passed ? "passed" : "failed")</h1>",
            "<p>\(F.xml(TextAuditReport(report: report).summary))</p>",
        ]
        html += summary()
        html += filters()
        html += contents()
        for (fileIndex, file) in report.files.enumerated() {
            html.append("<h2 id=\"file-\(fileIndex + 1)\">\(F.xml(file.file))</h2>")
            if let error = file.error { html.append("<p class=\"failed\">\(F.xml("\(error)"))</p>") }
            for (screenIndex, screen) in file.screens.enumerated() {
                let findings = file.findings.filter { $0.screen == screen.key }
                html += section(screen, id: Self.screenID(fileIndex, screenIndex), findings: findings)
            }
        }
        // CDATA keeps the page well-formed XML as well as HTML.
        html += ["<script>//<![CDATA[", Self.script, "//]]></script>", "</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    /// The anchor of a screen's section.
    static func screenID(_ file: Int, _ screen: Int) -> String { "screen-\(file + 1)-\(screen + 1)" }

    private func section(_ screen: ScreenSnapshot, id: String, findings: [AuditFinding]) -> [String] {
        typealias F = AuditFormatting
        let flagged = Set(findings.compactMap { $0.element?.path })
        let impacts = Set(findings.map(\.impact.rawValue)).sorted().joined(separator: " ")
        let rules = Set(findings.map(\.rule.rawValue)).sorted().joined(separator: " ")
        var html = [
            "<section class=\"screen\" id=\"\(id)\" data-impacts=\"\(impacts)\" data-rules=\"\(rules)\">",
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
                "<tr\(row)><td>\(element.order.map(String.init) ?? "–")</td><td><code>\(F.xml(element.path))</code></td><td>\(F.xml(element.description))</td><td>\(F.frame(element.frame))</td></tr>"
            )
        }
        html += ["</table>", "</div>"]
        if findings.isEmpty {
            html.append("<p>No findings.</p>")
        } else {
            html.append("<ul class=\"findings\">")
            for finding in findings {
                let status =
                    finding.isSuppressed ? "baseline" : (finding.outcome == .violation ? "violation" : "needs review")
                let place = finding.location.map { " <code>\(F.xml("\($0)"))</code>" } ?? ""
                html.append(
                    "<li class=\"finding\" data-impact=\"\(finding.impact.rawValue)\" data-rule=\"\(finding.rule.rawValue)\"><span class=\"impact-\(finding.impact.rawValue)\">\(status), \(finding.impact.rawValue)</span> <code>\(finding.rule.rawValue)</code>: \(F.xml(finding.message))\(place)<br/>Fix: \(F.xml(finding.rule.help))</li>"
                )
            }
            html.append("</ul>")
        }
        html.append("</section>")
        return html
    }

    static let style = """
        body{font-family:system-ui,sans-serif;margin:2rem;color:#1b1b1b;max-width:90rem;overflow-wrap:anywhere}
        h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2.5rem}.passed{color:#116329}.failed{color:#b00020}
        nav,.filters,.summary{margin:1rem 0}nav ol{padding-left:1.5rem}nav li{margin:.15rem 0}
        .summary{display:flex;gap:3rem;flex-wrap:wrap;align-items:flex-start}.summary table{min-width:14rem}
        .filters label{margin-right:1.5rem}.filters select{font:inherit}
        section.screen{border-top:1px solid #ccc;padding-top:1rem;margin-top:1.5rem}
        .layout{display:flex;gap:2rem;align-items:flex-start;flex-wrap:wrap}
        svg{border:1px solid #999;max-width:100%;height:auto;flex:none}
        table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
        tr.flagged td{background:#fde8ea}.impact-critical,.impact-serious{color:#b00020;font-weight:600}.impact-moderate{color:#8a4b00}
        code{font-size:.85rem;overflow-wrap:anywhere;word-break:break-word}
        .hidden{display:none}
        """
}
