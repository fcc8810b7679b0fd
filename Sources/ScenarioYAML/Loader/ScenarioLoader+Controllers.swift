internal import AppModel
internal import AppSpec
internal import Diagnostics

extension ScenarioLoader {
    static let controllerKeys: Set<String> = Set(ControllerKey.allCases.map(\.rawValue))

    /// One controller: its `type` first, then its other keys (ControllerKey).
    /// A key its type does not take is an error at the key that names the
    /// types taking it.
    /// With `base` (the imported controller of that id), the keys written
    /// add to it: `views` follow its views, `handlers` attach to them, and
    /// a `type` other than its own starts the type's fields afresh.
    func parseController(id: String, node: YAMLNode, base: ControllerSpec? = nil) throws(Diagnostic) -> ControllerSpec {
        var spec = base ?? ControllerSpec(id: id, location: node.location)
        let what = "the controller '\(id)'"
        let entries = try node.entries(what, allowed: Self.controllerKeys)
        var typeKnown = true
        if let type = entries.first(where: { $0.key == ControllerKey.type.rawValue }) {
            if let kind = node.sink.attempt({ () throws(Diagnostic) in
                try type.value.choice("type", as: ControllerSpec.Kind.self)
            }) {
                if kind != spec.kind { spec.content = ControllerContent(kind) }
            } else {
                typeKnown = false
            }
        }
        var handlers: YAMLNode?
        var namesCapture = false
        var hasAlert = false
        for entry in entries {
            guard let key = ControllerKey(rawValue: entry.key), key != .type else { continue }
            guard key.belongs(to: spec.kind) else {
                // With a misspelt type, the type's own keys are no further mistake.
                if typeKnown { node.sink.record(entry.keyNode.error(Self.typeRefusal(key, type: spec.kind))) }
                continue
            }
            switch key {
            case .capture: namesCapture = true
            case .alert: hasAlert = true
            case .handlers:
                handlers = entry.value
                continue
            default: break
            }
            // A bad value of one key is recorded; the controller's other keys are still read.
            _ = node.sink.attempt { () throws(Diagnostic) in
                try parseControllerKey(key, entry.value, what: what, into: &spec)
            }
        }
        // A capture that failed to load has been reported; its handlers would only repeat it.
        let captureFailed = namesCapture && spec.capture == nil
        if let handlers, !captureFailed {
            _ = node.sink.attempt { () throws(Diagnostic) in try attachHandlers(handlers, to: &spec) }
        }
        if spec.kind == .alert && !hasAlert && typeKnown {
            throw node.error("the alert '\(id)' needs an 'alert' mapping with its title and actions")
        }
        return spec
    }

    /// The controller ids of a `stack`, `tabs` or `pages` list, each
    /// remembered with its line for the reference errors.
    static func references(
        _ value: YAMLNode, _ name: String, into spec: inout ControllerSpec
    ) throws(Diagnostic) -> [String] {
        let located = try value.locatedStrings(name)
        for item in located where spec.referenceLocations[item.value] == nil {
            spec.referenceLocations[item.value] = item.location
        }
        return located.map(\.value)
    }

    /// "'tabs' is not a key of a content controller: type tabBar takes it".
    static func typeRefusal(_ key: ControllerKey, type: ControllerSpec.Kind) -> String {
        let takers = (key.types ?? []).map(\.rawValue).joined(separator: ", ")
        return "'\(key.rawValue)' is not a key of a \(type.rawValue) controller: type \(takers) takes it"
    }

    private func parseControllerKey(
        _ key: ControllerKey, _ value: YAMLNode, what: String, into spec: inout ControllerSpec
    ) throws(Diagnostic) {
        let name = key.rawValue
        switch key {
        case .type, .handlers: break
        case .alert: spec.content = .alert(try parseAlert(value))
        case .title: spec.title = try value.optionalString(name)
        case .views: spec.views += try parseViews(value, what: name)
        case .rootView: spec.rootView = try parseView(value, rootView: true)
        case .stack, .toolbarHidden:
            guard case .navigation(var navigation) = spec.content else { return }
            if key == .stack {
                navigation.stack = try Self.references(value, name, into: &spec)
            } else {
                navigation.toolbarHidden = try value.bool(name)
            }
            spec.content = .navigation(navigation)
        case .tabs, .selected:
            guard case .tabBar(var tabBar) = spec.content else { return }
            if key == .tabs {
                tabBar.tabs = try Self.references(value, name, into: &spec)
            } else {
                tabBar.selected = try value.int(name)
            }
            spec.content = .tabBar(tabBar)
        case .primary, .secondary, .supplementary:
            guard case .split(var split) = spec.content else { return }
            let id = try value.string(name)
            spec.referenceLocations[id] = value.location
            switch key {
            case .primary: split.primary = id
            case .secondary: split.secondary = id
            default: split.supplementary = id
            }
            spec.content = .split(split)
        case .pages, .current:
            guard case .page(var page) = spec.content else { return }
            if key == .pages {
                page.pages = try Self.references(value, name, into: &spec)
            } else {
                page.current = try value.int(name)
            }
            spec.content = .page(page)
        case .children:
            for item in try value.list(name) {
                var controller: String?
                var container: String?
                for child in try item.entries("a child", allowed: ["controller", "in"]) {
                    if child.key == "controller" {
                        controller = try child.value.string("controller")
                    } else {
                        container = try child.value.string("in")
                    }
                    if let id = child.key == "controller" ? controller : container {
                        spec.referenceLocations[id] = child.value.location
                    }
                }
                guard let controller else { throw item.error("a child needs a 'controller'") }
                spec.children.append(ControllerSpec.ChildSpec(controller: controller, in: container))
            }
        case .modalPresentationStyle:
            spec.modalPresentationStyle = try value.choice(name, as: ModalPresentationStyle.self)
        case .modalTransitionStyle: spec.modalTransitionStyle = try value.choice(name, as: ModalTransitionStyle.self)
        case .definesPresentationContext: spec.definesPresentationContext = try value.bool(name)
        case .providesPresentationContextTransitionStyle:
            spec.providesPresentationContextTransitionStyle = try value.bool(name)
        case .isModalInPresentation: spec.isModalInPresentation = try value.bool(name)
        case .restorationId: spec.restorationID = try value.string(name)
        case .restorationClass: spec.restorationClass = try value.string(name)
        case .segues:
            for segue in try value.entries("the segues of '\(spec.id)'") {
                spec.segues.append(ControllerSpec.SegueEntry(id: segue.key, spec: try parseSegue(segue.value)))
            }
        case .unwindActions: spec.unwindActions = try value.stringList(name)
        case .navigationItem: spec.navigationItem = try parseNavigationItem(value)
        case .toolbarItems: spec.toolbarItems = try parseViews(value, what: name)
        case .tabBarItem:
            var item = ControllerSpec.TabBarItemSpec()
            for field in try value.entries(name, allowed: ["title", "badge"]) {
                if field.key == "title" {
                    item.title = try field.value.optionalString("title")
                } else {
                    item.badge = try field.value.optionalString("badge")
                }
            }
            spec.tabBarItem = item
        case .storyboardId: spec.storyboardID = try value.string(name)
        case .objectId: spec.objectID = try value.string(name)
        case .captured: spec.isCaptured = try value.bool(name)
        case .canvas:
            let n = try value.numbers(name, count: 2)
            guard n[0] > 0, n[1] > 0 else { throw value.error("a canvas's width and height must be more than 0") }
            spec.canvas = Size(width: n[0], height: n[1])
        case .estimatedLayout: spec.estimatedLayout = try value.bool(name)
        case .reference: spec.reference = try value.string(name)
        case .capture: try importCapture(value, into: &spec)
        case .on:
            let allowed = HandlerEvent.names(HandlerEvent.controller)
            spec.handlers = try parseHandlers(value, what: what, allowed: allowed)
        }
    }

    private func parseAlert(_ node: YAMLNode) throws(Diagnostic) -> ControllerSpec.AlertSpec {
        var alert = ControllerSpec.AlertSpec()
        for entry in try node.entries("alert", allowed: ["title", "message", "style", "actions"]) {
            switch entry.key {
            case "title": alert.title = try entry.value.optionalString("alert.title")
            case "message": alert.message = try entry.value.optionalString("alert.message")
            case "style": alert.style = try entry.value.choice("alert.style", as: AlertController.Style.self)
            case "actions":
                for item in try entry.value.list("alert.actions") {
                    var title: String?
                    var style = AlertAction.Style.default
                    var handler: HandlerSpec?
                    for field in try item.entries("an alert action", allowed: ["title", "style", "do"]) {
                        switch field.key {
                        case "title": title = try field.value.string("title")
                        case "style": style = try field.value.choice("style", as: AlertAction.Style.self)
                        default: handler = try parseHandler(field.value)
                        }
                    }
                    guard let title else { throw item.error("an alert action needs a 'title'") }
                    alert.actions.append(ControllerSpec.AlertActionSpec(title: title, style: style, handler: handler))
                }
            default: break
            }
        }
        return alert
    }

    private func parseNavigationItem(_ node: YAMLNode) throws(Diagnostic) -> ControllerSpec.NavigationItemSpec {
        var item = ControllerSpec.NavigationItemSpec()
        for entry in try node.entries("navigationItem", allowed: ["title", "backTitle", "left", "right", "titleView"]) {
            switch entry.key {
            case "title": item.title = try entry.value.optionalString("title")
            case "backTitle": item.backTitle = try entry.value.optionalString("backTitle")
            case "left": for view in try entry.value.list("left") { item.left.append(try parseView(view)) }
            case "right": for view in try entry.value.list("right") { item.right.append(try parseView(view)) }
            case "titleView": item.titleView = try parseView(entry.value)
            default: break
            }
        }
        return item
    }

    private func parseSegue(_ node: YAMLNode) throws(Diagnostic) -> ControllerSpec.SegueSpec {
        var spec = ControllerSpec.SegueSpec(
            kind: .show, destination: nil, style: nil, blocked: false, location: node.location)
        let keys: Set<String> = ["kind", "destination", "style", "transition", "unwindAction", "in", "blocked"]
        for entry in try node.entries("a segue", allowed: keys) {
            switch entry.key {
            case "kind": spec.kind = try entry.value.choice("kind", as: SegueKind.self)
            case "destination": spec.destination = try entry.value.string("destination")
            case "style": spec.style = try entry.value.choice("style", as: ModalPresentationStyle.self)
            case "transition": spec.transition = try entry.value.choice("transition", as: ModalTransitionStyle.self)
            case "unwindAction": spec.unwindAction = try entry.value.string("unwindAction")
            case "in": spec.containerView = try entry.value.string("in")
            case "blocked": spec.blocked = try entry.value.bool("blocked")
            default: break
            }
        }
        if spec.destination == nil && spec.kind != .unwind {
            throw node.error("a segue needs a 'destination' controller id")
        }
        if spec.kind == .unwind && spec.destination == nil && spec.unwindAction == nil {
            throw node.error("an unwind segue needs an 'unwindAction' (or a 'destination')")
        }
        return spec
    }
}
