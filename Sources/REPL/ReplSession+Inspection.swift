internal import AppModel
internal import VoiceOver

/// `:tree` and `:trace`: what is on screen and who handled the last gesture.
extension ReplSession {
    /// Every reachable element in reading order: number, description,
    /// traits and id; `>` marks the focused one.
    var treeLines: [ReplLine] {
        let tree = reader.currentTree()
        guard !tree.elements.isEmpty else { return [.info("No element is reachable by VoiceOver.")] }
        let width = String(tree.elements.count).count
        return tree.elements.enumerated().map { index, element in
            let view = element.view
            let marker = view === reader.focusedElement ? ">" : " "
            let number = String(index + 1)
            let padded = String(repeating: " ", count: width - number.count) + number
            let description = reader.describe(view)?.text ?? view.traceName
            let traits = view.accessibilityTraits.names
            let details =
                (traits.isEmpty ? [] : ["[\(traits.joined(separator: ", "))]"]) + [
                    view.id.map { id in "#\(id)" + (view.sourceID.map { " (\($0))" } ?? "") } ?? "(no id)"
                ]
            return .info("\(marker)\(padded). \(description)  \(details.joined(separator: " "))")
        }
    }

    /// The responder chain the last gesture was offered to.
    var traceLines: [ReplLine] {
        guard let record = reader.lastGesture else { return [.info("No gesture has been dispatched yet.")] }
        return [.info(record.description)]
    }
}
