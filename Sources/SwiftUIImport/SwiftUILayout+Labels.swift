internal import AppModel
internal import AppSpec
internal import Diagnostics

/// Widths, labels, unions of frames, accessibility modifiers and default traits.
extension SwiftUILayout {
    /// A child's width in a row; `nil` for what stretches (a spacer, a stack of several).
    static func intrinsicWidth(_ node: ViewNode) -> Double? {
        if let fixed = node.fixedWidth { return fixed + 2 * node.padding }
        switch node.kind {
        case .text(let text): return Double(text.count) * characterWidth + 2 * node.padding
        case .image: return 24 + 2 * node.padding
        case .label(let title, _): return Double(title.count) * characterWidth + 30
        case .button, .link, .navigationLink:
            // An image-only label is its image's size; words take their width.
            if !node.children.contains(where: { SwiftUIEvaluator.spokenText($0)?.isEmpty == false }),
                controlLabel(node.children) != nil
            {
                return 24 + 2 * node.padding
            }
            return Double((controlLabel(node.children) ?? "").count) * characterWidth + 16 + 2 * node.padding
        case .toggle: return 51
        default: return nil
        }
    }

    /// A control's label from its label views: texts joined with ", " in
    /// reading order; an image counts only when nothing else names it.
    static func controlLabel(_ children: [ViewNode]) -> String? {
        let texts = children.compactMap(SwiftUIEvaluator.spokenText).filter { !$0.isEmpty }
        if !texts.isEmpty { return texts.joined(separator: ", ") }
        for child in children {
            if case .image(let name?) = child.kind { return child.label ?? name }
            if let inner = controlLabel(child.children) { return inner }
        }
        return nil
    }

    /// What an element adds to a combined label: its label or text; an
    /// image only when it was labelled explicitly.
    static func combinedLabel(_ spec: ViewSpec) -> String? {
        if spec.kind == .image { return nil }
        return spec.label ?? spec.title
    }

    static func union(_ rects: [Rect]) -> Rect? {
        guard let first = rects.first else { return nil }
        var minX = first.minX
        var minY = first.minY
        var maxX = first.maxX
        var maxY = first.maxY
        for rect in rects.dropFirst() {
            minX = min(minX, rect.minX)
            minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The modifiers of `node` on what it built: on one element they set
    /// its label, value, hint, identifier and traits; a label reaches every
    /// element of a subtree (reference §3.1); `.contain` makes a group.
    mutating func applyAccessibility(_ node: ViewNode, to specs: [ViewSpec]) -> [ViewSpec] {
        var specs = Self.withRotors(node, specs)
        if node.childBehavior == .contain || node.modal {
            var group = ViewSpec(kind: .view, location: node.location)
            group.group = node.childBehavior == .contain
            group.modal = node.modal
            // `.isTabBar` on a container makes its children tabs (reference §2.2, §4).
            group.addTraits = node.addTraits
            group.label = node.label
            let frame = Self.union(specs.compactMap(\.frame)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            group.frame = frame
            group.subviews = specs.map { spec in
                var inner = spec
                if let f = spec.frame {
                    inner.frame = Rect(x: f.minX - frame.minX, y: f.minY - frame.minY, width: f.width, height: f.height)
                }
                return inner
            }
            group.identifier = node.identifier
            return [group]
        }
        for index in specs.indices {
            if let label = node.label { specs[index].label = label }
            if specs.count == 1 {
                if let value = node.value { specs[index].value = value }
                if let hint = node.hint { specs[index].hint = hint }
                if let identifier = node.identifier { specs[index].identifier = identifier }
                if let level = node.headingLevel { specs[index].headingLevel = level }
            }
            if !node.addTraits.isEmpty || !node.removeTraits.isEmpty {
                specs[index].addTraits.formUnion(node.addTraits)
                if !node.removeTraits.isEmpty {
                    specs[index].traits = Self.defaultTraits(specs[index]).union(specs[index].addTraits).subtracting(
                        node.removeTraits)
                }
            }
            if node.disabled { specs[index].enabled = false }
            if specs.count == 1 {
                specs[index].customContent += node.customContent
                for event in node.handledEvents.sorted() {
                    let handler = HandlerSpec(actions: [], location: node.location)
                    if event == "scroll" {
                        specs[index].handlers.scroll["any"] = handler
                    } else if let event = HandlerEvent(rawValue: event) {
                        specs[index].handlers[event] = handler
                    }
                }
                // A live run's code: what the element's action, binding or handler does.
                for (name, code) in node.codes {
                    guard let event = HandlerEvent(rawValue: name) else { continue }
                    var handler = specs[index].handlers[event] ?? HandlerSpec(actions: [], location: node.location)
                    handler.code = code
                    specs[index].handlers[event] = handler
                }
            }
            // SwiftUI lists custom actions in reverse declaration order (reference §3.1).
            specs[index].customActions =
                node.actions.reversed().map { name in
                    CustomActionSpec(
                        name: name,
                        handler: HandlerSpec(actions: [], code: node.codes["action " + name], location: node.location))
                }
                + specs[index].customActions
        }
        return specs
    }

    /// The traits UIKit gives a kind, for a removal to start from.
    static func defaultTraits(_ spec: ViewSpec) -> AccessibilityTraits {
        switch spec.kind {
        case .button: [.button]
        case .link: [.link]
        case .image: [.image]
        case .text: [.staticText]
        case .heading: [.staticText, .header]
        default: []
        }
    }
}
