internal import Crawl
internal import Diagnostics
internal import Foundation

/// GitHub Actions workflow commands: one `::error`, `::warning` or
/// `::notice` line per finding, at the file and line to fix (the element's
/// own declaration), which GitHub shows on the pull request's diff; then
/// the report's summary and verdict as plain lines for the log. Findings a
/// baseline lists are left out (they do not fail the audit).
struct GitHubAuditReport {
    let report: AuditReport
    /// The directory paths are written relative to (the workspace GitHub checks out).
    var workingDirectory = FileManager.default.currentDirectoryPath

    func render() -> String {
        var lines: [String] = []
        for finding in report.findings where !finding.isSuppressed {
            lines.append(annotation(finding))
        }
        for file in report.files {
            guard let error = file.error else { continue }
            lines.append(
                "::error "
                    + properties(
                        file: error.location.file, line: error.location.line, column: error.location.column,
                        title: "a11ysim: input error")
                    + "::" + Self.escapedData(error.message))
        }
        let summary = TextAuditReport(report: report).render().split(separator: "\n").suffix(2)
        lines += summary.map(String.init)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The command of a finding: serious and critical violations are
    /// errors, moderate ones warnings, minor ones, advisory rules and
    /// results to review notices (SARIF's levels, ``SARIFAuditReport/level(_:advisory:)``).
    private func annotation(_ finding: AuditFinding) -> String {
        let level =
            finding.outcome == .violation
            ? SARIFAuditReport.level(finding.impact, advisory: finding.rule.isAdvisory) : "note"
        let command = ["error": "error", "warning": "warning"][level] ?? "notice"
        let place = finding.location
        let title =
            "\(finding.rule.rawValue) (\(finding.impact.rawValue)\(finding.outcome == .violation ? "" : ", needs review"))"
        let element = finding.element.map { " Element: \($0.path)." } ?? ""
        let message = "\(finding.message) Fix: \(finding.rule.help) Screen: \(finding.screen).\(element)"
        return "::\(command) "
            + properties(
                file: place?.file ?? finding.file, line: place?.line ?? 0, column: place?.column ?? 0, title: title)
            + "::" + Self.escapedData(message)
    }

    private func properties(file: String, line: Int, column: Int, title: String) -> String {
        var parts = ["file=" + Self.escapedProperty(relative(file))]
        if line > 0 { parts.append("line=\(line)") }
        if line > 0, column > 0 { parts.append("col=\(column)") }
        parts.append("title=" + Self.escapedProperty(title))
        return parts.joined(separator: ",")
    }

    /// A path under the working directory relative to it, as GitHub matches annotations to the diff.
    private func relative(_ path: String) -> String {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// A command's message: `%`, carriage returns and line feeds escaped.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A command's property value: as a message, and `:` and `,` too.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
