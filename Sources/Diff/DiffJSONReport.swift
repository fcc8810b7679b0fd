internal import Foundation

/// `a11ysim diff --format json`: one object with the inputs, each screen's
/// changes (kind, element, before and after, fields) and the unmatched screens.
struct DiffJSONReport {
    let diff: InputDiff

    private struct Report: Encodable {
        var first: String
        var second: String
        var equal: Bool
        var ignored: [String]
        var tolerance: Double
        var screens: [Screen]
        var onlyInFirst: [String]
        var onlyInSecond: [String]
    }

    private struct Screen: Encodable {
        var first: String
        var second: String
        var changes: [Change]
    }

    private struct Change: Encodable {
        var kind: String
        var element: DiffElement
        var before: DiffElement?
        var fields: [ElementChange.Field]?
        var from: Int?
        var to: Int?
        var after: String?
    }

    func render() -> String {
        let report = Report(
            first: diff.first, second: diff.second, equal: !diff.hasDifferences,
            ignored: DiffOptions.Aspects.named.filter { diff.options.ignored.contains($0.aspect) }.map(\.name),
            tolerance: diff.options.tolerance,
            screens: diff.screens.map { screen in
                Screen(first: screen.first, second: screen.second, changes: screen.changes.map(change))
            },
            onlyInFirst: diff.onlyInFirst, onlyInSecond: diff.onlyInSecond)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func change(_ change: ElementChange) -> Change {
        switch change {
        case .added(let element): Change(kind: "added", element: element)
        case .removed(let element): Change(kind: "removed", element: element)
        case .changed(let old, let new, let fields): Change(kind: "changed", element: new, before: old, fields: fields)
        case .moved(let element, let from, let to, let after):
            Change(kind: "moved", element: element, from: from, to: to, after: after)
        }
    }
}
