internal import AppSpec
internal import Diagnostics
internal import AppModel

extension ScenarioLoader {
    static let viewKinds: [String] = ViewKind.allCases.map(\.rawValue)
    static let commonViewKeys: [String] = [
        "id", "objectId", "label", "value", "spokenValue", "hint", "traits", "addTraits", "frame", "hidden", "alpha", "isElement",
        "elementsHidden", "modal", "group", "containerType", "elements", "identifier", "language", "activationPoint",
        "customActions", "views", "on",
    ]
    static let specificViewKeys: [String] = [
        "isOn", "step", "min", "max", "placeholder", "selected", "page", "pages", "contentSize", "offset", "paging", "rows",
        "enabled", "detail", "accessory", "imageName", "animating", "hidesWhenStopped", "components", "selectedRows", "mode", "style", "date",
    ]

    /// A list of views; a view with a problem is recorded and left out,
    /// and the others are still read.
    func parseViews(_ node: YAMLNode, what: String) throws(Diagnostic) -> [ViewSpec] {
        var views: [ViewSpec] = []
        for item in try node.list(what) {
            if let view = node.sink.attempt({ () throws(Diagnostic) in try parseView(item) }) { views.append(view) }
        }
        return views
    }

    func parseView(_ node: YAMLNode, rootView: Bool = false) throws(Diagnostic) -> ViewSpec {
        let kindKeys = Set(Self.viewKinds)
        let allowed = kindKeys.union(Self.commonViewKeys).union(Self.specificViewKeys).union(Self.appearanceKeys)
        let recorded = node.sink.count
        let entries = try node.entries(rootView ? "rootView" : "a view", allowed: allowed)
        let kinds = entries.filter { kindKeys.contains($0.key) }
        var spec = ViewSpec(kind: .view, location: node.location)
        if rootView {
            if let kind = kinds.first { throw kind.keyNode.error("rootView takes the root view's properties, not a kind key like '\(kind.key)'") }
        } else {
            guard kinds.count == 1, let kind = kinds.first else {
                if kinds.isEmpty {
                    // A misspelt kind key was reported as an unknown key already.
                    if node.sink.count > recorded { return spec }
                    throw node.error("a view needs exactly one kind key (\(Self.viewKinds.prefix(6).joined(separator: ", ")), …)")
                }
                throw kinds[1].keyNode.error("a view has exactly one kind key, but this one also has '\(kinds[0].key)'")
            }
            spec.kind = ViewKind(rawValue: kind.key)!
            spec.location = kind.keyNode.location
            if kind.key == "segmented" {
                spec.segments = try kind.value.stringList("segmented")
            } else {
                spec.title = try kind.value.optionalString(kind.key)
            }
        }
        for entry in entries where !kindKeys.contains(entry.key) {
            _ = node.sink.attempt { () throws(Diagnostic) in try parseViewKey(entry.key, entry.value, into: &spec) }
        }
        return spec
    }

    private func parseViewKey(_ key: String, _ value: YAMLNode, into spec: inout ViewSpec) throws(Diagnostic) {
        if try parseAppearanceKey(key, value, into: &spec.appearance) { return }
        switch key {
        case "id": spec.id = try value.string("id")
        case "objectId": spec.objectID = try value.string("objectId")
        case "label": spec.label = try value.optionalString("label")
        case "value":
            let numeric = spec.kind.isNumeric
            if numeric { spec.numericValue = try value.double("value") } else { spec.value = try value.optionalString("value") }
        case "spokenValue": spec.spokenValue = try value.optionalString("spokenValue")
        case "hint": spec.hint = try value.optionalString("hint")
        case "traits": spec.traits = try Self.traits(value, what: "traits")
        case "addTraits": spec.addTraits = try Self.traits(value, what: "addTraits")
        case "frame":
            let n = try value.numbers("frame", count: 4)
            guard n[2] >= 0, n[3] >= 0 else { throw value.error("a frame's width and height must not be negative") }
            spec.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        case "hidden": spec.hidden = try value.bool("hidden")
        case "alpha": spec.alpha = try value.double("alpha")
        case "isElement": spec.isElement = try value.bool("isElement")
        case "elementsHidden": spec.elementsHidden = try value.bool("elementsHidden")
        case "modal": spec.modal = try value.bool("modal")
        case "group": spec.group = try value.bool("group")
        case "containerType": spec.containerType = try value.choice("containerType", as: AccessibilityContainerType.self)
        case "elements": spec.elements = try value.stringList("elements")
        case "identifier": spec.identifier = try value.string("identifier")
        case "language": spec.language = try value.string("language")
        case "activationPoint":
            let n = try value.numbers("activationPoint", count: 2)
            spec.activationPoint = Point(x: n[0], y: n[1])
        case "customActions":
            for item in try value.list("customActions") {
                var name: String?
                var handler: HandlerSpec?
                for field in try item.entries("a custom action", allowed: ["name", "do"]) {
                    if field.key == "name" { name = try field.value.string("name") } else { handler = try parseHandler(field.value) }
                }
                guard let name else { throw item.error("a custom action needs a 'name'") }
                spec.customActions.append((name, handler ?? HandlerSpec(actions: [], location: item.location)))
            }
        case "views":
            spec.subviews = try parseViews(value, what: "views")
        case "on":
            spec.handlers = try parseHandlers(value, what: "a view", allowed: HandlerEvent.names(HandlerEvent.view))
        case "isOn": spec.isOn = try value.bool("isOn")
        case "animating": spec.animating = try value.bool("animating")
        case "components":
            var components: [[String]] = []
            for item in try value.list("components") { components.append(try item.stringList("each component")) }
            spec.components = components
        case "selectedRows":
            var rows: [Int] = []
            for item in try value.list("selectedRows") { rows.append(try item.int("each selected row")) }
            spec.selectedRows = rows
        case "mode": spec.datePickerMode = try value.choice("mode", as: DatePicker.Mode.self)
        case "style": spec.datePickerStyle = try value.choice("style", as: DatePicker.Style.self)
        case "date":
            let text = try value.string("date")
            guard let date = PickerDate(text: text) else { throw value.error("date must look like 2026-11-23 or 2026-11-23 09:41, not '\(text)'") }
            spec.date = date
        case "hidesWhenStopped": spec.hidesWhenStopped = try value.bool("hidesWhenStopped")
        case "step": spec.step = try value.double("step")
        case "min": spec.minimum = try value.double("min")
        case "max": spec.maximum = try value.double("max")
        case "placeholder": spec.placeholder = try value.string("placeholder")
        case "imageName": spec.imageName = try value.string("imageName")
        case "selected": spec.selected = try value.int("selected")
        case "page": spec.page = try value.int("page")
        case "pages": spec.pages = try value.int("pages")
        case "contentSize":
            let n = try value.numbers("contentSize", count: 2)
            spec.contentSize = Size(width: n[0], height: n[1])
        case "offset":
            let n = try value.numbers("offset", count: 2)
            spec.offset = Point(x: n[0], y: n[1])
        case "paging": spec.paging = try value.bool("paging")
        case "enabled": spec.enabled = try value.bool("enabled")
        case "detail": spec.detail = try value.optionalString("detail")
        case "accessory": spec.accessory = try value.choice("accessory", as: Cell.Accessory.self)
        default:
            if value.isSequence {
                spec.rows = try value.stringList("rows")
            } else {
                let count = try value.int("rows")
                spec.rows = (1...max(1, count)).map { "Row \($0)" }
            }
        }
    }
}
