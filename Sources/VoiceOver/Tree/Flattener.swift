internal import AppModel

/// Step 3 of docs/voiceover-rules.md §2.2: flattens the sorted tree depth
/// first and gives each element its container context (tabs, series,
/// list and landmark boundaries, data-table cells).
@MainActor
struct Flattener {
    private(set) var elements: [ScreenElement] = []

    mutating func flatten(_ nodes: [ElementNode], containers: [ContainerInfo]) {
        for node in nodes {
            switch node {
            case .element(let view, let zIndex, _):
                let context = view.seriesPosition.map { ElementContext.series(index: $0.index, count: $0.count) }
                elements.append(ScreenElement(view: view, context: context, containers: containers, zIndex: zIndex))
            case .group(let group):
                let start = elements.count
                var inner = containers
                if group.isMeaningful {
                    inner.append(
                        ContainerInfo(
                            view: group.container, type: group.container.accessibilityContainerType,
                            isTabBar: group.container.accessibilityTraits.contains(.tabBar)))
                }
                flatten(group.children, containers: inner)
                annotate(group.container, range: start..<elements.count)
            }
        }
    }

    private mutating func annotate(_ container: View, range: Range<Int>) {
        guard !range.isEmpty else { return }
        if container.accessibilityTraits.contains(.tabBar) {
            for (offset, position) in range.enumerated() {
                elements[position].context = .tab(index: offset + 1, count: range.count)
            }
        }
        switch container.accessibilityContainerType {
        case .list:
            elements[range.lowerBound].boundaries.append(.listStart)
            if range.count > 1 { elements[range.upperBound - 1].boundaries.append(.listEnd) }
        case .landmark:
            elements[range.lowerBound].boundaries.append(.landmarkStart)
            if range.count > 1 { elements[range.upperBound - 1].boundaries.append(.landmarkEnd) }
        case .dataTable:
            annotateDataTable(range)
        case .none, .semanticGroup:
            break
        }
    }

    /// §3.6: row and column numbers; the row (and row headers) only for the
    /// first visible cell of a row.
    private mutating func annotateDataTable(_ range: Range<Int>) {
        var firstColumnOfRow: [Int: Int] = [:]
        for position in range {
            let view = elements[position].view
            guard let row = view.accessibilityRowRange, let column = view.accessibilityColumnRange else { continue }
            firstColumnOfRow[row.location] = min(firstColumnOfRow[row.location] ?? .max, column.location)
        }
        for position in range {
            let view = elements[position].view
            guard let row = view.accessibilityRowRange, let column = view.accessibilityColumnRange else { continue }
            let isFirstInRow = firstColumnOfRow[row.location] == column.location
            let headers = (view.accessibilityHeaderElements ?? []).compactMap { header -> String? in
                let label = header.accessibilityLabel ?? ""
                let value = header.accessibilityValue ?? ""
                if label.isEmpty && value.isEmpty { return nil }
                if value.isEmpty { return label + "." }
                return label.isEmpty ? value + "." : "\(label): \(value)."
            }
            elements[position].context = .dataTableCell(
                .init(
                    headers: headers, row: isFirstInRow ? row.location + 1 : nil, column: column.location + 1,
                    rowSpan: row.length, columnSpan: column.length))
        }
    }
}
