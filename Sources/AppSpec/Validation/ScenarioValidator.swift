internal import AppModel
public import Diagnostics
internal import VoiceOver

/// Checks a parsed scenario's references: every controller and view used
/// exists, ids are unique, containment has no cycles, and indexes are in
/// range. Runs before anything executes, so a typo never half-runs, and
/// reports every problem it finds, not the first.
struct ScenarioValidator {
    let spec: ScenarioSpec
    /// Names the file declares whose declarations did not load (they were
    /// reported already): a reference to one is no further mistake.
    var assumed: Set<String> = []

    /// Every reference problem, in the order the checks find them: each
    /// controller, handler, step and action is checked even after one fails.
    func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        let controllerIDs = spec.controllers.map(\.id)
        if spec.controller(spec.root) == nil && !assumed.contains(spec.root) {
            found.append(
                Diagnostic(
                    "the root controller '\(spec.root)' is not declared under 'controllers'",
                    at: spec.rootLocation ?? SourceLocation(file: spec.file, line: 1, column: 1),
                    hint: Suggestions.hint(for: spec.root, among: controllerIDs)))
        }
        var viewIDs: [String: SourceLocation] = [:]
        for controller in spec.controllers {
            checkControllerRefs(controller, ids: controllerIDs, into: &found)
            var views = controller.views
            if let root = controller.rootView { views.append(root) }
            views += controller.navigationItemViews
            collectViewIDs(views, into: &viewIDs, found: &found)
        }
        // Containment cycles would make the checks below walk forever.
        let cycles = cycleDiagnostics()
        guard cycles.isEmpty else { return found + cycles }
        let names = ViewNames(spec: spec, viewIDs: Array(viewIDs.keys))
        let ownIDs = Array(viewIDs.keys)
        for controller in spec.controllers {
            checkViews(
                controller.views + controller.navigationItemViews, ownIDs: ownIDs, names: names,
                controllerIDs: controllerIDs, into: &found)
            for child in controller.children {
                if let slot = child.in, !viewIDs.keys.contains(slot), !assumed.contains(slot) {
                    found.append(
                        unknownView(slot, at: controller.referenceLocations[slot] ?? controller.location, among: ownIDs)
                    )
                }
            }
            for handler in controller.handlers.byEvent.values {
                checkActions(handler.actions, names: names, controllerIDs: controllerIDs, into: &found)
            }
            for action in controller.alert?.actions ?? [] {
                if let handler = action.handler {
                    checkActions(handler.actions, names: names, controllerIDs: controllerIDs, into: &found)
                }
            }
        }
        for handler in spec.appDelegate.byEvent.values {
            checkActions(handler.actions, names: names, controllerIDs: controllerIDs, into: &found)
        }
        // An app whose code runs (SwiftUI sources) makes screens and views as it goes: what
        // its steps name is looked for when they run, not here.
        if spec.live == nil {
            for step in spec.steps { checkStep(step, names: names, controllerIDs: controllerIDs, into: &found) }
        }
        return found
    }

    private func unknownController(_ id: String, at location: SourceLocation, among ids: [String]) -> Diagnostic {
        Diagnostic("there is no controller '\(id)'", at: location, hint: Suggestions.hint(for: id, among: ids))
    }

    private func unknownView(_ id: String, at location: SourceLocation, among ids: [String]) -> Diagnostic {
        Diagnostic("there is no view with id '\(id)'", at: location, hint: Suggestions.hint(for: id, among: ids))
    }

    /// A controller id that is neither declared nor assumed gets an error at `location`.
    private func checkController(
        _ id: String, at location: SourceLocation, among ids: [String], into found: inout [Diagnostic]
    ) {
        if spec.controller(id) == nil && !assumed.contains(id) {
            found.append(unknownController(id, at: location, among: ids))
        }
    }

    /// A view name (id, accessibility identifier or label) the file gives no view gets an error at `location`.
    private func checkName(
        _ name: String, at location: SourceLocation, names: ViewNames, into found: inout [Diagnostic]
    ) {
        guard !names.accepts(name), !assumed.contains(name) else { return }
        found.append(
            Diagnostic(
                "no view has the id, accessibility identifier or label '\(name)'", at: location,
                hint: names.suggestion(for: name)
                    ?? "a view is named by its id, its accessibility identifier or (on the screen showing it) its label"
            ))
    }

    private func checkControllerRefs(_ controller: ControllerSpec, ids: [String], into found: inout [Diagnostic]) {
        for id in controller.containedIDs {
            checkController(id, at: controller.referenceLocations[id] ?? controller.location, among: ids, into: &found)
        }
        for segue in controller.segues.map(\.spec) {
            if let destination = segue.destination {
                checkController(destination, at: segue.location, among: ids, into: &found)
            } else if segue.kind != .unwind {
                found.append(
                    Diagnostic("a \(segue.kind.rawValue) segue needs a 'destination' controller id", at: segue.location)
                )
            }
        }
        switch controller.content {
        case .navigation(let navigation) where navigation.stack.isEmpty:
            found.append(
                Diagnostic(
                    "the navigation controller '\(controller.id)' needs a 'stack' of at least one controller",
                    at: controller.location))
        case .tabBar(let tabBar) where !tabBar.tabs.indices.contains(tabBar.selected):
            found.append(
                Diagnostic(
                    "the tab bar controller '\(controller.id)' has \(tabBar.tabs.count) tabs, so 'selected' cannot be \(tabBar.selected)",
                    at: controller.location))
        case .split(let split) where split.primary == nil:
            found.append(
                Diagnostic(
                    "the split view controller '\(controller.id)' needs a 'primary' controller", at: controller.location
                ))
        case .page(let page)
        where !page.pages.indices.contains(page.current) && !(page.pages.isEmpty && page.current == 0):
            found.append(
                Diagnostic(
                    "the page controller '\(controller.id)' has \(page.pages.count) pages, so 'current' cannot be \(page.current)",
                    at: controller.location))
        default: break
        }
    }

    private func collectViewIDs(
        _ views: [ViewSpec], into ids: inout [String: SourceLocation], found: inout [Diagnostic]
    ) {
        var pending = Array(views.reversed())
        while let view = pending.popLast() {
            if let id = view.id {
                if let first = ids[id] {
                    found.append(
                        Diagnostic("the view id '\(id)' is used twice (first at line \(first.line))", at: view.location)
                    )
                } else {
                    ids[id] = view.location
                }
            }
            // The source document's id names the view too.
            if let objectID = view.objectID, ids[objectID] == nil { ids[objectID] = view.location }
            pending += view.subviews.reversed()
        }
    }

    private func cycleDiagnostics() -> [Diagnostic] {
        var owner: [String: String] = [:]
        var found: [Diagnostic] = []
        for controller in spec.controllers {
            for child in controller.containedIDs {
                if let other = owner[child], other != controller.id {
                    found.append(
                        Diagnostic(
                            "the controller '\(child)' is contained by both '\(other)' and '\(controller.id)'",
                            at: controller.referenceLocations[child] ?? controller.location))
                    continue
                }
                owner[child] = controller.id
            }
        }
        // Each cycle once, at the first of its controllers the file declares,
        // over every containment (a controller contained twice is reported
        // above and can still close a cycle). Depth first, each controller
        // once: a containment that goes back to a controller on the current
        // path closes a cycle.
        let order = Dictionary(
            spec.controllers.map(\.id).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let byID = Dictionary(spec.controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var finished: Set<String> = []
        var reported: Set<[String]> = []
        var cycles: [(order: Int, diagnostic: Diagnostic)] = []
        for controller in spec.controllers where !finished.contains(controller.id) {
            var path: [String] = []
            var onPath: [String: Int] = [:]
            var stack: [(id: String, next: Int)] = [(controller.id, 0)]
            onPath[controller.id] = 0
            path.append(controller.id)
            while let top = stack.last {
                let children = byID[top.id]?.containedIDs ?? []
                guard top.next < children.count else {
                    stack.removeLast()
                    path.removeLast()
                    onPath[top.id] = nil
                    finished.insert(top.id)
                    continue
                }
                stack[stack.count - 1].next += 1
                let child = children[top.next]
                if let start = onPath[child] {
                    let cycle = Array(path[start...])
                    guard reported.insert(cycle.sorted()).inserted else { continue }
                    let firstIndex = cycle.indices.min { (order[cycle[$0]] ?? .max) < (order[cycle[$1]] ?? .max) } ?? 0
                    let chain = Array(cycle[firstIndex...] + cycle[..<firstIndex])
                    if let location = byID[chain[0]]?.location {
                        let diagnostic = Diagnostic(
                            "the controllers \((chain + [chain[0]]).joined(separator: " → ")) contain each other in a cycle",
                            at: location)
                        cycles.append((order[chain[0]] ?? .max, diagnostic))
                    }
                } else if !finished.contains(child), byID[child] != nil {
                    onPath[child] = path.count
                    path.append(child)
                    stack.append((child, 0))
                }
            }
        }
        found += cycles.sorted { $0.order < $1.order }.map(\.diagnostic)
        return found
    }

    private func checkViews(
        _ views: [ViewSpec], ownIDs: [String], names: ViewNames, controllerIDs: [String], into found: inout [Diagnostic]
    ) {
        var pending = Array(views.reversed())
        while let view = pending.popLast() {
            for id in view.elements ?? [] where !ownIDs.contains(id) && !assumed.contains(id) {
                found.append(unknownView(id, at: view.location, among: ownIDs))
            }
            for rotor in view.customRotors {
                for id in rotor.targets where !ownIDs.contains(id) && !assumed.contains(id) {
                    found.append(unknownView(id, at: view.location, among: ownIDs))
                }
            }
            for handler in view.handlers.byEvent.values {
                checkActions(handler.actions, names: names, controllerIDs: controllerIDs, into: &found)
            }
            for handler in view.handlers.scroll.values {
                checkActions(handler.actions, names: names, controllerIDs: controllerIDs, into: &found)
            }
            for action in view.customActions {
                checkActions(action.handler.actions, names: names, controllerIDs: controllerIDs, into: &found)
            }
            pending += view.subviews.reversed()
        }
    }

    private func checkActions(
        _ actions: [ActionSpec], names: ViewNames, controllerIDs: [String], into found: inout [Diagnostic]
    ) {
        for action in actions {
            var controllers: [String] = []
            var views: [String] = []
            switch action.kind {
            case .push(let id), .show(let id), .showDetail(let id), .unwind(let id), .removeChild(let id):
                controllers = [id]
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
            case .branch(let condition, let then, let otherwise):
                views = [condition.id]
                // Nesting is bounded by the file: each level is written out in it.
                checkActions(then + otherwise, names: names, controllerIDs: controllerIDs, into: &found)
            default: break
            }
            for id in controllers { checkController(id, at: action.location, among: controllerIDs, into: &found) }
            for name in views { checkName(name, at: action.location, names: names, into: &found) }
        }
    }

    /// The names of the custom rotors the views declare, in file order.
    private var customRotorNames: [String] {
        var names: [String] = []
        var pending =
            spec.controllers.flatMap { $0.views + $0.navigationItemViews + ($0.rootView.map { [$0] } ?? []) }.reversed()
            as [ViewSpec]
        while let view = pending.popLast() {
            for rotor in view.customRotors where !names.contains(rotor.name) { names.append(rotor.name) }
            pending += view.subviews.reversed()
        }
        return names
    }

    private func checkStep(_ step: StepSpec, names: ViewNames, controllerIDs: [String], into found: inout [Diagnostic])
    {
        switch step.kind {
        case .gesture(Gesture.rotor(.custom(let name))):
            let declared = customRotorNames
            if !declared.contains(name) {
                let choices = Rotor.allCases.map(\.rawValue) + declared
                found.append(
                    Diagnostic(
                        "rotor must be one of \(Rotor.allCases.map(\.rawValue).joined(separator: ", ")) or a custom rotor a view declares"
                            + (declared.isEmpty ? "" : " (\(declared.joined(separator: ", ")))") + ", not '\(name)'",
                        at: step.location, hint: Suggestions.hint(for: name, among: choices)))
            }
        case .gesture(Gesture.touch(.view(let name))), .focus(let name):
            checkName(name, at: step.location, names: names, into: &found)
        case .perform(let actions):
            checkActions(actions, names: names, controllerIDs: controllerIDs, into: &found)
        case .expect(let expectations):
            for expectation in expectations {
                switch expectation.kind {
                case .screen(let id), .presented(.some(let id)):
                    checkController(id, at: expectation.location, among: controllerIDs, into: &found)
                case .stack(let ids):
                    for id in ids { checkController(id, at: expectation.location, among: controllerIDs, into: &found) }
                case .value(let pairs):
                    for pair in pairs { checkName(pair.id, at: expectation.location, names: names, into: &found) }
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

    /// The reference problems, leaving out references to `assumed`: names
    /// the file declares whose declarations did not load (the loader has
    /// reported why), so one broken controller is not also a dozen
    /// unknown references.
    public func validationDiagnostics(assuming assumed: Set<String>) -> [Diagnostic] {
        ScenarioValidator(spec: self, assumed: assumed).diagnostics()
    }
}
