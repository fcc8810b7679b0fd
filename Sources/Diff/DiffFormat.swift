/// The output formats of `a11ysim diff`.
public enum DiffFormat: String, Sendable, CaseIterable {
    /// Lines for a terminal.
    case text
    /// One JSON object, for tools.
    case json
    /// A pull-request comment: a summary line and a table per screen, capped.
    case markdown

    /// Renders `diff`.
    public func render(_ diff: InputDiff) -> String {
        switch self {
        case .text: DiffTextReport(diff: diff).render()
        case .json: DiffJSONReport(diff: diff).render()
        case .markdown: DiffMarkdownReport(diff: diff).render()
        }
    }
}
