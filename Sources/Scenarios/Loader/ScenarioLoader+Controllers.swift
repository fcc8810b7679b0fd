internal import AppModel

extension ScenarioLoader {
    static let controllerKeys: Set<String> = [
        "type", "alert", "title", "views", "rootView", "stack", "tabs", "selected", "primary", "secondary", "pages",
        "current", "children", "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "isModalInPresentation", "restorationId", "restorationClass",
        "segues", "unwindActions", "on",
    ]

    func parseController(id: String, node: YAMLNode) throws(ScenarioError) -> ControllerSpec {
        var spec = ControllerSpec(id: id, location: node.location)
        let what = "the controller '\(id)'"
        for entry in try node.entries(what, allowed: Self.controllerKeys) {
            let value = entry.value
            switch entry.key {
            case "type": spec.kind = try value.choice("type", as: ControllerSpec.Kind.self)
            case "alert": spec.alert = try parseAlert(value)
            case "title": spec.title = try value.optionalString("title")
            case "views":
                for item in try value.list("views") { spec.views.append(try parseView(item)) }
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
                for segue in try value.entries("the segues of '\(id)'") {
                    spec.segues.append((segue.key, try parseSegue(segue.value)))
                }
            case "unwindActions": spec.unwindActions = try value.stringList("unwindActions")
            default:
                let allowed = Set(["escape", "magicTap", "scroll"] + Self.lifecycleEvents)
                spec.handlers = try parseHandlers(value, what: what, allowed: allowed)
            }
        }
        if spec.kind == .alert && spec.alert == nil { throw node.error("the alert '\(id)' needs an 'alert' mapping with its title and actions") }
        return spec
    }

    private func parseAlert(_ node: YAMLNode) throws(ScenarioError) -> ControllerSpec.AlertSpec {
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

    private func parseSegue(_ node: YAMLNode) throws(ScenarioError) -> ControllerSpec.SegueSpec {
        var kind: SegueKind = .show
        var destination: String?
        var style: ModalPresentationStyle?
        var blocked = false
        for entry in try node.entries("a segue", allowed: ["kind", "destination", "style", "blocked"]) {
            switch entry.key {
            case "kind": kind = try entry.value.choice("kind", as: SegueKind.self)
            case "destination": destination = try entry.value.string("destination")
            case "style": style = try entry.value.choice("style", as: ModalPresentationStyle.self)
            default: blocked = try entry.value.bool("blocked")
            }
        }
        guard let destination else { throw node.error("a segue needs a 'destination' controller id") }
        return ControllerSpec.SegueSpec(kind: kind, destination: destination, style: style, blocked: blocked, location: node.location)
    }
}
