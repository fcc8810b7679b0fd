internal import AppSpec
internal import AppModel

/// Makes model views from ``ViewSpec``s (docs/scenario-format.md, "Views") and wires
/// their `on` handlers and custom actions to the ``ActionPerformer``.
@MainActor
struct ViewFactory {
    let performer: ActionPerformer

    func make(_ spec: ViewSpec) -> View {
        let view = makeKind(spec)
        apply(spec, to: view)
        for sub in spec.subviews {
            let child = make(sub)
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
        switch spec.kind {
        case .text: return Label(spec.title, id: id, frame: frame)
        case .heading:
            let label = Label(spec.title, id: id, frame: frame)
            label.addedAccessibilityTraits = .header
            return label
        case .button:
            let button = Button(spec.title, id: id, frame: frame)
            button.imageName = spec.imageName
            return button
        case .link: return Link(spec.title, id: id, frame: frame)
        case .image:
            let image = ImageView(spec.title, id: id, frame: frame)
            if spec.label != nil || spec.isElement == true { image.isAccessibilityElement = true }
            return image
        case .`switch`: return Switch(spec.title, isOn: spec.isOn ?? false, id: id, frame: frame)
        case .slider:
            return Slider(spec.title, value: spec.numericValue ?? 0.5, minimumValue: spec.minimum ?? 0, maximumValue: spec.maximum ?? 1, step: spec.step ?? 0.1, id: id, frame: frame)
        case .stepper:
            return Stepper(spec.title, value: spec.numericValue ?? 0, minimumValue: spec.minimum ?? 0, maximumValue: spec.maximum ?? 100, step: spec.step ?? 1, id: id, frame: frame)
        case .textField, .secureTextField, .searchField:
            let style: TextField.Style = spec.kind == .textField ? .plain : (spec.kind == .secureTextField ? .secure : .search)
            let field = TextField(style: style, text: spec.value ?? "", placeholder: spec.placeholder, id: id, frame: frame)
            if let title = spec.title { field.accessibilityLabel = title }
            return field
        case .textView:
            let text = TextView(text: spec.value ?? "", id: id, frame: frame)
            if let title = spec.title { text.accessibilityLabel = title }
            return text
        case .segmented: return SegmentedControl(spec.segments, selectedSegmentIndex: spec.selected ?? 0, id: id, frame: frame)
        case .pageControl:
            return PageControl(currentPage: spec.page ?? Int(saturating: spec.numericValue ?? 0), numberOfPages: spec.pages ?? 1, id: id, frame: frame)
        case .progress: return ProgressView(spec.title, progress: spec.numericValue ?? 0, id: id, frame: frame)
        case .activityIndicator:
            return ActivityIndicator(spec.title, isAnimating: spec.animating ?? true, hidesWhenStopped: spec.hidesWhenStopped ?? true, id: id, frame: frame)
        case .scroll:
            let scroll = ScrollView(id: id, frame: frame)
            if let size = spec.contentSize { scroll.contentSize = size }
            if let offset = spec.offset { scroll.contentOffset = offset }
            scroll.isPagingEnabled = spec.paging
            return scroll
        case .table:
            let table = TableView(id: id, frame: frame)
            for (index, row) in spec.rows.enumerated() { table.appendRow(Cell(row, id: id.map { "\($0).row\(index)" })) }
            return table
        case .cell:
            let cell = Cell(spec.title, detailText: spec.detail, id: id, frame: frame)
            if let accessory = spec.accessory { cell.accessory = accessory }
            if let isOn = spec.isOn { cell.accessorySwitch?.isOn = isOn }
            return cell
        case .collection: return CollectionView(id: id, frame: frame)
        case .picker: return PickerView(spec.label ?? spec.title, components: spec.components, selectedRows: spec.selectedRows, id: id, frame: frame)
        case .datePicker:
            return DatePicker(spec.label ?? spec.title, mode: spec.datePickerMode ?? .dateAndTime, style: spec.datePickerStyle ?? .automatic, date: spec.date ?? .reference, id: id, frame: frame)
        case .stack: return StackView(id: id, frame: frame)
        case .element: return AccessibilityElement(spec.title, id: id, frame: frame)
        case .view:
            let view = View(id: id, frame: frame)
            if let title = spec.title { view.accessibilityLabel = title }
            return view
        }
    }

    /// Common keys; also used for a controller's `rootView`.
    func apply(_ spec: ViewSpec, to view: View) {
        view.sourceID = spec.objectID
        if let label = spec.label { view.accessibilityLabel = label }
        let numeric = spec.kind.isNumeric
        if let value = spec.value, !numeric, ![ViewKind.textField, .secureTextField, .searchField, .textView].contains(spec.kind) {
            view.accessibilityValue = value
        }
        if let spoken = spec.spokenValue { view.accessibilityValue = spoken }
        if let hint = spec.hint { view.accessibilityHint = hint }
        if let traits = spec.traits { view.accessibilityTraits = traits }
        view.addedAccessibilityTraits.formUnion(spec.addTraits)
        if spec.hidden { view.isHidden = true }
        if spec.enabled == false {
            if let control = view as? Control { control.isEnabled = false } else { view.addedAccessibilityTraits.insert(.notEnabled) }
        }
        if let alpha = spec.alpha { view.alpha = alpha }
        if let isElement = spec.isElement { view.isAccessibilityElement = isElement }
        if spec.elementsHidden { view.accessibilityElementsHidden = true }
        if spec.modal { view.accessibilityViewIsModal = true }
        if spec.group { view.shouldGroupAccessibilityChildren = true }
        if spec.containerType != .none { view.accessibilityContainerType = spec.containerType }
        if let identifier = spec.identifier { view.accessibilityIdentifier = identifier }
        if let language = spec.language { view.accessibilityLanguage = language }
        if let point = spec.activationPoint { view.customActivationPoint = point }
        if let order = spec.elements {
            performer.deferElementOrder(order, for: view)
        }
        view.accessibilityCustomActions = spec.customActions.map { action in
            let performer = performer
            let handler = action.handler
            return CustomAction(name: action.name) { [weak view] in
                performer.run(handler, from: view)
            }
        }
        install(spec.handlers, on: view)
        applyAppearance(spec.appearance, to: view)
    }

    private func applyAppearance(_ appearance: ViewAppearanceSpec, to view: View) {
        guard !appearance.isEmpty else { return }
        view.backgroundColor = appearance.backgroundColor
        view.tintColor = appearance.tintColor
        view.textColor = appearance.textColor
        view.indicatorColor = appearance.indicatorColor
        view.font = appearance.font
        view.numberOfLines = appearance.lines
        view.adjustsFontSizeToFitWidth = appearance.shrinksToFit
        view.imageIsTemplate = appearance.templateImage
    }

    private func install(_ set: HandlerSet, on view: View) {
        let performer = performer
        func handler(_ name: String) -> (@MainActor () -> Bool)? {
            guard let spec = set.byEvent[name] else { return nil }
            return { [weak view] in performer.run(spec, from: view) }
        }
        view.handlers.activate = handler("activate")
        view.handlers.increment = handler("increment")
        view.handlers.decrement = handler("decrement")
        view.handlers.escape = handler("escape")
        view.handlers.magicTap = handler("magicTap")
        view.handlers.scroll = performer.scrollHandler(set.scroll, from: view)
        if let focused = set.byEvent["focused"] {
            view.handlers.focused = { [weak view] in _ = performer.run(focused, from: view) }
        }
    }
}
