internal import AppModel
internal import Foundation
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
}
