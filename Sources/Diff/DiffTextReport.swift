/// `a11ysim diff` for a terminal: a line per screen, a line per difference
/// (`+` added, `-` removed, `~` changed, `↕` moved), a summary.
struct DiffTextReport {
    let diff: InputDiff

    func render() -> String {
        var lines = ["a11ysim diff \(diff.first) \(diff.second)"]
        for screen in diff.screens {
            let names =
                screen.first == screen.second ? "\"\(screen.first)\"" : "\"\(screen.first)\" ↔ \"\(screen.second)\""
            if screen.changes.isEmpty {
                lines.append("= screen \(names): same")
                continue
            }
            lines.append("≠ screen \(names): \(DiffWords.counts(screen.changes))")
            for change in screen.changes {
                let marker =
                    switch change {
                    case .added: "+"
                    case .removed: "-"
                    case .changed: "~"
                    case .moved: "↕"
                    }
                lines.append("  \(marker) \(change.word) \(DiffWords.describe(change))")
            }
        }
        for name in diff.onlyInFirst { lines.append("- screen \"\(name)\" is only in \(diff.first)") }
        for name in diff.onlyInSecond { lines.append("+ screen \"\(name)\" is only in \(diff.second)") }
        let total = diff.screens.reduce(0) { $0 + $1.changes.count }
        let compared = diff.screens.count
        var summary =
            "\(compared) screen\(compared == 1 ? "" : "s") compared, \(total) difference\(total == 1 ? "" : "s")"
        let unmatched = diff.onlyInFirst.count + diff.onlyInSecond.count
        if unmatched > 0 { summary += ", \(unmatched) screen\(unmatched == 1 ? "" : "s") in one input only" }
        lines.append(diff.hasDifferences ? summary + "." : summary + ": the inputs read the same.")
        return lines.joined(separator: "\n") + "\n"
    }
}
