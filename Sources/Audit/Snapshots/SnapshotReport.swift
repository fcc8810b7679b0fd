internal import Foundation

/// What `a11ysim snapshot --check` prints: each difference between the
/// recorded snapshots and the app, as text for a terminal or as Markdown
/// sized for a pull-request comment.
public struct SnapshotReport: Sendable {
    /// Every difference, in input and screen order.
    public let changes: [SnapshotChange]
    /// Inputs checked.
    public let files: Int
    /// Screens the app reaches now.
    public let screens: Int
    /// The snapshot directory.
    public let directory: String

    /// Diff lines Markdown shows per screen before cutting.
    static let markdownDiffLines = 40
    /// Screens Markdown shows diffs for.
    static let markdownDiffs = 10

    /// Creates a report.
    public init(changes: [SnapshotChange], files: Int, screens: Int, directory: String) {
        self.changes = changes
        self.files = files
        self.screens = screens
        self.directory = directory
    }

    /// Whether the app reads as recorded.
    public var passed: Bool { changes.isEmpty }

    /// The counts line: "2 files, 5 screens: 1 changed, 1 new, 1 gone, 1 file not recorded".
    public var summary: String {
        func count(_ kind: SnapshotChange.Kind) -> Int { changes.filter { $0.kind == kind }.count }
        var parts = ["\(count(.changed)) changed", "\(count(.added)) new", "\(count(.removed)) gone"]
        let missing = count(.missingReference)
        if missing > 0 { parts.append("\(missing) file\(missing == 1 ? "" : "s") not recorded") }
        return
            "\(files) file\(files == 1 ? "" : "s"), \(screens) screen\(screens == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
    }

    /// For a terminal: each difference, diffs in full, then the counts and the result.
    public func text() -> String {
        var lines: [String] = []
        for change in changes {
            switch change.kind {
            case .changed:
                lines.append("\(change.file): screen '\(change.screen)' reads differently:")
                lines += change.diff?.lines ?? []
            case .added:
                lines.append(
                    "\(change.file): new screen '\(change.screen)', not in the snapshots; record it if it is expected")
            case .removed:
                lines.append("\(change.file): screen '\(change.screen)' is gone: the app no longer reaches it")
            case .missingReference:
                lines.append(
                    "\(change.file): nothing recorded in \(directory); record it with: a11ysim snapshot \(change.file) --out \(directory)"
                )
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines.append("Snapshots: \(summary).")
        lines.append(
            passed
                ? "Result: PASSED (the app reads as recorded)"
                : "Result: FAILED (record again with: a11ysim snapshot PATH... --out \(directory), if the changes are intended)"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// For a pull-request comment: a table of differences and the first
    /// diffs, folded.
    public func markdown() -> String {
        var lines = [
            "## a11ysim snapshots: \(passed ? "no changes" : "\(changes.count) change\(changes.count == 1 ? "" : "s")")",
            "", summary + ".", "",
        ]
        guard !passed else { return lines.joined(separator: "\n") + "\n" }
        lines += ["| File | Screen | Change |", "| --- | --- | --- |"]
        for change in changes {
            let what: String
            switch change.kind {
            case .changed:
                let out = change.diff.map { $0.lines.dropFirst(2).filter { $0.hasPrefix("-") }.count } ?? 0
                let into = change.diff.map { $0.lines.dropFirst(2).filter { $0.hasPrefix("+") }.count } ?? 0
                what = "reads differently (\(out) line\(out == 1 ? "" : "s") out, \(into) in)"
            case .added: what = "new screen"
            case .removed: what = "screen gone"
            case .missingReference: what = "nothing recorded"
            }
            lines.append(
                "| `\(Self.cell(change.file))` | \(change.screen.isEmpty ? "" : "`\(Self.cell(change.screen))`") | \(what) |"
            )
        }
        for change in changes.filter({ $0.kind == .changed }).prefix(Self.markdownDiffs) {
            guard let diff = change.diff else { continue }
            lines += [
                "",
                "<details><summary>\(AuditFormatting.xml(change.screen)) (\(AuditFormatting.xml(change.file)))</summary>",
                "", "```diff",
            ]
            lines += diff.lines.dropFirst(2).prefix(Self.markdownDiffLines).map {
                $0.replacingOccurrences(of: "```", with: "` ` `")
            }
            if diff.lines.count - 2 > Self.markdownDiffLines {
                lines.append("… \(diff.lines.count - 2 - Self.markdownDiffLines) more lines")
            }
            lines += ["```", "", "</details>"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
    }
}
