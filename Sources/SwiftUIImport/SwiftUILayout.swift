internal import AppModel
internal import AppSpec
internal import Diagnostics

/// Turns evaluated views into the elements VoiceOver reads (SwiftUI's
/// rules: leaf content is an element, layout containers vanish, controls
/// absorb their labels) and gives each a frame from an approximate layout,
/// enough for the reading order (docs/swiftui.md, "Layout").
struct SwiftUILayout {
    /// The screen's width in points (an iPhone in portrait).
    var width: Double = 390
    /// Views the sources do not define, each shown as one unknown element.
    private(set) var unknownCount = 0
    /// Elements named so far for a sort-priority group's order.
    var sortedCount = 0
    /// The height of the screen's content area, below the bars: a scroll
    /// view, list or form whose content is taller scrolls within what is left.
    var visibleHeight: Double = .infinity

    static let spacing = 8.0
    static let textHeight = 21.0
    static let rowHeight = 44.0
    /// The average width of a character of 17 pt body text.
    static let characterWidth = 8.5

    /// The elements of `nodes` laid out down the screen from `top`.
    mutating func elements(_ nodes: [ViewNode], top: Double) -> [ViewSpec] {
        var y = top
        var specs: [ViewSpec] = []
        for node in nodes {
            let (built, height) = build(node, x: 0, y: y, width: width, centered: true)
            specs += built
            if height > 0 { y += height + Self.spacing }
        }
        return specs
    }

    /// The specs of `node` placed in the column at `x`, `y`, `width`, and the height it takes.
    mutating func build(
        _ node: ViewNode, x: Double, y: Double, width: Double, centered: Bool
    ) -> (specs: [ViewSpec], height: Double) {
        let pad = node.padding
        let innerWidth = max(0, (node.fixedWidth ?? width) - 2 * pad)
        let innerX = x + pad + (node.fixedWidth.map { centered ? max(0, (width - $0) / 2) : 0 } ?? 0)
        var (specs, height) = buildInner(node, x: innerX, y: y + pad, width: innerWidth, centered: centered)
        height = node.fixedHeight ?? height
        if node.hidden { return ([], height + 2 * pad) }
        specs = applyAccessibility(node, to: specs)
        if let font = node.font { specs = specs.map { Self.withFont($0, font, lines: node.lineLimit) } }
        return (specs, height + 2 * pad)
    }

    private mutating func buildInner(
        _ node: ViewNode, x: Double, y: Double, width: Double, centered: Bool
    ) -> (specs: [ViewSpec], height: Double) {
        func leaf(_ kind: ViewContent, title: String?, height: Double, intrinsic: Double? = nil) -> ([ViewSpec], Double)
        {
            let w = min(width, intrinsic ?? width)
            var spec = ViewSpec(content: kind, title: title, location: node.location)
            spec.frame = Rect(x: centered ? x + (width - w) / 2 : x, y: y, width: w, height: height)
            return ([spec], height)
        }
        if let behavior = node.childBehavior, behavior != .contain {
            var plain = node
            plain.childBehavior = nil
            let (children, height) = buildInner(plain, x: x, y: y, width: width, centered: centered)
            var spec = ViewSpec(kind: .element, location: node.location)
            spec.isElement = true
            spec.frame =
                Self.union(children.compactMap(\.frame))
                ?? Rect(x: x, y: y, width: width, height: max(height, Self.rowHeight))
            if behavior == .combine {
                // Buttons and links inside are not merged: each becomes a named action (reference §3.2).
                let controls = children.filter { [.button, .link].contains($0.kind) }
                spec.label =
                    children.filter { ![.button, .link].contains($0.kind) }.compactMap(Self.combinedLabel).joined(
                        separator: ", "
                    ).nilIfEmpty
                spec.customActions =
                    controls.compactMap { control in
                        (control.label ?? control.title).map {
                            CustomActionSpec(
                                name: $0, handler: HandlerSpec(actions: [], code: control.handlers[.activate]?.code))
                        }
                    }
                    + children.flatMap(\.customActions)
                if children.contains(where: { $0.addTraits.contains(.header) || $0.kind == .heading }) {
                    spec.addTraits.insert(.header)
                }
                // Texts merged into one are a text still, as UI tests find them (`app.staticTexts["Value, 0"]`).
                if !children.isEmpty, controls.isEmpty, children.allSatisfy({ $0.kind == .text }) {
                    spec.addTraits.insert(.staticText)
                }
            }
            return ([spec], max(height, spec.frame!.height))
        }
        switch node.kind {
        case .text(let text) where text.isEmpty && node.label == nil:
            // An empty text is no element.
            return ([], 0)
        case .text(let text):
            let w = Double(text.count) * Self.characterWidth
            let lines = max(1, (w / max(width, 1)).rounded(.up))
            return leaf(.text, title: text, height: Self.textHeight * lines, intrinsic: w)
        case .image(let name):
            guard let name else { return ([], 24) }
            var (specs, height) = leaf(.image, title: nil, height: 24, intrinsic: 24)
            specs[0].label = name
            specs[0].isElement = true
            return (specs, height)
        case .button, .navigationLink, .link:
            // Nothing names it, and what it shows hangs on a condition the sources do not settle: that condition, as unknown.
            let label = Self.controlLabel(node.children) ?? Self.assumption(node.children).map { "«\($0)»" }
            // A label that is only an image shows no words: the image's name is the label, not a title.
            let imageOnly =
                label != nil && !node.children.contains { SwiftUIEvaluator.spokenText($0)?.isEmpty == false }
            let kind: ViewContent = node.kind == .link ? .link : .button(imageName: imageOnly ? label : nil)
            var (specs, height) = leaf(
                kind, title: imageOnly ? nil : label, height: Self.rowHeight,
                intrinsic: imageOnly ? 24 : Double((label ?? "").count) * Self.characterWidth + 16)
            if imageOnly { specs[0].label = label }
            if node.kind == .link { specs[0].addTraits.insert(.button) }
            return (specs, height)
        case .toggle(let isOn):
            return leaf(.switch(isOn: isOn ?? false), title: Self.controlLabel(node.children), height: 31)
        case .slider(let fraction):
            var (specs, height) = leaf(.slider(SteppedValue(value: fraction ?? 0.5)), title: nil, height: 31)
            specs[0].label = Self.controlLabel(node.children)
            return (specs, height)
        case .stepper(let label, let current, let minimum, let maximum):
            var text = ViewSpec(kind: .text, title: label, location: node.location)
            text.frame = Rect(x: x, y: y, width: max(0, width - 110), height: 32)
            var stepper = ViewSpec(
                content: .stepper(SteppedValue(value: current, minimum: minimum, maximum: maximum)),
                location: node.location)
            stepper.frame = Rect(x: x + width - 94, y: y, width: 94, height: 32)
            for (name, code) in node.codes {
                if let event = HandlerEvent(rawValue: name) {
                    stepper.handlers[event] = HandlerSpec(actions: [], code: code, location: node.location)
                }
            }
            return ([text, stepper], 32)
        case .textField(let title, let text, let secure):
            // The title is a placeholder: once the field holds text it is no longer spoken (reference §1.6;
            // the field keeps it, as UIKit's does, but reads its text instead).
            let placeholder: String? = title.isEmpty ? nil : title
            var (specs, height) = leaf(
                secure ? .secureTextField(placeholder: placeholder) : .textField(placeholder: placeholder), title: nil,
                height: 34)
            if let text { specs[0].value = text }
            specs[0].returnKey = node.returnKey
            return (specs, height)
        case .textEditor(let text):
            var (specs, height) = leaf(.textView, title: nil, height: 120)
            specs[0].value = text
            return (specs, height)
        case .progress(let title, let fraction):
            if let fraction {
                var (specs, height) = leaf(
                    .progress(value: fraction), title: nil, height: 4 + (title == nil ? 0 : Self.textHeight))
                specs[0].label = title
                return (specs, height)
            }
            // A spinner, its title (when given) shown below it and read as its label.
            var (specs, height) = leaf(
                .activityIndicator(ActivityContent(animating: true)), title: nil,
                height: 20 + (title == nil ? 0 : Self.textHeight), intrinsic: 20)
            specs[0].label = title
            return (specs, height)
        case .label(let title, let icon) where node.style == "iconOnly":
            // The icon alone shows, named by the title (the symbol's name when there is none); it keeps the image trait.
            var (specs, height) = leaf(.image, title: nil, height: 24, intrinsic: 24)
            specs[0].label = title.isEmpty ? (icon ?? "") : title
            specs[0].isElement = true
            return (specs, height)
        case .label(let title, _):
            return leaf(
                .text, title: title, height: Self.textHeight, intrinsic: Double(title.count) * Self.characterWidth + 30)
        case .picker(let title, let selection):
            return picker(node, title: title, selection: selection, x: x, y: y, width: width)
        case .datePicker(let title, let mode, let unknownDate):
            return datePicker(node, title: title, mode: mode, unknownDate: unknownDate, x: x, y: y, width: width)
        case .colorPicker(let title):
            return leaf(.colorWell(color: nil), title: title, height: Self.rowHeight)
        case .stack(let vertical):
            return stack(node.children, x: x, y: y, width: width, vertical: vertical, centered: centered)
        case .zStack:
            var blocks: [[ViewSpec]] = []
            var height = 0.0
            for child in node.children {
                let built = build(child, x: x, y: y, width: width, centered: true)
                blocks.append(built.specs)
                height = max(height, built.height)
            }
            return (prioritized(node.children, blocks), height)
        case .tabView:
            // A TabView inside a screen shows one tab: the selected one, else its first.
            var (specs, height) = stack(node.shownChildren, x: x, y: y, width: width, vertical: true)
            if node.style == "page" {
                height = pageIndicator(node, below: height, into: &specs, x: x, y: y, width: width)
            }
            return (specs, height)
        case .group, .navigation:
            return stack(node.children, x: x, y: y, width: width, vertical: true)
        case .scroll:
            return scrolling(
                stack(node.children, x: x, y: y, width: width, vertical: true), node, x: x, y: y, width: width)
        case .list, .form:
            return scrolling(
                list(node.children, x: x + 20, y: y + 16, width: width - 40), node, x: x, y: y, width: width, inset: 16)
        case .section(let header, let footer):
            return section(node, header: header, footer: footer, x: x, y: y, width: width)
        case .spacer, .shape:
            if node.label != nil || node.identifier != nil {
                var (specs, height) = leaf(.element, title: nil, height: node.fixedHeight ?? Self.rowHeight)
                specs[0].isElement = true
                return (specs, height)
            }
            return ([], node.kind == .spacer ? 0 : (node.fixedHeight ?? 0))
        case .divider:
            return ([], 1)
        case .opaque(let name):
            unknownCount += 1
            var (specs, height) = leaf(.element, title: nil, height: Self.rowHeight)
            specs[0].label = "«\(name)»"
            specs[0].isElement = true
            return (specs, height)
        }
    }

    private mutating func stack(
        _ children: [ViewNode], x: Double, y: Double, width: Double, vertical: Bool, centered: Bool = true
    ) -> ([ViewSpec], Double) {
        var blocks: [[ViewSpec]] = []
        if vertical {
            var offset = 0.0
            for (index, child) in children.enumerated() {
                // A list or scroll view leaves room for the views after it, as SwiftUI's flexible frames do.
                let reserved = Self.scrolls(child) ? spaceTaken(by: children[(index + 1)...], width: width) : 0
                visibleHeight -= reserved
                let built = build(child, x: x, y: y + offset, width: width, centered: true)
                visibleHeight += reserved
                blocks.append(built.specs)
                if built.height > 0 { offset += built.height + Self.spacing }
            }
            return (prioritized(children, blocks), max(0, offset - Self.spacing))
        }
        // Side by side: each child its intrinsic width, spacers share what is left.
        let intrinsic = children.map { Self.intrinsicWidth($0) }
        let fixed = intrinsic.compactMap { $0 }.reduce(0, +) + Self.spacing * Double(max(0, children.count - 1))
        let flexible = intrinsic.filter { $0 == nil }.count
        let share = flexible > 0 ? max(0, width - fixed) / Double(flexible) : 0
        let scale = fixed > width && flexible == 0 ? width / fixed : 1
        // A row with nothing to stretch hugs its content, centred in its column.
        var offset = flexible == 0 && centered && fixed < width ? (width - fixed) / 2 : 0
        var height = 0.0
        for (child, size) in zip(children, intrinsic) {
            let w = (size ?? share) * scale
            let built = build(child, x: x + offset, y: y, width: w, centered: false)
            blocks.append(built.specs)
            height = max(height, built.height)
            offset += w + Self.spacing * scale
        }
        return (prioritized(children, blocks), height)
    }

    private mutating func list(_ rows: [ViewNode], x: Double, y: Double, width: Double) -> ([ViewSpec], Double) {
        var specs: [ViewSpec] = []
        var offset = 0.0
        for row in rows {
            if case .section = row.kind {
                let built = build(row, x: x, y: y + offset, width: width, centered: false)
                specs += built.specs
                offset += built.height + 16
            } else if case .group = row.kind, row.childBehavior == nil, row.label == nil, !row.hidden,
                !row.children.isEmpty
            {
                // A Group or ForEach in a list gives rows (or sections), not one row.
                let built = list(row.children, x: x, y: y + offset, width: width)
                specs += built.0
                offset += built.1
            } else {
                let built = build(row, x: x + 16, y: y + offset + 11, width: width - 32, centered: false)
                specs += built.specs
                offset += max(Self.rowHeight, built.height + 22)
            }
        }
        return (specs, offset)
    }

    private mutating func section(
        _ node: ViewNode, header: String?, footer: String?, x: Double, y: Double, width: Double
    ) -> ([ViewSpec], Double) {
        var specs: [ViewSpec] = []
        var offset = 0.0
        if let header {
            // A section header is a heading (upper-cased when it was read).
            var spec = ViewSpec(kind: .heading, title: header, location: node.location)
            spec.frame = Rect(x: x + 16, y: y, width: width - 32, height: 18)
            specs.append(spec)
            offset += 26
        }
        let rows = list(node.children, x: x, y: y + offset, width: width)
        specs += rows.0
        offset += rows.1
        if let footer {
            var spec = ViewSpec(kind: .text, title: footer, location: node.location)
            spec.frame = Rect(x: x + 16, y: y + offset + 6, width: width - 32, height: 18)
            specs.append(spec)
            offset += 30
        }
        return (specs, offset)
    }
}
