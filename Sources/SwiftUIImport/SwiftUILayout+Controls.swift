internal import AppModel
internal import AppSpec

extension SwiftUILayout {
    /// A picker in its style (reference §1.5): a menu or navigation-link
    /// picker is a button valued by the chosen option; a segmented one a
    /// segmented control (its title not spoken); a wheel one a wheel of
    /// its options (title not spoken); an inline one a row per option,
    /// the chosen one selected.
    mutating func picker(
        _ node: ViewNode, title: String, selection: SwiftValue?, x: Double, y: Double, width: Double
    ) -> ([ViewSpec], Double) {
        let options = node.children.map { SwiftUILayout.controlLabel([$0]) ?? "" }
        let chosen = selection.flatMap { selection in
            node.children.firstIndex { $0.tag.map { SwiftUIEvaluator.same($0, selection) } ?? false }
        }
        func placed(_ content: ViewContent, height: Double) -> ([ViewSpec], Double) {
            var spec = ViewSpec(content: content, location: node.location)
            spec.frame = Rect(x: x, y: y, width: width, height: height)
            // Named by its title, which it does not say.
            if !title.isEmpty { spec.id = title }
            return ([spec], height)
        }
        switch node.style {
        case "segmented" where !options.isEmpty:
            return placed(.segmented(SegmentedContent(segments: options, selected: chosen ?? 0)), height: 32)
        case "wheel" where !options.isEmpty:
            return placed(.picker(PickerContent(components: [options], selectedRows: [chosen ?? 0])), height: 216)
        case "inline" where !options.isEmpty:
            var specs: [ViewSpec] = []
            for (index, option) in options.enumerated() {
                var spec = ViewSpec(kind: .text, title: option, location: node.location)
                spec.frame = Rect(x: x, y: y + Double(index) * Self.rowHeight, width: width, height: Self.rowHeight)
                if index == chosen { spec.addTraits.insert(.selected) }
                specs.append(spec)
            }
            return (specs, Double(options.count) * Self.rowHeight)
        default:
            var (specs, height) = placed(.button(imageName: nil), height: Self.rowHeight)
            // The chosen option's text; a text or number selection itself when no option is tagged with
            // it (an enum case's text is its option's, which is not known then).
            let shown =
                chosen.map { options[$0] }
                ?? selection.flatMap { selection -> String? in
                    switch selection {
                    case .string, .number, .real: selection.text
                    case .null: nil
                    case .member(_, let name, _): SwiftValue.unknown("." + name).text
                    default: selection.isUnknown ? selection.text : SwiftValue.unknown("selection").text
                    }
                }
            // iOS labels a menu picker with its title and the chosen option (`Fruit, Apple`), as UI tests find it.
            specs[0].title = [title, shown ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
            return (specs, height)
        }
    }

    /// A date picker (reference §1.5): compact (the default) is its title
    /// as a text, not tied to the buttons, then a button for the date and
    /// one for the time; wheels are one adjustable element per wheel. Now
    /// is the simulated clock's start (the scenario format's default date).
    mutating func datePicker(
        _ node: ViewNode, title: String, mode: String, unknownDate: String?, x: Double, y: Double, width: Double
    ) -> ([ViewSpec], Double) {
        let style: DatePicker.Style = node.style == "wheel" ? .wheels : node.style == "graphical" ? .inline : .compact
        var specs: [ViewSpec] = []
        var offset = 0.0
        let showsTitle = !title.isEmpty && style != .wheels
        if showsTitle {
            var text = ViewSpec(kind: .text, title: title, location: node.location)
            text.frame = Rect(x: x, y: y, width: max(0, width / 2 - 8), height: Self.rowHeight)
            specs.append(text)
        }
        let partsX = showsTitle ? x + width / 2 : x
        let partsWidth = showsTitle ? width / 2 : width
        if let unknownDate {
            // A date the sources do not settle: its buttons say so.
            let parts = mode == "dateAndTime" ? 2 : 1
            for index in 0..<parts {
                var button = ViewSpec(content: .button(imageName: nil), title: unknownDate, location: node.location)
                button.frame = Rect(
                    x: partsX + partsWidth / Double(parts) * Double(index), y: y, width: partsWidth / Double(parts),
                    height: Self.rowHeight)
                specs.append(button)
            }
            return (specs, Self.rowHeight)
        }
        let height = style == .wheels ? 216.0 : Self.rowHeight
        var picker = ViewSpec(
            content: .datePicker(
                DatePickerContent(mode: DatePicker.Mode(rawValue: mode), style: style, date: .reference)),
            location: node.location)
        picker.frame = Rect(x: partsX, y: y + offset, width: partsWidth, height: height)
        if !title.isEmpty { picker.id = title + (showsTitle ? " picker" : "") }
        offset += height
        specs.append(picker)
        return (specs, offset)
    }

    /// Siblings' elements in one list; when any sibling has a sort
    /// priority (reference §6), a group whose elements are read higher
    /// priority first, ties in position order (rows within 8 pt, then
    /// leading to trailing), each sibling's elements kept together.
    mutating func prioritized(_ children: [ViewNode], _ blocks: [[ViewSpec]]) -> [ViewSpec] {
        guard children.contains(where: { $0.sortPriority != nil }) else { return blocks.flatMap { $0 } }
        var order: [(priority: Double, top: Double, left: Double, specs: [ViewSpec])] = []
        for (child, specs) in zip(children, blocks) where !specs.isEmpty {
            let frame = Self.union(specs.compactMap(\.frame))
            order.append((child.sortPriority ?? 0, frame?.minY ?? 0, frame?.minX ?? 0, specs))
        }
        let sorted = order.enumerated().sorted { a, b in
            if a.element.priority != b.element.priority { return a.element.priority > b.element.priority }
            if abs(a.element.top - b.element.top) > 8 { return a.element.top < b.element.top }
            if a.element.left != b.element.left { return a.element.left < b.element.left }
            return a.offset < b.offset
        }.map(\.element)
        let all = order.flatMap(\.specs)
        // Siblings with a sort priority that show nothing: nothing to group.
        guard let first = all.first else { return [] }
        let frame = Self.union(all.compactMap(\.frame)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        var group = ViewSpec(kind: .view, location: first.location)
        group.frame = frame
        var names: [String] = []
        group.subviews = sorted.flatMap(\.specs).map { spec in
            var inner = spec
            if let f = spec.frame {
                inner.frame = Rect(x: f.minX - frame.minX, y: f.minY - frame.minY, width: f.width, height: f.height)
            }
            sortedCount += 1
            inner.id = inner.id ?? "sorted \(sortedCount)"
            names.append(inner.id!)
            return inner
        }
        group.elements = names
        return [group]
    }
}
