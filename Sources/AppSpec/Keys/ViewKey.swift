/// The keys of a view besides its kind key and the appearance keys
/// (docs/scenario-format.md, "Views"): the one table the YAML reader, the
/// writer, the did-you-mean suggestions and the docs test read. A key with
/// ``kinds`` belongs to those kinds only; any other kind refuses it.
public enum ViewKey: String, Sendable, Hashable, CaseIterable {
    // Every kind.
    case id, objectId, label, value, spokenValue, hint, traits, addTraits, frame, hidden, alpha, isElement
    case elementsHidden, modal, group, containerType, elements, identifier, language, activationPoint, headingLevel
    case customActions, customContent, customRotors, views, on, enabled, outlet, layout
    // Particular kinds.
    case isOn, step, min, max, placeholder, selected, page, pages, contentSize, offset, paging, rows
    case detail, accessory, prototype, imageName, animating, hidesWhenStopped, components, selectedRows, mode, style,
        date, color
    case returnKey, clearButton, keyboard

    /// The kinds that take the key; `nil` when every kind does.
    public var kinds: [ViewKind]? {
        switch self {
        case .id, .objectId, .label, .value, .spokenValue, .hint, .traits, .addTraits, .frame, .hidden, .alpha,
            .isElement,
            .elementsHidden, .modal, .group, .containerType, .elements, .identifier, .language, .activationPoint,
            .headingLevel,
            .customActions, .customContent, .customRotors, .views, .on, .enabled, .outlet, .layout:
            nil
        case .isOn: [.switch, .cell]
        case .step, .min, .max: [.slider, .stepper]
        case .placeholder: [.textField, .secureTextField, .searchField]
        case .selected: [.segmented]
        case .page, .pages: [.pageControl]
        case .contentSize, .offset, .paging: [.scroll]
        case .rows: [.table]
        case .detail, .accessory, .prototype: [.cell]
        case .imageName: [.button]
        case .animating, .hidesWhenStopped: [.activityIndicator]
        case .components, .selectedRows: [.picker]
        case .mode, .style, .date: [.datePicker]
        case .color: [.colorWell]
        case .returnKey, .keyboard: [.textField, .secureTextField, .searchField, .textView]
        case .clearButton: [.textField, .secureTextField, .searchField]
        }
    }

    /// Whether `kind` takes the key.
    public func belongs(to kind: ViewKind) -> Bool {
        kinds?.contains(kind) ?? true
    }

    /// The keys a controller's `rootView` takes: every common key but
    /// `views` (the controller's own `views` are the root view's subviews).
    public static let rootViewKeys: [ViewKey] = allCases.filter { $0.kinds == nil && $0 != .views }

    /// The keys `kind` takes, in table order.
    public static func keys(of kind: ViewKind) -> [ViewKey] {
        allCases.filter { $0.belongs(to: kind) }
    }
}
