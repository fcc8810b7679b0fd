internal import AppModel
internal import AppSpec
internal import Diagnostics

/// Makes model views from ``ViewSpec``s (docs/scenario-format.md, "Views") and wires
/// their `on` handlers and custom actions to the ``ActionPerformer``.
@MainActor
struct ViewFactory {
    let performer: ActionPerformer
    /// Where each view made is declared, kept for the run's reports.
    var locations: ViewLocations?

    func make(_ spec: ViewSpec) -> View {
        let view = makeKind(spec)
        apply(spec, to: view)
        locations?.record(view, spec.location)
        // By index: a `for sub in` loop copies each subview's spec.
        for index in spec.subviews.indices {
            let child = make(spec.subviews[index])
            if let table = view as? TableView, let cell = child as? Cell {
                table.appendRow(cell)
            } else {
                view.addSubview(child)
            }
        }
        return view
    }

    private func makeKind(_ spec: ViewSpec) -> View {
        let id = spec.id
        let frame = spec.frame
        let title = spec.title
        switch spec.content {
        case .text: return Label(title, id: id, frame: frame)
        case .heading:
            let label = Label(title, id: id, frame: frame)
            label.addedAccessibilityTraits = .header
            return label
        case .button(let imageName):
            let button = Button(title, id: id, frame: frame)
            button.imageName = imageName
            return button
        case .link: return Link(title, id: id, frame: frame)
        case .image:
            let image = ImageView(title, id: id, frame: frame)
            if spec.label != nil || spec.isElement == true { image.isAccessibilityElement = true }
            return image
        case .switch(let isOn): return Switch(title, isOn: isOn ?? false, id: id, frame: frame)
        case .slider(let range):
            return Slider(
                title, value: range.value ?? 0.5, minimumValue: range.minimum ?? 0, maximumValue: range.maximum ?? 1,
                step: range.step ?? 0.1, id: id, frame: frame)
        case .stepper(let range):
            return Stepper(
                title, value: range.value ?? 0, minimumValue: range.minimum ?? 0, maximumValue: range.maximum ?? 100,
                step: range.step ?? 1, id: id, frame: frame)
        case .textField(let placeholder): return textField(.plain, placeholder: placeholder, spec)
        case .secureTextField(let placeholder): return textField(.secure, placeholder: placeholder, spec)
        case .searchField(let placeholder): return textField(.search, placeholder: placeholder, spec)
        case .textView:
            let text = TextView(text: spec.value ?? "", id: id, frame: frame)
            if let title { text.accessibilityLabel = title }
            if let key = spec.returnKey { text.returnKeyType = key }
            if let keyboard = spec.keyboard { text.keyboardType = keyboard }
            return text
        case .segmented(let segmented):
            return SegmentedControl(
                segmented.segments, selectedSegmentIndex: segmented.selected ?? 0, id: id, frame: frame)
        case .pageControl(let control):
            return PageControl(
                currentPage: control.page ?? Int(saturating: control.value ?? 0), numberOfPages: control.pages ?? 1,
                id: id, frame: frame)
        case .progress(let value): return ProgressView(title, progress: value ?? 0, id: id, frame: frame)
        case .activityIndicator(let activity):
            return ActivityIndicator(
                title, isAnimating: activity.animating ?? true, hidesWhenStopped: activity.hidesWhenStopped ?? true,
                id: id, frame: frame)
        case .scroll(let content):
            let scroll = ScrollView(id: id, frame: frame)
            if let size = content.contentSize { scroll.contentSize = size }
            if let offset = content.offset { scroll.contentOffset = offset }
            scroll.isPagingEnabled = content.paging
            return scroll
        case .table(let rows):
            let table = TableView(id: id, frame: frame)
            for (index, row) in rows.enumerated() { table.appendRow(Cell(row, id: id.map { "\($0).row\(index)" })) }
            return table
        case .cell(let content):
            let cell = Cell(title, detailText: content.detail, id: id, frame: frame)
            if let accessory = content.accessory { cell.accessory = accessory }
            cell.isPrototype = content.isPrototype
            if let isOn = content.isOn { cell.accessorySwitch?.isOn = isOn }
            return cell
        case .collection: return CollectionView(id: id, frame: frame)
        case .picker(let picker):
            return PickerView(
                spec.label ?? title, components: picker.components, selectedRows: picker.selectedRows, id: id,
                frame: frame)
        case .datePicker(let picker):
            return DatePicker(
                spec.label ?? title, mode: picker.mode ?? .dateAndTime, style: picker.style ?? .automatic,
                date: picker.date ?? .reference, id: id, frame: frame)
        case .colorWell(let color): return ColorWell(title, color: color, id: id, frame: frame)
        case .stack: return StackView(id: id, frame: frame)
        case .element: return AccessibilityElement(title, id: id, frame: frame)
        case .view:
            let view = View(id: id, frame: frame)
            if let title { view.accessibilityLabel = title }
            return view
        }
    }

    private func textField(_ style: TextField.Style, placeholder: String?, _ spec: ViewSpec) -> View {
        let field = TextField(
            style: style, text: spec.value ?? "", placeholder: placeholder, id: spec.id, frame: spec.frame)
        if let title = spec.title { field.accessibilityLabel = title }
        if let key = spec.returnKey { field.returnKeyType = key }
        if let mode = spec.clearButton { field.clearButtonMode = mode }
        if let keyboard = spec.keyboard { field.keyboardType = keyboard }
        return field
    }

    /// Common keys; also used for a controller's `rootView`.
    func apply(_ spec: ViewSpec, to view: View) {
        view.sourceID = spec.objectID
        if spec.location != .inCode {
            view.origin = "\(spec.location.file):\(spec.location.line):\(spec.location.column)"
        }
        if let label = spec.label { view.accessibilityLabel = label }
        if let value = spec.value, !spec.kind.isNumeric, !spec.kind.isTextEntry {
            view.accessibilityValue = value
        }
        if let spoken = spec.spokenValue { view.accessibilityValue = spoken }
        if let hint = spec.hint { view.accessibilityHint = hint }
        if let traits = spec.traits { view.accessibilityTraits = traits }
        view.addedAccessibilityTraits.formUnion(spec.addTraits)
        if spec.hidden { view.isHidden = true }
        if spec.enabled == false {
            if let control = view as? Control {
                control.isEnabled = false
            } else {
                view.addedAccessibilityTraits.insert(.notEnabled)
            }
        }
        if let alpha = spec.alpha { view.alpha = alpha }
        if let isElement = spec.isElement { view.isAccessibilityElement = isElement }
        if spec.elementsHidden { view.accessibilityElementsHidden = true }
        if spec.modal { view.accessibilityViewIsModal = true }
        if spec.group { view.shouldGroupAccessibilityChildren = true }
        if spec.containerType != .none { view.accessibilityContainerType = spec.containerType }
        if let identifier = spec.identifier { view.accessibilityIdentifier = identifier }
        if let language = spec.language { view.accessibilityLanguage = language }
        view.outlet = spec.outlet
        view.layoutFacts = spec.layout
        if let level = spec.headingLevel { view.accessibilityHeadingLevel = level }
        if let point = spec.activationPoint { view.customActivationPoint = point }
        if let order = spec.elements {
            performer.deferElementOrder(order, for: view)
        }
        view.accessibilityCustomContent = spec.customContent
        if !spec.customRotors.isEmpty { performer.deferCustomRotors(spec.customRotors, for: view) }
        view.accessibilityCustomActions = spec.customActions.map { action in
            let performer = performer
            let handler = action.handler
            return CustomAction(name: action.name) { [unowned view] in
                performer.run(handler, from: view)
            }
        }
        install(spec.handlers, on: view)
        applyAppearance(spec.appearance, to: view)
    }

    private func applyAppearance(_ appearance: ViewAppearanceSpec, to view: View) {
        guard !appearance.isEmpty else { return }
        view.setAppearance(
            ViewAppearance(
                backgroundColor: appearance.backgroundColor, tintColor: appearance.tintColor,
                textColor: appearance.textColor,
                indicatorColor: appearance.indicatorColor, font: appearance.font, numberOfLines: appearance.lines,
                adjustsFontSizeToFitWidth: appearance.shrinksToFit, imageIsTemplate: appearance.templateImage))
    }

    private func install(_ set: HandlerSet, on view: View) {
        let performer = performer
        func handler(_ event: HandlerEvent) -> (@MainActor () -> Bool)? {
            guard let spec = set[event] else { return nil }
            return { [unowned view] in performer.run(spec, from: view) }
        }
        view.handlers.activate = handler(.activate)
        view.handlers.increment = handler(.increment)
        view.handlers.decrement = handler(.decrement)
        view.handlers.escape = handler(.escape)
        view.handlers.magicTap = handler(.magicTap)
        view.handlers.submit = handler(.submit)
        if let change = set[.change] {
            view.handlers.change = { [unowned view] in _ = performer.run(change, from: view) }
        }
        view.handlers.scroll = performer.scrollHandler(set.scroll, from: view)
        if let focused = set[.focused] {
            view.handlers.focused = { [unowned view] in _ = performer.run(focused, from: view) }
        }
    }
}
