internal import AppModel
public import Foundation

/// The report formats of `a11ysim audit`.
public enum AuditFormat: String, Sendable, CaseIterable {
    case text, json, junit, sarif, markdown, html

    /// The file name `--output-dir` writes this format to.
    public var fileName: String {
        switch self {
        case .text: "audit.txt"
        case .json: "audit.json"
        case .junit: "audit.junit.xml"
        case .sarif: "audit.sarif"
        case .markdown: "audit.md"
        case .html: "audit.html"
        }
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
