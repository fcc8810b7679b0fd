/// The keys of a view controller (docs/scenario-format.md, "View
/// controllers"): the one table the YAML reader, the writer, the
/// did-you-mean suggestions and the docs test read. A key with ``types``
/// belongs to those controller types only; any other type refuses it.
public enum ControllerKey: String, Sendable, Hashable, CaseIterable {
    // Every type.
    case type, title, views, rootView, children, modalPresentationStyle, modalTransitionStyle,
        definesPresentationContext
    case providesPresentationContextTransitionStyle, isModalInPresentation, restorationId, restorationClass
    case segues, unwindActions, on, navigationItem, tabBarItem, storyboardId, objectId, toolbarItems
    case capture, captured, handlers, canvas, estimatedLayout, reference
    // Particular types.
    case stack, toolbarHidden, tabs, selected, primary, secondary, supplementary, pages, current, alert

    /// The controller types that take the key; `nil` when every type does.
    public var types: [ControllerSpec.Kind]? {
        switch self {
        case .stack, .toolbarHidden: [.navigation]
        case .tabs, .selected: [.tabBar]
        case .primary, .secondary, .supplementary: [.split]
        case .pages, .current: [.page]
        case .alert: [.alert]
        default: nil
        }
    }

    /// Whether a controller of `type` takes the key.
    public func belongs(to type: ControllerSpec.Kind) -> Bool {
        types?.contains(type) ?? true
    }
}
