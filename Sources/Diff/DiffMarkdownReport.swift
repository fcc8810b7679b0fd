internal import Foundation

/// `a11ysim diff --format markdown`: a pull-request comment. A summary
/// line, then per screen with differences a table of at most
/// ``maximumRows`` rows (the rest counted), so the comment stays short.
struct DiffMarkdownReport {
    let diff: InputDiff
    static let maximumRows = 30

    func render() -> String {
        var lines = ["### VoiceOver diff", ""]
        let total = diff.screens.reduce(0) { $0 + $1.changes.count }
        if !diff.hasDifferences {
            lines.append(
                "No difference: \(diff.screens.count) screen\(diff.screens.count == 1 ? "" : "s") read the same in `\(diff.first)` and `\(diff.second)`."
            )
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(
            "`\(diff.first)` → `\(diff.second)`: \(total) difference\(total == 1 ? "" : "s") on \(diff.screens.filter { !$0.changes.isEmpty }.count) of \(diff.screens.count) screen\(diff.screens.count == 1 ? "" : "s")."
        )
        for screen in diff.screens where !screen.changes.isEmpty {
            let title = screen.first == screen.second ? screen.first : "\(screen.first) → \(screen.second)"
            lines += [
                "", "#### \(cell(title)): \(DiffWords.counts(screen.changes))", "", "| | element | difference |",
                "|---|---|---|",
            ]
            for change in screen.changes.prefix(Self.maximumRows) {
                lines.append("| \(change.word) | \(cell(name(of: change))) | \(cell(detail(change))) |")
            }
            if screen.changes.count > Self.maximumRows {
                lines.append("")
                lines.append("… and \(screen.changes.count - Self.maximumRows) more (run `a11ysim diff` for all).")
            }
        }
        if !diff.onlyInFirst.isEmpty {
            lines += ["", "Screens only in `\(diff.first)`: \(diff.onlyInFirst.map(cell).joined(separator: ", "))"]
        }
        if !diff.onlyInSecond.isEmpty {
            lines += ["", "Screens only in `\(diff.second)`: \(diff.onlyInSecond.map(cell).joined(separator: ", "))"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func name(of change: ElementChange) -> String {
        switch change {
        case .added(let element), .removed(let element), .moved(let element, _, _, _): element.name
        case .changed(let old, _, _): old.name
        }
    }

    private func detail(_ change: ElementChange) -> String {
        switch change {
        case .added(let element): "says \(DiffWords.quoted(element.spoken))"
        case .removed(let element): "said \(DiffWords.quoted(element.spoken))"
        case .changed(let old, let new, let fields): DiffWords.fields(old, new, fields)
        case .moved(_, let from, let to, let after):
            "\(from) → \(to)" + (after.map { ", after \(DiffWords.quoted($0))" } ?? ", now first")
        }
    }

    /// Text safe in a table cell.
    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
