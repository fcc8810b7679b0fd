internal import AppSpec
internal import Diagnostics
internal import AppModel

/// A view's keys that belong to its kind, read when its content is built.
/// A bad value is recorded and reads as not set, so the view's other keys
/// are still read.
struct ContentKeys {
    let sink: DiagnosticSink
    var nodes: [ViewKey: YAMLNode] = [:]

    func read<T>(_ key: ViewKey, _ body: (YAMLNode, String) throws(Diagnostic) -> T) -> T? {
        guard let node = nodes[key] else { return nil }
        return sink.attempt { () throws(Diagnostic) in try body(node, key.rawValue) }
    }

    func bool(_ key: ViewKey) -> Bool? { read(key) { node, name throws(Diagnostic) in try node.bool(name) } }
    func double(_ key: ViewKey) -> Double? { read(key) { node, name throws(Diagnostic) in try node.double(name) } }
    func int(_ key: ViewKey) -> Int? { read(key) { node, name throws(Diagnostic) in try node.int(name) } }
    func string(_ key: ViewKey) -> String? { read(key) { node, name throws(Diagnostic) in try node.string(name) } }
    func choice<T: RawRepresentable & CaseIterable>(_ key: ViewKey, as type: T.Type) -> T? where T.RawValue == String {
        read(key) { node, name throws(Diagnostic) in try node.choice(name, as: type) }
    }
    func pair(_ key: ViewKey) -> (Double, Double)? {
        read(key) { node, name throws(Diagnostic) in
            let n = try node.numbers(name, count: 2)
            return (n[0], n[1])
        }
    }
}

extension ScenarioLoader {
    /// The content of a view of `kind` from its kind key's value and its own keys.
    func parseContent(of kind: ViewKind, kindValue: YAMLNode, keys: ContentKeys) -> ViewContent {
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
        case .pageControl: return .pageControl(PageControlContent(value: keys.double(.value), page: keys.int(.page), pages: keys.int(.pages)))
        case .textField: return .textField(placeholder: keys.string(.placeholder))
        case .secureTextField: return .secureTextField(placeholder: keys.string(.placeholder))
        case .searchField: return .searchField(placeholder: keys.string(.placeholder))
        case .segmented:
            let segments = keys.sink.attempt { () throws(Diagnostic) in try kindValue.stringList("segmented") } ?? []
            return .segmented(SegmentedContent(segments: segments, selected: keys.int(.selected)))
        case .activityIndicator:
            return .activityIndicator(ActivityContent(animating: keys.bool(.animating), hidesWhenStopped: keys.bool(.hidesWhenStopped)))
        case .scroll:
            return .scroll(ScrollContent(
                contentSize: keys.pair(.contentSize).map { Size(width: $0.0, height: $0.1) },
                offset: keys.pair(.offset).map { Point(x: $0.0, y: $0.1) },
                paging: keys.bool(.paging) ?? false))
        case .table:
            return .table(rows: keys.read(.rows) { node, name throws(Diagnostic) in
                if node.isSequence { return try node.stringList(name) }
                let count = try node.int(name)
                return (1...max(1, count)).map { "Row \($0)" }
            } ?? [])
        case .cell:
            return .cell(CellContent(detail: keys.read(.detail) { node, name throws(Diagnostic) in try node.optionalString(name) } ?? nil,
                accessory: keys.choice(.accessory, as: Cell.Accessory.self), isOn: keys.bool(.isOn)))
        case .picker:
            let components = keys.read(.components) { node, name throws(Diagnostic) -> [[String]] in
                var components: [[String]] = []
                for item in try node.list(name) { components.append(try item.stringList("each component")) }
                return components
            } ?? []
            let rows = keys.read(.selectedRows) { node, name throws(Diagnostic) -> [Int] in
                var rows: [Int] = []
                for item in try node.list(name) { rows.append(try item.int("each selected row")) }
                return rows
            } ?? []
            return .picker(PickerContent(components: components, selectedRows: rows))
        case .datePicker:
            let date = keys.read(.date) { node, name throws(Diagnostic) in
                let text = try node.string(name)
                guard let date = PickerDate(text: text) else { throw node.error("date must look like 2026-11-23 or 2026-11-23 09:41, not '\(text)'") }
                return date
            }
            return .datePicker(DatePickerContent(mode: keys.choice(.mode, as: DatePicker.Mode.self), style: keys.choice(.style, as: DatePicker.Style.self), date: date))
        case .colorWell:
            return .colorWell(color: keys.read(.color) { node, name throws(Diagnostic) in try Self.color(node, what: name) })
        }
    }

    private func steppedValue(_ keys: ContentKeys) -> SteppedValue {
        SteppedValue(value: keys.double(.value), minimum: keys.double(.min), maximum: keys.double(.max), step: keys.double(.step))
    }
}
