internal import AppModel
internal import VoiceOver

/// What a view's name stands for in the app as it runs
/// (docs/scenario-format.md, "Naming views").
enum ViewLookup {
    case view(View)
    /// A label more than one element on screen has.
    case ambiguous(name: String, [View])
    case none
}

extension ActionPerformer {
    /// The view a step, handler or expectation names: the view with that
    /// id (near `anchor` first; when it is off screen and one element on
    /// screen has the name as its label, that element), else the one with that accessibility
    /// identifier, else the element on screen with that label (or a field
    /// without a label with that placeholder); two elements with the label
    /// are ``ViewLookup/ambiguous(name:_:)``.
    func lookUp(_ name: String, near anchor: View? = nil) -> ViewLookup {
        let named = findView(name, near: anchor)
        guard let application else { return named.map(ViewLookup.view) ?? .none }
        if let named {
            // A view off screen (a screen under a push) gives way to the one element on screen
            // with that label: an id made from a label is no name a person could see.
            let elements = ElementTree(application: application).elements.map(\.view)
            guard !elements.contains(where: { $0 === named }) else { return .view(named) }
            let labelled = elements.filter { $0.accessibilityLabel == name }
            return .view(labelled.count == 1 ? labelled[0] : named)
        }
        var roots: [View] = [application.window]
        roots += application.allControllers.compactMap(\.viewIfLoaded)
        for root in roots {
            if let view = root.firstDescendant(where: { $0.accessibilityIdentifier == name }) { return .view(view) }
        }
        let elements = ElementTree(application: application).elements.map(\.view)
        var labelled = elements.filter { $0.accessibilityLabel == name }
        // A field without a label goes by its placeholder (what a person sees in it).
        if labelled.isEmpty {
            labelled = elements.filter {
                ($0 as? TextField).map { $0.accessibilityLabel == nil && $0.placeholder == name } ?? false
            }
        }
        switch labelled.count {
        case 0: return .none
        case 1: return .view(labelled[0])
        default: return .ambiguous(name: name, labelled)
        }
    }

    /// The problem with a lookup that found no single view, for a failure
    /// message: "'Sign in' is the label of 2 elements on screen: …".
    static func problem(_ lookup: ViewLookup, _ name: String) -> String? {
        switch lookup {
        case .view: nil
        case .none: "no view has the id or identifier '\(name)', and no element on screen has it as its label"
        case .ambiguous(_, let views):
            "'\(name)' is the label of \(views.count) elements on screen: \(views.map(describe).joined(separator: " and ")); name one by its id or accessibility identifier"
        }
    }

    /// A view as a failure names it: its id, else its identifier, else its
    /// kind and where it is.
    static func describe(_ view: View) -> String {
        if let id = view.id { return "'\(id)'" }
        if let identifier = view.accessibilityIdentifier {
            return "the \(type(of: view).kindName) with identifier '\(identifier)'"
        }
        let frame = view.frameInWindow
        return "the \(type(of: view).kindName) at (\(Self.points(frame.origin.x)), \(Self.points(frame.origin.y)))"
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
