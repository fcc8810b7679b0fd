internal import AppModel
internal import Diagnostics

/// What a scenario may call a view (docs/scenario-format.md, "Naming
/// views"): its id, its accessibility identifier, or a label a view of the
/// app can have. Ids and identifiers are settled when the file loads;
/// labels only when the step runs, among the elements on screen, so here
/// a label is accepted when some view of the file can carry it.
struct ViewNames {
    /// View ids, source-document ids, container chrome and control parts.
    private(set) var ids: Set<String> = []
    private(set) var identifiers: Set<String> = []
    /// Every text a view can be labelled with: labels, titles, texts,
    /// placeholders, segment titles, bar and alert titles, labels `set`
    /// actions give, and UIKit's "Back".
    private(set) var labels: Set<String> = ["Back"]

    init(spec: ScenarioSpec, viewIDs: [String]) {
        ids.formUnion(viewIDs)
        for controller in spec.controllers {
            add(controller)
            var pending = controller.views + controller.navigationItemViews + (controller.rootView.map { [$0] } ?? [])
            while let view = pending.popLast() {
                add(view)
                pending += view.subviews
            }
        }
        for handler in spec.appDelegate.byEvent.values { addLabels(setBy: handler.actions) }
        for step in spec.steps {
            if case .perform(let actions) = step.kind { addLabels(setBy: actions) }
        }
    }

    /// Whether `name` is an id, an identifier or a label the file knows;
    /// a label joined with ", " from known parts (a cell's text and
    /// detail) counts too.
    func accepts(_ name: String) -> Bool {
        if ids.contains(name) || identifiers.contains(name) || labels.contains(name) { return true }
        let parts = name.split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
        return parts.count > 1 && parts.allSatisfy(labels.contains)
    }

    /// "did you mean" for a name: the nearest id, identifier or label
    /// (on a tie, in that order).
    func suggestion(for name: String) -> String? {
        Suggestions.hint(for: name, amongGroups: [ids, identifiers, labels])
    }

    private mutating func add(_ controller: ControllerSpec) {
        let id = controller.id
        labels.formUnion(
            [
                controller.title, controller.navigationItem?.title, controller.navigationItem?.backTitle,
                controller.tabBarItem?.title,
            ].compactMap { $0 ?? nil })
        // Containers build chrome with ids of their own ("nav.back", "tabs.tab0").
        switch controller.content {
        case .navigation: ids.formUnion(["\(id).back", "\(id).title"])
        case .tabBar(let tabBar): ids.formUnion(tabBar.tabs.indices.map { "\(id).tab\($0)" })
        case .page: ids.insert("\(id).pageControl")
        case .alert(let alert):
            ids.formUnion(["\(id).title", "\(id).message"] + alert.actions.indices.map { "\(id).action\($0)" })
            labels.formUnion([alert.title, alert.message].compactMap { $0 } + alert.actions.map(\.title))
            for action in alert.actions { addLabels(setBy: action.handler?.actions ?? []) }
        default: break
        }
        for handler in controller.handlers.byEvent.values { addLabels(setBy: handler.actions) }
    }

    private mutating func add(_ view: ViewSpec) {
        if let identifier = view.identifier { identifiers.insert(identifier) }
        labels.formUnion([view.label, view.title, view.value, view.placeholder, view.imageName].compactMap { $0 })
        labels.formUnion(view.segments)
        // While a field is edited, the keyboard's keys are on screen too.
        if view.kind.isTextEntry { labels.formUnion(KeyboardView.keyLabels) }
        if case .cell(let cell) = view.content, let detail = cell.detail { labels.insert(detail) }
        for handler in view.handlers.byEvent.values { addLabels(setBy: handler.actions) }
        for handler in view.handlers.scroll.values { addLabels(setBy: handler.actions) }
        for action in view.customActions { addLabels(setBy: action.handler.actions) }
        // Ids UIKit's compound controls give their parts: a stepper's
        // `id.increment`, a segmented control's `id.0`, a picker's
        // `id.component0`, a date picker's `id.month`, `id.time`, …
        guard let id = view.id else { return }
        switch view.kind {
        case .stepper: ids.formUnion(["\(id).increment", "\(id).decrement"])
        case .segmented: ids.formUnion(view.segments.indices.map { "\(id).\($0)" })
        case .picker: ids.formUnion(view.components.indices.map { "\(id).component\($0)" })
        case .datePicker:
            ids.formUnion(
                ["month", "day", "year", "hour", "minute", "period", "date", "time", "hours", "minutes"].map {
                    "\(id).\($0)"
                })
        default: break
        }
    }

    private mutating func addLabels(setBy actions: [ActionSpec]) {
        for action in actions {
            if case .set(let set) = action.kind, case .some(.some(let label)) = set.label { labels.insert(label) }
        }
    }
}
