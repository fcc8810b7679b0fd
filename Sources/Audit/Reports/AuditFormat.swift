internal import AppModel
public import Foundation

/// The report formats of `a11ysim audit`: six report files, and
/// `github`, workflow commands for a GitHub Actions log.
public enum AuditFormat: String, Sendable, CaseIterable {
    case text, json, junit, sarif, markdown, html, github

    /// What `--output-dir` writes when no format is given: the report
    /// files (not `github`, which is for a CI log).
    public static let reportFiles: [AuditFormat] = [.text, .json, .junit, .sarif, .markdown, .html]

    /// The file name `--output-dir` writes this format to.
    public var fileName: String {
        switch self {
        case .text: "audit.txt"
        case .json: "audit.json"
        case .junit: "audit.junit.xml"
        case .sarif: "audit.sarif"
        case .markdown: "audit.md"
        case .html: "audit.html"
        case .github: "audit.github.txt"
        }
    }

    /// The file name of part `part` (from 1) of a report written in
    /// several parts: `audit-2.sarif` beside `audit.sarif`.
    public func fileName(part: Int) -> String {
        let name = fileName as NSString
        let stem = name.deletingPathExtension
        return "\(stem)-\(part).\(name.pathExtension)"
    }

    /// Renders `report` in this format.
    public func render(_ report: AuditReport) -> String {
        switch self {
        case .text: TextAuditReport(report: report).render()
        case .json: JSONAuditReport(report: report).render()
        case .junit: JUnitAuditReport(report: report).render()
        case .sarif: SARIFAuditReport(report: report).render()
        case .markdown: MarkdownAuditReport(report: report).render()
        case .html: HTMLAuditReport(report: report).render()
        case .github: GitHubAuditReport(report: report).render()
        }
    }

    /// The report as the files code scanning takes: SARIF of more results
    /// than GitHub's code scanning takes in one run (25,000) in several
    /// documents, each valid SARIF of one run; any other format, or a
    /// report that fits, in one.
    public func parts(_ report: AuditReport) -> [Data] {
        switch self {
        case .sarif: SARIFAuditReport(report: report).parts().map { Data($0.utf8) }
        default: [data(report)]
        }
    }

    /// The report in this format as UTF-8 bytes, what ``render(_:)`` gives
    /// as text (the JSON report, often megabytes, without making a `String`).
    public func data(_ report: AuditReport) -> Data {
        switch self {
        case .json: Data(JSONAuditReport(report: report).data())
        default: Data(render(report).utf8)
        }
    }
}
