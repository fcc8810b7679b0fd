internal import AppModel
internal import AppSpec
internal import Diagnostics
internal import Foundation

extension ScenarioLoader {
    /// `capture: path`: the controller's views come from a runtime capture
    /// (relative to the scenario's folder), with their captured frames; the
    /// controller's own `views` follow them.
    func importCapture(_ node: YAMLNode, into spec: inout ControllerSpec) throws(Diagnostic) {
        let relative = try node.string("capture")
        let full = Self.resolve(relative, besides: node.location.file)
        guard FileManager.default.fileExists(atPath: full) else {
            throw node.error("the capture '\(relative)' does not exist (looked for '\(full)')")
        }
        let result = try sources.capture(full, spec.id)
        guard let controller = result.controllers.first else {
            throw node.error("the capture '\(relative)' holds no screen")
        }
        spec.capture = relative
        spec.isCaptured = true
        spec.views = controller.views + spec.views
        if spec.title == nil { spec.title = controller.title }
        spec.capturedScreenSize = result.screenSize
    }

    /// `handlers: {Keyboards: {activate: {push: keyboards}}}`: handlers for
    /// views found by id, then accessibility identifier, then label (or
    /// title), so a scenario scripts a captured screen without knowing the
    /// ids its import gave.
    func attachHandlers(_ node: YAMLNode, to spec: inout ControllerSpec) throws(Diagnostic) {
        for entry in try node.entries("handlers") {
            let handlers = try parseHandlers(
                entry.value, what: "the handlers of '\(entry.key)'",
                allowed: HandlerEvent.names(HandlerEvent.view))
            guard let path = Self.viewPath(matching: entry.key, in: spec.views) else {
                let names = Self.names(in: spec.views)
                throw entry.keyNode.error(
                    "no view of '\(spec.id)' has the id, identifier or label '\(entry.key)'",
                    hint: Suggestions.hint(for: entry.key, among: names)
                        ?? "a key names a view by its id, accessibility identifier or label")
            }
            Self.update(at: path, in: &spec.views) { view in
                for (event, handler) in handlers.byEvent { view.handlers.byEvent[event] = handler }
                for (direction, handler) in handlers.scroll { view.handlers.scroll[direction] = handler }
            }
        }
    }

    /// A captured view whose id another controller uses too becomes
    /// `<controller>.<id>` (`accessibility.Settings`), so two captures of an
    /// app that both show "Settings" load side by side.
    static func qualifyCapturedIDs(_ controllers: [ControllerSpec]) -> [ControllerSpec] {
        guard controllers.contains(where: { $0.capture != nil }) else { return controllers }
        var owners: [String: Set<String>] = [:]
        // A controller's id is its root view's: a view by that name would shadow it.
        for controller in controllers { owners[controller.id, default: []].insert("controller \(controller.id)") }
        for controller in controllers {
            var pending = controller.views + controller.navigationItemViews
            while let view = pending.popLast() {
                if let id = view.id { owners[id, default: []].insert(controller.id) }
                pending += view.subviews
            }
        }
        return controllers.map { controller in
            guard controller.capture != nil else { return controller }
            var controller = controller
            let qualified = { (id: String) in (owners[id]?.count ?? 0) > 1 ? "\(controller.id).\(id)" : id }
            func rename(_ view: ViewSpec) -> ViewSpec {
                var view = view
                view.id = view.id.map(qualified)
                view.elements = view.elements?.map(qualified)
                view.subviews = view.subviews.map(rename)
                return view
            }
            controller.views = controller.views.map(rename)
            return controller
        }
    }

    /// The first view (depth first) whose id, then identifier, then label or title is `key`.
    static func viewPath(matching key: String, in views: [ViewSpec]) -> [Int]? {
        let tests: [(ViewSpec) -> Bool] = [
            { $0.id == key || $0.objectID == key }, { $0.identifier == key }, { $0.label == key || $0.title == key },
        ]
        for test in tests {
            var pending: [[Int]] = (0..<views.count).reversed().map { [$0] }
            while let path = pending.popLast() {
                var view = views[path[0]]
                for index in path.dropFirst() { view = view.subviews[index] }
                if test(view) { return path }
                for index in (0..<view.subviews.count).reversed() { pending.append(path + [index]) }
            }
        }
        return nil
    }

    private static func names(in views: [ViewSpec]) -> [String] {
        var names: [String] = []
        var pending = views
        while let view = pending.popLast() {
            names += [view.id, view.identifier, view.label, view.title].compactMap { $0 }
            pending += view.subviews
        }
        return names
    }

    private static func update(at path: [Int], in views: inout [ViewSpec], _ change: (inout ViewSpec) -> Void) {
        if path.count == 1 {
            change(&views[path[0]])
            return
        }
        update(at: Array(path.dropFirst()), in: &views[path[0]].subviews, change)
    }
}
