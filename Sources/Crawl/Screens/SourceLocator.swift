public import AppModel
public import AppSpec
public import Diagnostics

/// Finds where a view or controller is declared: its line in the scenario
/// file, or in the storyboard it was imported from.
public struct SourceLocator: Sendable {
    private var views: [String: SourceLocation] = [:]
    private var controllers: [String: SourceLocation] = [:]
    /// Where a view the spec does not hold was made from (a live update's).
    private let made: (@MainActor (View) -> SourceLocation?)?

    /// The declarations of every view with an id and every controller of
    /// `spec`; `made` tells where a view the spec does not hold was declared.
    public init(spec: ScenarioSpec, made: (@MainActor (View) -> SourceLocation?)? = nil) {
        self.made = made
        for controller in spec.controllers {
            controllers[controller.id] = controller.location
            var pending = controller.views + controller.navigationItemViews + (controller.rootView.map { [$0] } ?? [])
            while let view = pending.popLast() {
                if let id = view.id, views[id] == nil { views[id] = view.location }
                pending.append(contentsOf: view.subviews)
            }
        }
    }

    /// The declaration of `view`, else of the controller it belongs to.
    @MainActor
    public func location(of view: View) -> SourceLocation? {
        var current: View? = view
        while let candidate = current {
            if let id = candidate.id, let location = views[id] { return location }
            if let id = candidate.id, !id.isEmpty, let location = made?(candidate) { return location }
            if let controller = candidate.owningController, let location = controllers[controller.id] {
                return location
            }
            current = candidate.superview
        }
        return nil
    }

    /// The declaration of the controller `id`.
    public func location(ofController id: String) -> SourceLocation? {
        controllers[id]
    }
}
