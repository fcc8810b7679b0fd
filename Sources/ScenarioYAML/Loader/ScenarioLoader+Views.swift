internal import AppModel
internal import AppSpec
internal import Diagnostics

extension ScenarioLoader {
    static let viewKinds: [String] = ViewKind.allCases.map(\.rawValue)

    /// A list of views; a view with a problem is recorded and left out,
    /// and the others are still read.
    func parseViews(_ node: YAMLNode, what: String) throws(Diagnostic) -> [ViewSpec] {
        var views: [ViewSpec] = []
        for item in try node.list(what) {
            if let view = node.sink.attempt({ () throws(Diagnostic) in try parseView(item) }) { views.append(view) }
        }
        return views
    }

    /// One view: its kind key, then its other keys (ViewKey, AppearanceKey).
    /// A key its kind does not take is an error at the key that names the
    /// kinds taking it; a controller's `rootView` takes the common keys but
    /// `views`.
    func parseView(_ node: YAMLNode, rootView: Bool = false) throws(Diagnostic) -> ViewSpec {
        let kindKeys = Set(Self.viewKinds)
        let allowed = kindKeys.union(ViewKey.allCases.map(\.rawValue)).union(AppearanceKey.allCases.map(\.rawValue))
        let recorded = node.sink.count
        let entries = try node.entries(rootView ? "rootView" : "a view", allowed: allowed)
        let kinds = entries.filter { kindKeys.contains($0.key) }
        var spec = ViewSpec(kind: .view, location: node.location)
        var kindValue: YAMLNode?
        if rootView {
            if let kind = kinds.first {
                throw kind.keyNode.error("rootView takes the root view's properties, not a kind key like '\(kind.key)'")
            }
        } else {
            guard kinds.count == 1, let kind = kinds.first, let viewKind = ViewKind(rawValue: kind.key) else {
                if kinds.isEmpty {
                    // A misspelt kind key was reported as an unknown key already.
                    if node.sink.count > recorded { return spec }
                    throw node.error(
                        "a view needs exactly one kind key (\(Self.viewKinds.prefix(6).joined(separator: ", ")), …)")
                }
                throw kinds[1].keyNode.error("a view has exactly one kind key, but this one also has '\(kinds[0].key)'")
            }
            spec.content = ViewContent(viewKind)
            spec.location = kind.keyNode.location
            kindValue = kind.value
            if viewKind != .segmented { spec.title = try kind.value.optionalString(kind.key) }
        }
        var own = ContentKeys(sink: node.sink)
        for entry in entries where !kindKeys.contains(entry.key) {
            if let key = AppearanceKey(rawValue: entry.key) {
                _ = node.sink.attempt { () throws(Diagnostic) in
                    try parseAppearanceKey(key, entry.value, into: &spec.appearance)
                }
                continue
            }
            guard let key = ViewKey(rawValue: entry.key) else { continue }
            if rootView, key.kinds != nil || key == .views {
                node.sink.record(entry.keyNode.error(Self.rootViewRefusal(key)))
                continue
            }
            guard key.belongs(to: spec.kind) else {
                node.sink.record(
                    entry.keyNode.error(
                        Self.kindRefusal(key, kind: spec.kind), hint: Self.kindHint(key, kind: spec.kind)))
                continue
            }
            // A text input's form keys are stored on the view, not in its content.
            if (key.kinds != nil && key != .returnKey && key != .clearButton && key != .keyboard)
                || (key == .value && spec.kind.isNumeric)
            {
                own.nodes[key] = entry.value
                continue
            }
            _ = node.sink.attempt { () throws(Diagnostic) in try parseCommonViewKey(key, entry.value, into: &spec) }
        }
        if let kindValue { spec.content = ViewContentYAML.read(spec.kind, kindValue: kindValue, keys: own) }
        return spec
    }

    /// "'isOn' is not a key of a button: switch and cell take it".
    static func kindRefusal(_ key: ViewKey, kind: ViewKind) -> String {
        let takers = (key.kinds ?? []).map(\.rawValue)
        let list =
            takers.count <= 1 ? takers.joined() : takers.dropLast().joined(separator: ", ") + " and " + takers.last!
        return
            "'\(key.rawValue)' is not a key of a \(kind.rawValue): \(list) \(takers.count == 1 ? "takes" : "take") it"
    }

    /// The keys the kind does take, when one is near the refused key.
    static func kindHint(_ key: ViewKey, kind: ViewKind) -> String? {
        let own = ViewKey.keys(of: kind).filter { $0.kinds != nil }.map(\.rawValue)
        return Suggestions.hint(for: key.rawValue, among: own)
    }

    static func rootViewRefusal(_ key: ViewKey) -> String {
        if key == .views {
            return "rootView does not take 'views': the controller's own 'views' are the root view's subviews"
        }
        let takers = (key.kinds ?? []).map(\.rawValue).joined(separator: ", ")
        return "rootView takes the keys every view has, not '\(key.rawValue)' (a key of \(takers))"
    }

    private func parseCommonViewKey(_ key: ViewKey, _ value: YAMLNode, into spec: inout ViewSpec) throws(Diagnostic) {
        let name = key.rawValue
        switch key {
        case .id: spec.id = try value.string(name)
        case .objectId: spec.objectID = try value.string(name)
        case .label: spec.label = try value.optionalString(name)
        case .value: spec.value = try value.optionalString(name)
        case .spokenValue: spec.spokenValue = try value.optionalString(name)
        case .hint: spec.hint = try value.optionalString(name)
        case .traits: spec.traits = try Self.traits(value, what: name)
        case .addTraits: spec.addTraits = try Self.traits(value, what: name)
        case .frame:
            let n = try value.numbers(name, count: 4)
            guard n[2] >= 0, n[3] >= 0 else { throw value.error("a frame's width and height must not be negative") }
            spec.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        case .hidden: spec.hidden = try value.bool(name)
        case .alpha: spec.alpha = try value.double(name)
        case .isElement: spec.isElement = try value.bool(name)
        case .elementsHidden: spec.elementsHidden = try value.bool(name)
        case .modal: spec.modal = try value.bool(name)
        case .group: spec.group = try value.bool(name)
        case .containerType: spec.containerType = try value.choice(name, as: AccessibilityContainerType.self)
        case .elements: spec.elements = try value.stringList(name)
        case .identifier: spec.identifier = try value.string(name)
        case .language: spec.language = try value.string(name)
        case .outlet: spec.outlet = try value.string(name)
        case .layout:
            for item in try value.list(name) {
                let word = try item.string("a layout fact")
                guard let fact = LayoutFacts(name: word) else {
                    throw item.error(
                        "unknown layout fact '\(word)'",
                        hint: Suggestions.hint(for: word, among: LayoutFacts.named.map(\.name)))
                }
                spec.layout.formUnion(fact)
            }
        case .headingLevel:
            let level = try value.int(name)
            guard (1...6).contains(level) else {
                throw value.error("headingLevel must be between 1 and 6, not \(level)")
            }
            spec.headingLevel = level
        case .activationPoint:
            let n = try value.numbers(name, count: 2)
            spec.activationPoint = Point(x: n[0], y: n[1])
        case .customActions:
            for item in try value.list(name) {
                var actionName: String?
                var handler: HandlerSpec?
                for field in try item.entries("a custom action", allowed: ["name", "do"]) {
                    if field.key == "name" {
                        actionName = try field.value.string("name")
                    } else {
                        handler = try parseHandler(field.value)
                    }
                }
                guard let actionName else { throw item.error("a custom action needs a 'name'") }
                spec.customActions.append(
                    CustomActionSpec(
                        name: actionName, handler: handler ?? HandlerSpec(actions: [], location: item.location)))
            }
        case .customContent:
            for item in try value.list(name) {
                var content = AccessibilityCustomContent(label: "", value: "")
                var hasValue = false
                for field in try item.entries("custom content", allowed: ["label", "value", "importance"]) {
                    switch field.key {
                    case "label": content.label = try field.value.string("label")
                    case "value":
                        content.value = try field.value.string("value")
                        hasValue = true
                    default:
                        content.importance = try field.value.choice(
                            "importance", as: AccessibilityCustomContent.Importance.self)
                    }
                }
                guard hasValue else { throw item.error("custom content needs a 'value'") }
                spec.customContent.append(content)
            }
        case .customRotors:
            for item in try value.list(name) {
                var rotor = CustomRotorSpec(name: "", targets: [])
                for field in try item.entries("custom rotor", allowed: ["name", "targets"]) {
                    switch field.key {
                    case "name": rotor.name = try field.value.string("name")
                    default: rotor.targets = try field.value.stringList("targets")
                    }
                }
                guard !rotor.name.isEmpty else { throw item.error("a custom rotor needs a 'name'") }
                spec.customRotors.append(rotor)
            }
        case .views: spec.subviews = try parseViews(value, what: name)
        case .on:
            spec.handlers = try parseHandlers(value, what: "a view", allowed: HandlerEvent.names(HandlerEvent.view))
        case .enabled: spec.enabled = try value.bool(name)
        case .returnKey: spec.returnKey = try value.choice(name, as: ReturnKeyType.self)
        case .clearButton: spec.clearButton = try value.choice(name, as: ClearButtonMode.self)
        case .keyboard: spec.keyboard = try value.choice(name, as: KeyboardType.self)
        case .isOn, .step, .min, .max, .placeholder, .selected, .page, .pages, .contentSize, .offset, .paging, .rows,
            .detail, .accessory, .prototype, .imageName, .animating, .hidesWhenStopped, .components, .selectedRows,
            .mode, .style, .date, .color:
            // Kind keys are read with the kind's content (ViewContentYAML.read).
            break
        }
    }
}
