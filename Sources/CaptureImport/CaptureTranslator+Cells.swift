internal import AppModel
internal import AppSpec
internal import Captures
internal import Foundation

extension CaptureTranslator {
    /// A cell: one element with its label (or its texts), its value, a
    /// switch accessory when it holds one switch, a disclosure indicator
    /// when it holds the system's chevron, and its other controls as
    /// elements of their own. WebDriverAgent's `accessible="false"` makes
    /// it a plain container instead.
    func cell(
        _ element: CapturedElement, parentOrigin: Point, context: Context, hidden: Bool, state: inout State
    ) -> ViewSpec {
        let origin = element.frame?.origin ?? parentOrigin
        var inner = context
        inner.inCell = true
        if element.accessible == false {
            var spec = base(element, kind: .view, title: nil, parentOrigin: parentOrigin, hidden: hidden)
            spec.label = nil
            spec.subviews = element.children.flatMap {
                translate($0, parentOrigin: origin, context: inner, state: &state)
            }
            return spec
        }
        var spec = base(element, kind: .cell, title: element.label, parentOrigin: parentOrigin, hidden: hidden)
        spec.label = nil
        if let value = nonEmpty(element.value), value != element.label { spec.value = value }
        let isChevron = { (child: CapturedElement) in
            [child.label, child.identifier].contains { Self.isChevronName($0) }
        }
        var content = CellContent()
        if Self.any(in: element, isChevron) { content.accessory = .disclosureIndicator }
        let switches = Self.matches(in: element, limit: 2) { $0.type == "Switch" || $0.type == "Toggle" }
        if switches.count == 1, let toggle = switches.first {
            content.accessory = .switch
            content.isOn = ["1", "true", "on"].contains(toggle.value?.lowercased() ?? "")
        }
        spec.content = .cell(content)
        var subviews: [ViewSpec] = []
        for child in element.children {
            subviews += cellContent(
                child, origin: origin, cellHasLabel: element.label != nil, context: inner, state: &state,
                isChevron: isChevron)
        }
        spec.subviews = subviews
        return spec
    }
}
