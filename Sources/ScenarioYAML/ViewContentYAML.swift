internal import AppModel
internal import AppSpec
internal import Diagnostics
internal import Yams

/// A view kind's own keys in YAML, read and written side by side, so a
/// kind's reader and writer cannot drift apart (docs/scenario-format.md,
/// "Keys for particular kinds"). A new view kind adds its arm to both.
enum ViewContentYAML {
    /// The content of a view of `kind` from its kind key's value and its own keys.
    static func read(_ kind: ViewKind, kindValue: YAMLNode, keys: ContentKeys) -> ViewContent {
        switch kind {
        case .view: return .view
        case .text: return .text
        case .heading: return .heading
        case .link: return .link
        case .image: return .image
        case .element: return .element
        case .collection: return .collection
        case .stack: return .stack
        case .textView: return .textView
        case .button: return .button(imageName: keys.string(.imageName))
        case .switch: return .switch(isOn: keys.bool(.isOn))
        case .slider: return .slider(steppedValue(keys))
        case .stepper: return .stepper(steppedValue(keys))
        case .progress: return .progress(value: keys.double(.value))
        case .pageControl:
            return .pageControl(
                PageControlContent(value: keys.double(.value), page: keys.int(.page), pages: keys.int(.pages)))
        case .textField: return .textField(placeholder: keys.string(.placeholder))
        case .secureTextField: return .secureTextField(placeholder: keys.string(.placeholder))
        case .searchField: return .searchField(placeholder: keys.string(.placeholder))
        case .segmented:
            let segments = keys.sink.attempt { () throws(Diagnostic) in try kindValue.stringList("segmented") } ?? []
            return .segmented(SegmentedContent(segments: segments, selected: keys.int(.selected)))
        case .activityIndicator:
            return .activityIndicator(
                ActivityContent(animating: keys.bool(.animating), hidesWhenStopped: keys.bool(.hidesWhenStopped)))
        case .scroll:
            return .scroll(
                ScrollContent(
                    contentSize: keys.pair(.contentSize).map { Size(width: $0.0, height: $0.1) },
                    offset: keys.pair(.offset).map { Point(x: $0.0, y: $0.1) },
                    paging: keys.bool(.paging) ?? false))
        case .table:
            return .table(
                rows: keys.read(.rows) { node, name throws(Diagnostic) in
                    if node.isSequence { return try node.stringList(name) }
                    let count = try node.int(name)
                    return (1...max(1, count)).map { "Row \($0)" }
                } ?? [])
        case .cell:
            return .cell(
                CellContent(
                    detail: keys.read(.detail) { node, name throws(Diagnostic) in try node.optionalString(name) }
                        ?? nil,
                    accessory: keys.choice(.accessory, as: Cell.Accessory.self), isOn: keys.bool(.isOn),
                    isPrototype: keys.bool(.prototype) ?? false))
        case .picker:
            let components =
                keys.read(.components) { node, name throws(Diagnostic) -> [[String]] in
                    var components: [[String]] = []
                    for item in try node.list(name) { components.append(try item.stringList("each component")) }
                    return components
                } ?? []
            let rows =
                keys.read(.selectedRows) { node, name throws(Diagnostic) -> [Int] in
                    var rows: [Int] = []
                    for item in try node.list(name) { rows.append(try item.int("each selected row")) }
                    return rows
                } ?? []
            return .picker(PickerContent(components: components, selectedRows: rows))
        case .datePicker:
            let date = keys.read(.date) { node, name throws(Diagnostic) in
                let text = try node.string(name)
                guard let date = PickerDate(text: text) else {
                    throw node.error("date must look like 2026-11-23 or 2026-11-23 09:41, not '\(text)'")
                }
                return date
            }
            return .datePicker(
                DatePickerContent(
                    mode: keys.choice(.mode, as: DatePicker.Mode.self),
                    style: keys.choice(.style, as: DatePicker.Style.self), date: date))
        case .colorWell:
            return .colorWell(
                color: keys.read(.color) { node, name throws(Diagnostic) in try ScenarioLoader.color(node, what: name) }
            )
        }
    }

    private static func steppedValue(_ keys: ContentKeys) -> SteppedValue {
        SteppedValue(
            value: keys.double(.value), minimum: keys.double(.min), maximum: keys.double(.max), step: keys.double(.step)
        )
    }

    /// The keys of the view's kind, in the order the format has always been written.
    static func pairs(_ content: ViewContent) -> [(ViewKey, Node)] {
        typealias B = YAMLBuilder
        var pairs: [(ViewKey, Node)] = []
        func add(_ key: ViewKey, _ node: Node?) { if let node { pairs.append((key, node)) } }
        switch content {
        case .view, .text, .heading, .link, .image, .element, .collection, .stack, .textView, .progress: break
        case .button(let imageName): add(.imageName, imageName.map(B.string))
        case .switch(let isOn): add(.isOn, isOn.map(B.bool))
        case .slider(let range), .stepper(let range):
            add(.min, range.minimum.map(B.number))
            add(.max, range.maximum.map(B.number))
            add(.step, range.step.map(B.number))
        case .pageControl(let control):
            add(.page, control.page.map(B.int))
            add(.pages, control.pages.map(B.int))
        case .textField(let placeholder), .secureTextField(let placeholder), .searchField(let placeholder):
            add(.placeholder, placeholder.map(B.string))
        case .segmented(let segmented): add(.selected, segmented.selected.map(B.int))
        case .activityIndicator(let activity):
            add(.animating, activity.animating.map(B.bool))
            add(.hidesWhenStopped, activity.hidesWhenStopped.map(B.bool))
        case .scroll(let scroll):
            add(.contentSize, scroll.contentSize.map { B.flow([$0.width, $0.height].map(B.number)) })
            add(.offset, scroll.offset.map { B.flow([$0.x, $0.y].map(B.number)) })
            if scroll.paging { add(.paging, B.bool(true)) }
        case .table(let rows): if !rows.isEmpty { add(.rows, B.flow(rows.map(B.string))) }
        case .cell(let cell):
            add(.isOn, cell.isOn.map(B.bool))
            add(.detail, cell.detail.map(B.string))
            add(.accessory, cell.accessory.map { B.string($0.rawValue) })
            if cell.isPrototype { add(.prototype, B.bool(true)) }
        case .picker(let picker):
            if !picker.components.isEmpty {
                add(.components, B.list(picker.components.map { B.flow($0.map(B.string)) }))
            }
            if !picker.selectedRows.isEmpty { add(.selectedRows, B.flow(picker.selectedRows.map(B.int))) }
        case .datePicker(let picker):
            add(.mode, picker.mode.map { B.string($0.rawValue) })
            add(.style, picker.style.map { B.string($0.rawValue) })
            add(
                .date,
                picker.date.map { date in
                    let two = { (n: Int) in n < 10 ? "0\(n)" : String(n) }
                    return B.string(
                        "\(date.year)-\(two(date.month))-\(two(date.day)) \(two(date.hour)):\(two(date.minute))")
                })
        case .colorWell(let color): add(.color, color.map(ScenarioWriter.color))
        }
        return pairs
    }
}
