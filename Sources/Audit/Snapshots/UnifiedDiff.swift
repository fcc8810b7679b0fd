/// A unified diff of two texts, line by line, as `diff -u` prints it:
/// hunks with three lines of context, `-` for the old text, `+` for the new.
/// The edit script comes from the standard library's `difference(from:)`.
public struct UnifiedDiff: Sendable, Hashable {
    /// The diff's lines, headers included; empty when the texts are equal.
    public let lines: [String]

    /// Lines of context around each change.
    static let context = 3

    /// Compares `old` (labelled `oldName`) with `new` (labelled `newName`).
    public init(old: String, new: String, oldName: String, newName: String) {
        let a = Self.split(old)
        let b = Self.split(new)
        let difference = b.difference(from: a)
        guard !difference.isEmpty else {
            lines = []
            return
        }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both texts together: an edit list of (kind, old index, new index).
        var edits: [(kind: Character, old: Int, new: Int)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) {
                edits.append(("-", i, j))
                i += 1
            } else if j < b.count, inserted.contains(j) {
                edits.append(("+", i, j))
                j += 1
            } else {
                edits.append((" ", i, j))
                i += 1
                j += 1
            }
        }
        // Changes closer than twice the context share a hunk.
        let changed = edits.indices.filter { edits[$0].kind != " " }
        var groups: [[Int]] = []
        for position in changed {
            if let last = groups.last?.last, position - last <= 2 * Self.context {
                groups[groups.count - 1].append(position)
            } else {
                groups.append([position])
            }
        }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        for group in groups {
            let hunk = edits[
                max(0, group[0] - Self.context)..<min(edits.count, group[group.count - 1] + Self.context + 1)]
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            let oldStart = (hunk.first?.old ?? 0) + (oldCount == 0 ? 0 : 1)
            let newStart = (hunk.first?.new ?? 0) + (newCount == 0 ? 0 : 1)
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for edit in hunk {
                switch edit.kind {
                case "-": output.append("-" + a[edit.old])
                case "+": output.append("+" + b[edit.new])
                default: output.append(" " + a[edit.old])
                }
            }
        }
        lines = output
    }

    /// The diff as text, one line each, ending with a newline.
    public var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    private static func split(_ text: String) -> [String] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}
