internal import Foundation

/// Prints diagnostics as compilers do: the `path:line:col: error: message`
/// line, then the source line with its number and a caret under the column.
///
/// ```
/// Scenarios/app.yaml:5:5: error: unknown key 'viewz' in the controller 'home'; did you mean 'views'?
///     5 |     viewz:
///       |     ^
/// ```
///
/// Sources are read from disk once per file, or given with ``add(source:for:)``
/// for text that is not on disk. A diagnostic whose line is not in its
/// source (a file that cannot be read) prints its first line alone.
public final class DiagnosticRenderer {
    /// Diagnostics of one input shown at most; the rest are counted.
    public var limit: Int

    private var sources: [String: [Substring]?] = [:]

    /// Creates a renderer showing at most `limit` diagnostics per group.
    public init(limit: Int = 20) {
        self.limit = limit
    }

    /// Uses `text` as the contents of `file`.
    public func add(source text: String, for file: String) {
        sources[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Every diagnostic of `group` (up to ``limit``, then "and N more").
    public func render(_ group: DiagnosticGroup) -> String {
        var parts = group.diagnostics.prefix(limit).map(render)
        let more = group.diagnostics.count - limit
        if more > 0 { parts.append("note: and \(more) more error\(more == 1 ? "" : "s") in \(group.first.file)\n") }
        return parts.joined()
    }

    /// One diagnostic with its source line and caret, ending in a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.description + "\n"
        guard let line = sourceLine(diagnostic.file, diagnostic.line) else { return text }
        let number = String(diagnostic.line)
        let gutter = String(repeating: " ", count: number.count)
        // Keep tabs so the caret lines up in any terminal.
        let prefix = line.prefix(max(0, diagnostic.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
        text += " \(number) | \(line)\n"
        text += " \(gutter) | \(prefix)^\n"
        return text
    }

    private func sourceLine(_ file: String, _ number: Int) -> Substring? {
        if sources[file] == nil {
            let text = FileManager.default.contents(atPath: file).flatMap { String(data: $0, encoding: .utf8) }
            sources[file] = .some(text?.split(separator: "\n", omittingEmptySubsequences: false))
        }
        guard let lines = sources[file] ?? nil, number >= 1, number <= lines.count else { return nil }
        var line = lines[number - 1]
        if line.hasSuffix("\r") { line = line.dropLast() }
        // A minified or binary line is no help on a terminal.
        guard line.count <= 400 else { return nil }
        return line
    }
}
