internal import VoiceOver
public import Diagnostics
internal import AppModel

/// Checks a parsed scenario's references: every controller and view id
/// used exists, ids are unique, containment has no cycles, and indexes are
/// in range. Runs before anything executes, so a typo never half-runs.
struct ScenarioValidator {
    let spec: ScenarioSpec

    /// Every reference problem, in the order the checks find them: each
    /// controller, handler and step is checked even after one fails.
    func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        func check(_ body: () throws(Diagnostic) -> Void) {
            do { try body() } catch { found.append(error) }
        }
        let controllerIDs = spec.controllers.map(\.id)
        let rootLocation = SourceLocation(file: spec.file, line: 1, column: 1)
        guard spec.controller(spec.root) != nil else {
            return [Diagnostic(
                "the root controller '\(spec.root)' is not declared under 'controllers'", at: rootLocation,
                hint: Suggestions.hint(for: spec.root, among: controllerIDs))]
        }
        var viewIDs: [String: SourceLocation] = [:]
        for controller in spec.controllers {
            check { () throws(Diagnostic) in try checkControllerRefs(controller, ids: controllerIDs) }
            var views = controller.views
            if let root = controller.rootView { views.append(root) }
            views += controller.navigationItemViews
            check { () throws(Diagnostic) in try collectViewIDs(views, into: &viewIDs) }
        }
        // Containment cycles would make the checks below walk forever.
        check { () throws(Diagnostic) in try checkCycles() }
        guard found.isEmpty else { return found }
        let allViews = Array(viewIDs.keys)
        for controller in spec.controllers {
            check { () throws(Diagnostic) in
                try checkViews(controller.views + controller.navigationItemViews, controller: controller, viewIDs: allViews, controllerIDs: controllerIDs)
            }
            for child in controller.children {
                if let slot = child.in, !allViews.contains(slot) { found.append(unknownView(slot, at: controller.location, among: allViews)) }
            }
            for handler in controller.handlers.byEvent.values {
                check { () throws(Diagnostic) in try checkActions(handler.actions, viewIDs: allViews, controllerIDs: controllerIDs) }
            }
            for action in controller.alert?.actions ?? [] {
                if let handler = action.handler { check { () throws(Diagnostic) in try checkActions(handler.actions, viewIDs: allViews, controllerIDs: controllerIDs) } }
            }
        }
        for handler in spec.appDelegate.byEvent.values {
            check { () throws(Diagnostic) in try checkActions(handler.actions, viewIDs: allViews, controllerIDs: controllerIDs) }
        }
        let known = knownIDs(viewIDs: allViews)
        for step in spec.steps {
            check { () throws(Diagnostic) in try checkStep(step, known: known, controllerIDs: controllerIDs) }
        }
        return found
    }

    /// Throws the first reference problem.
    func validate() throws(Diagnostic) {
        if let first = diagnostics().first { throw first }
    }

    private func unknownController(_ id: String, at location: SourceLocation, among ids: [String]) -> Diagnostic {
        Diagnostic("there is no controller '\(id)'", at: location, hint: Suggestions.hint(for: id, among: ids))
    }

    private func unknownView(_ id: String, at location: SourceLocation, among ids: [String]) -> Diagnostic {
        Diagnostic("there is no view with id '\(id)'", at: location, hint: Suggestions.hint(for: id, among: ids))
    }

    private func checkControllerRefs(_ controller: ControllerSpec, ids: [String]) throws(Diagnostic) {
        for id in controller.containedIDs where spec.controller(id) == nil {
            throw unknownController(id, at: controller.location, among: ids)
        }
        for segue in controller.segues.map(\.spec) {
            if let destination = segue.destination {
                if spec.controller(destination) == nil { throw unknownController(destination, at: segue.location, among: ids) }
            } else if segue.kind != .unwind {
                throw Diagnostic("a \(segue.kind.rawValue) segue needs a 'destination' controller id", at: segue.location)
            }
        }
        switch controller.content {
        case .navigation(let navigation) where navigation.stack.isEmpty:
            throw Diagnostic("the navigation controller '\(controller.id)' needs a 'stack' of at least one controller", at: controller.location)
        case .tabBar(let tabBar) where !tabBar.tabs.indices.contains(tabBar.selected):
            throw Diagnostic("the tab bar controller '\(controller.id)' has \(tabBar.tabs.count) tabs, so 'selected' cannot be \(tabBar.selected)", at: controller.location)
        case .split(let split) where split.primary == nil:
            throw Diagnostic("the split view controller '\(controller.id)' needs a 'primary' controller", at: controller.location)
        case .page(let page) where !page.pages.indices.contains(page.current) && !(page.pages.isEmpty && page.current == 0):
            throw Diagnostic("the page controller '\(controller.id)' has \(page.pages.count) pages, so 'current' cannot be \(page.current)", at: controller.location)
        default: break
        }
    }

    private func collectViewIDs(_ views: [ViewSpec], into ids: inout [String: SourceLocation]) throws(Diagnostic) {
        for view in views {
            if let id = view.id {
                if let first = ids[id] {
                    throw Diagnostic("the view id '\(id)' is used twice (first at line \(first.line))", at: view.location)
                }
                ids[id] = view.location
            }
            // The source document's id names the view too.
            if let objectID = view.objectID, ids[objectID] == nil { ids[objectID] = view.location }
            try collectViewIDs(view.subviews, into: &ids)
        }
    }

    private func checkCycles() throws(Diagnostic) {
        var owner: [String: String] = [:]
        for controller in spec.controllers {
            for child in controller.containedIDs {
                if let other = owner[child], other != controller.id {
                    throw Diagnostic("the controller '\(child)' is contained by both '\(other)' and '\(controller.id)'", at: controller.location)
                }
                owner[child] = controller.id
            }
        }
        for controller in spec.controllers {
            var seen: [String] = [controller.id]
            var current = controller.id
            while let parent = owner[current] {
                if seen.contains(parent) {
                    throw Diagnostic("the controllers \((seen + [parent]).joined(separator: " → ")) contain each other in a cycle", at: controller.location)
                }
                seen.append(parent)
                current = parent
            }
        }
    }

    private func checkViews(_ views: [ViewSpec], controller: ControllerSpec, viewIDs: [String], controllerIDs: [String]) throws(Diagnostic) {
        for view in views {
            for id in view.elements ?? [] where !viewIDs.contains(id) { throw unknownView(id, at: view.location, among: viewIDs) }
            for handler in view.handlers.byEvent.values { try checkActions(handler.actions, viewIDs: viewIDs, controllerIDs: controllerIDs) }
            for handler in view.handlers.scroll.values { try checkActions(handler.actions, viewIDs: viewIDs, controllerIDs: controllerIDs) }
            for action in view.customActions { try checkActions(action.handler.actions, viewIDs: viewIDs, controllerIDs: controllerIDs) }
            try checkViews(view.subviews, controller: controller, viewIDs: viewIDs, controllerIDs: controllerIDs)
        }
    }

    private func checkActions(_ actions: [ActionSpec], viewIDs: [String], controllerIDs: [String]) throws(Diagnostic) {
        for action in actions {
            var controllers: [String] = []
            var views: [String] = []
            switch action.kind {
            case .push(let id), .show(let id), .showDetail(let id), .unwind(let id), .removeChild(let id): controllers = [id]
            case .present(let id, _, _, let from):
                controllers = [id]
                views = from.map { [$0] } ?? []
            case .selectTab(.controller(let id)): controllers = [id]
            case .addChild(let controller, let slot):
                controllers = [controller]
                views = slot.map { [$0] } ?? []
            case .transition(let from, let to): controllers = [from, to]
            case .screenChanged(.element(let id)), .layoutChanged(.element(let id)): views = [id]
            case .set(let set): views = [set.id]
            case .toggle(let id), .increment(let id), .decrement(let id), .scrollPage(let id, _): views = [id]
            default: break
            }
            for id in controllers where spec.controller(id) == nil { throw unknownController(id, at: action.location, among: controllerIDs) }
            for id in views where !viewIDs.contains(id) { throw unknownView(id, at: action.location, among: viewIDs) }
        }
    }

    /// The view ids steps may name: the scenario's and the chrome's.
    private func knownIDs(viewIDs: [String]) -> [String] {
        // Containers build chrome with ids of their own ("nav.back", "tabs.tab0").
        let chrome = spec.controllers.flatMap { controller -> [String] in
            switch controller.kind {
            case .navigation: ["\(controller.id).back", "\(controller.id).title"]
            case .tabBar: controller.tabs.indices.map { "\(controller.id).tab\($0)" }
            case .page: ["\(controller.id).pageControl"]
            case .alert: ["\(controller.id).title", "\(controller.id).message"] + (controller.alert?.actions.indices.map { "\(controller.id).action\($0)" } ?? [])
            default: []
            }
        }
        return viewIDs + chrome + partIDs(spec.controllers.flatMap { $0.views + $0.navigationItemViews })
    }

    /// Ids UIKit's compound controls give their parts: a stepper's
    /// `id.increment` and `id.decrement`, a segmented control's `id.0`, a
    /// picker's `id.component0`, a date picker's `id.month`, `id.time`, …
    private func partIDs(_ views: [ViewSpec]) -> [String] {
        var ids: [String] = []
        var pending = views
        while let view = pending.popLast() {
            pending += view.subviews
            guard let id = view.id else { continue }
            switch view.kind {
            case .stepper: ids += ["\(id).increment", "\(id).decrement"]
            case .segmented: ids += view.segments.indices.map { "\(id).\($0)" }
            case .picker: ids += view.components.indices.map { "\(id).component\($0)" }
            case .datePicker: ids += ["month", "day", "year", "hour", "minute", "period", "date", "time", "hours", "minutes"].map { "\(id).\($0)" }
            default: break
            }
        }
        return ids
    }

    private func checkStep(_ step: StepSpec, known: [String], controllerIDs: [String]) throws(Diagnostic) {
        switch step.kind {
        case .gesture(Gesture.touch(.view(let id))), .focus(let id):
            if !known.contains(id) { throw unknownView(id, at: step.location, among: known) }
        case .perform(let actions):
            try checkActions(actions, viewIDs: known, controllerIDs: controllerIDs)
        case .expect(let expectations):
            for expectation in expectations {
                switch expectation.kind {
                case .screen(let id), .presented(.some(let id)):
                    if spec.controller(id) == nil { throw unknownController(id, at: expectation.location, among: controllerIDs) }
                case .stack(let ids):
                    for id in ids where spec.controller(id) == nil { throw unknownController(id, at: expectation.location, among: controllerIDs) }
                case .value(let pairs):
                    for pair in pairs where !known.contains(pair.id) { throw unknownView(pair.id, at: expectation.location, among: known) }
                default: break
                }
            }
        default: break
        }
    }
}

extension ScenarioSpec {
    /// Every reference problem of the spec (unknown or repeated ids,
    /// containment cycles, indexes out of range), in the order the checks
    /// find them; empty when the spec can be built and run.
    public func validationDiagnostics() -> [Diagnostic] {
        ScenarioValidator(spec: self).diagnostics()
    }
}
