internal import AppSpec
internal import Diagnostics
internal import AppModel

extension ScenarioLoader {
    static let controllerKeys: Set<String> = [
        "type", "alert", "title", "views", "rootView", "stack", "tabs", "selected", "primary", "secondary", "pages",
        "current", "children", "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "isModalInPresentation", "restorationId", "restorationClass",
        "segues", "unwindActions", "on", "navigationItem", "tabBarItem", "storyboardId", "supplementary", "objectId", "toolbarItems", "toolbarHidden",
        "capture", "captured", "handlers", "canvas",
    ]

    func parseController(id: String, node: YAMLNode) throws(Diagnostic) -> ControllerSpec {
        var spec = ControllerSpec(id: id, location: node.location)
        let what = "the controller '\(id)'"
        var handlers: YAMLNode?
        var namesCapture = false
        for entry in try node.entries(what, allowed: Self.controllerKeys) {
            if entry.key == "capture" { namesCapture = true }
            if entry.key == "handlers" {
                handlers = entry.value
                continue
            }
            // A bad value of one key is recorded; the controller's other keys are still read.
            _ = node.sink.attempt { () throws(Diagnostic) in try parseControllerKey(entry.key, entry.value, what: what, into: &spec) }
        }
        // A capture that failed to load has been reported; its handlers would only repeat it.
        let captureFailed = namesCapture && spec.capture == nil
        if let handlers, !captureFailed { _ = node.sink.attempt { () throws(Diagnostic) in try attachHandlers(handlers, to: &spec) } }
        if spec.kind == .alert && spec.alert == nil { throw node.error("the alert '\(id)' needs an 'alert' mapping with its title and actions") }
        return spec
    }

    private func parseControllerKey(_ key: String, _ value: YAMLNode, what: String, into spec: inout ControllerSpec) throws(Diagnostic) {
        switch key {
        case "type": spec.kind = try value.choice("type", as: ControllerSpec.Kind.self)
        case "alert": spec.alert = try parseAlert(value)
        case "title": spec.title = try value.optionalString("title")
        case "views":
            spec.views = try parseViews(value, what: "views")
        case "rootView": spec.rootView = try parseView(value, rootView: true)
        case "stack": spec.stack = try value.stringList("stack")
        case "tabs": spec.tabs = try value.stringList("tabs")
        case "selected": spec.selected = try value.int("selected")
        case "primary": spec.primary = try value.string("primary")
        case "secondary": spec.secondary = try value.string("secondary")
        case "pages": spec.pages = try value.stringList("pages")
        case "current": spec.current = try value.int("current")
        case "children":
            for item in try value.list("children") {
                var controller: String?
                var container: String?
                for child in try item.entries("a child", allowed: ["controller", "in"]) {
                    if child.key == "controller" { controller = try child.value.string("controller") } else { container = try child.value.string("in") }
                }
                guard let controller else { throw item.error("a child needs a 'controller'") }
                spec.children.append((controller, container))
            }
        case "modalPresentationStyle": spec.modalPresentationStyle = try value.choice("modalPresentationStyle", as: ModalPresentationStyle.self)
        case "modalTransitionStyle": spec.modalTransitionStyle = try value.choice("modalTransitionStyle", as: ModalTransitionStyle.self)
        case "definesPresentationContext": spec.definesPresentationContext = try value.bool("definesPresentationContext")
        case "providesPresentationContextTransitionStyle":
            spec.providesPresentationContextTransitionStyle = try value.bool("providesPresentationContextTransitionStyle")
        case "isModalInPresentation": spec.isModalInPresentation = try value.bool("isModalInPresentation")
        case "restorationId": spec.restorationID = try value.string("restorationId")
        case "restorationClass": spec.restorationClass = try value.string("restorationClass")
        case "segues":
            for segue in try value.entries("the segues of '\(spec.id)'") {
                spec.segues.append((segue.key, try parseSegue(segue.value)))
            }
        case "unwindActions": spec.unwindActions = try value.stringList("unwindActions")
        case "navigationItem": spec.navigationItem = try parseNavigationItem(value)
        case "toolbarItems": spec.toolbarItems = try parseViews(value, what: "toolbarItems")
        case "toolbarHidden": spec.toolbarHidden = try value.bool("toolbarHidden")
        case "tabBarItem":
            var item = ControllerSpec.TabBarItemSpec()
            for field in try value.entries("tabBarItem", allowed: ["title", "badge"]) {
                if field.key == "title" { item.title = try field.value.optionalString("title") } else { item.badge = try field.value.optionalString("badge") }
            }
            spec.tabBarItem = item
        case "storyboardId": spec.storyboardID = try value.string("storyboardId")
        case "objectId": spec.objectID = try value.string("objectId")
        case "supplementary": spec.supplementary = try value.string("supplementary")
        case "captured": spec.isCaptured = try value.bool("captured")
        case "canvas":
            let n = try value.numbers("canvas", count: 2)
            guard n[0] > 0, n[1] > 0 else { throw value.error("a canvas's width and height must be more than 0") }
            spec.canvas = Size(width: n[0], height: n[1])
        case "capture": try importCapture(value, into: &spec)
        default:
            let allowed = HandlerEvent.names(HandlerEvent.controller)
            spec.handlers = try parseHandlers(value, what: what, allowed: allowed)
        }
    }

    private func parseAlert(_ node: YAMLNode) throws(Diagnostic) -> ControllerSpec.AlertSpec {
        var alert = ControllerSpec.AlertSpec(title: nil, message: nil, style: .alert, actions: [])
        for entry in try node.entries("alert", allowed: ["title", "message", "style", "actions"]) {
            switch entry.key {
            case "title": alert.title = try entry.value.optionalString("alert.title")
            case "message": alert.message = try entry.value.optionalString("alert.message")
            case "style": alert.style = try entry.value.choice("alert.style", as: AlertController.Style.self)
            default:
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
                    alert.actions.append((title, style, handler))
                }
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
            default: item.titleView = try parseView(entry.value)
            }
        }
        return item
    }

    private func parseSegue(_ node: YAMLNode) throws(Diagnostic) -> ControllerSpec.SegueSpec {
        var spec = ControllerSpec.SegueSpec(kind: .show, destination: nil, style: nil, blocked: false, location: node.location)
        let keys: Set<String> = ["kind", "destination", "style", "transition", "unwindAction", "in", "blocked"]
        for entry in try node.entries("a segue", allowed: keys) {
            switch entry.key {
            case "kind": spec.kind = try entry.value.choice("kind", as: SegueKind.self)
            case "destination": spec.destination = try entry.value.string("destination")
            case "style": spec.style = try entry.value.choice("style", as: ModalPresentationStyle.self)
            case "transition": spec.transition = try entry.value.choice("transition", as: ModalTransitionStyle.self)
            case "unwindAction": spec.unwindAction = try entry.value.string("unwindAction")
            case "in": spec.containerView = try entry.value.string("in")
            default: spec.blocked = try entry.value.bool("blocked")
            }
        }
        if spec.destination == nil && spec.kind != .unwind { throw node.error("a segue needs a 'destination' controller id") }
        if spec.kind == .unwind && spec.destination == nil && spec.unwindAction == nil {
            throw node.error("an unwind segue needs an 'unwindAction' (or a 'destination')")
        }
        return spec
    }
}
