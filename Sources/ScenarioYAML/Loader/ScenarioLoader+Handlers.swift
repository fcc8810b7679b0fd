internal import AppModel
internal import AppSpec
internal import Diagnostics

extension ScenarioLoader {
    /// An `on:` mapping: event name → actions; `scroll` → direction → actions.
    func parseHandlers(_ node: YAMLNode, what: String, allowed: Set<String>) throws(Diagnostic) -> HandlerSet {
        var set = HandlerSet()
        for entry in try node.entries("the handlers of \(what)", allowed: allowed) {
            if entry.key == "scroll" {
                if entry.value.isMapping {
                    let directions = Set(ScrollDirection.allCases.map(\.rawValue) + ["any"])
                    for direction in try entry.value.entries("the scroll handlers of \(what)", allowed: directions) {
                        set.scroll[direction.key] = try parseHandler(direction.value)
                    }
                } else {
                    set.scroll["any"] = try parseHandler(entry.value)
                }
            } else if let event = HandlerEvent(rawValue: entry.key) {
                set[event] = try parseHandler(entry.value)
            } else {
                throw entry.keyNode.error("'\(entry.key)' is not an event of \(what)", hint: nil)
            }
        }
        return set
    }

    /// A handler: a list of actions (or a single action).
    func parseHandler(_ node: YAMLNode) throws(Diagnostic) -> HandlerSpec {
        let items = node.isSequence ? try node.list("a handler") : [node]
        var actions: [ActionSpec] = []
        for item in items { actions.append(try parseAction(item)) }
        return HandlerSpec(actions: actions, location: node.location)
    }

    /// Every action name (ActionName), for the reader's suggestions.
    static let actionNames: Set<String> = Set(ActionName.allCases.map(\.rawValue))

    /// One action: a bare word (`pop`), a one-key map (`push: wifi`), or the
    /// flat form of `present` and `announce`.
    func parseAction(_ node: YAMLNode) throws(Diagnostic) -> ActionSpec {
        let (name, keyNode, value) = try Self.actionParts(node)
        let location = keyNode.location
        func id(_ what: String) throws(Diagnostic) -> String {
            guard let value else { throw keyNode.error("'\(name)' needs \(what)") }
            return try value.string("\(name)")
        }
        let kind: ActionSpec.Kind
        guard let action = ActionName(rawValue: name) else { throw keyNode.error("unknown action '\(name)'") }
        switch action {
        case .push: kind = .push(try id("a controller id"))
        case .pop: kind = .pop
        case .popToRoot: kind = .popToRoot
        case .dismiss: kind = .dismiss
        case .pass: kind = .pass
        case .present:
            guard let value else { throw keyNode.error("'present' needs a controller id") }
            if value.isMapping {
                var target: String?
                var style: ModalPresentationStyle?
                var transition: ModalTransitionStyle?
                var from: String?
                for entry in try value.entries("'present'", allowed: ["present", "id", "style", "transition", "from"]) {
                    switch entry.key {
                    case "present", "id": target = try entry.value.string("present")
                    case "style": style = try entry.value.choice("style", as: ModalPresentationStyle.self)
                    case "transition": transition = try entry.value.choice("transition", as: ModalTransitionStyle.self)
                    default: from = try entry.value.string("from")
                    }
                }
                guard let target else { throw value.error("'present' needs the controller id under 'present' or 'id'") }
                kind = .present(target, style: style, transition: transition, from: from)
            } else {
                kind = .present(try value.string("present"), style: nil, transition: nil, from: nil)
            }
        case .show: kind = .show(try id("a controller id"))
        case .showDetail: kind = .showDetail(try id("a controller id"))
        case .segue: kind = .segue(try id("a segue id"))
        case .unwind: kind = .unwind(try id("a controller id"))
        case .selectTab:
            let text = try id("a tab index or controller id")
            kind = .selectTab(Int(text).map { .index($0) } ?? .controller(text))
        case .addChild:
            guard let value else { throw keyNode.error("'addChild' needs {controller: id, in: viewId}") }
            var controller: String?
            var container: String?
            for entry in try value.entries("addChild", allowed: ["controller", "in"]) {
                if entry.key == "controller" {
                    controller = try entry.value.string("addChild.controller")
                } else {
                    container = try entry.value.string("addChild.in")
                }
            }
            guard let controller else { throw value.error("'addChild' needs a 'controller'") }
            kind = .addChild(controller: controller, in: container)
        case .removeChild: kind = .removeChild(try id("a controller id"))
        case .transition:
            guard let value else { throw keyNode.error("'transition' needs {from: id, to: id}") }
            var from: String?
            var to: String?
            for entry in try value.entries("transition", allowed: ["from", "to"]) {
                if entry.key == "from" {
                    from = try entry.value.string("transition.from")
                } else {
                    to = try entry.value.string("transition.to")
                }
            }
            guard let from, let to else { throw value.error("'transition' needs both 'from' and 'to'") }
            kind = .transition(from: from, to: to)
        case .announce:
            guard let value else { throw keyNode.error("'announce' needs the text to speak") }
            if value.isMapping {
                var text: String?
                var priority = AccessibilityNotification.Priority.default
                for entry in try value.entries("'announce'", allowed: ["announce", "text", "priority"]) {
                    if entry.key == "priority" {
                        priority = try entry.value.choice("priority", as: AccessibilityNotification.Priority.self)
                    } else {
                        text = try entry.value.string("announce")
                    }
                }
                guard let text else { throw value.error("'announce' needs its text under 'announce' or 'text'") }
                kind = .announce(text, priority: priority)
            } else {
                kind = .announce(try value.string("announce"), priority: .default)
            }
        case .screenChanged, .layoutChanged:
            let argument = try Self.notificationArgument(value, name: name)
            kind = action == .screenChanged ? .screenChanged(argument) : .layoutChanged(argument)
        case .pageScrolled: kind = .pageScrolled(try id("the status text"))
        case .set: kind = .set(try parseSet(value, keyNode: keyNode))
        case .toggle: kind = .toggle(try id("a view id"))
        case .increment: kind = .increment(try id("a view id"))
        case .decrement: kind = .decrement(try id("a view id"))
        case .scrollPage:
            guard let value else { throw keyNode.error("'scrollPage' needs {id: viewId, direction: …}") }
            var view: String?
            var direction = ScrollDirection.down
            for entry in try value.entries("scrollPage", allowed: ["id", "direction"]) {
                if entry.key == "id" {
                    view = try entry.value.string("scrollPage.id")
                } else {
                    direction = try entry.value.choice("scrollPage.direction", as: ScrollDirection.self)
                }
            }
            guard let view else { throw value.error("'scrollPage' needs an 'id'") }
            kind = .scrollPage(view, direction)
        case .log: kind = .log(try id("a text"))
        case .if: kind = try parseBranch(value, keyNode: keyNode)
        }
        return ActionSpec(kind: kind, location: location)
    }

    private static func notificationArgument(
        _ value: YAMLNode?, name: String
    ) throws(Diagnostic) -> ActionSpec.NotificationArgument {
        guard let value, !value.isNull else { return .none }
        if value.isMapping {
            let entries = try value.entries(name, allowed: ["text"])
            guard let text = entries.first else { throw value.error("'\(name)' with a mapping needs 'text'") }
            return .text(try text.value.string("\(name).text"))
        }
        return .element(try value.string(name))
    }

    private func parseSet(_ value: YAMLNode?, keyNode: YAMLNode) throws(Diagnostic) -> ActionSpec.SetSpec {
        guard let value else { throw keyNode.error("'set' needs {id: viewId, …}") }
        var spec = ActionSpec.SetSpec(id: "")
        var hasID = false
        for entry in try value.entries("set", allowed: ["id", "label", "value", "hint", "hidden", "traits", "isOn"]) {
            switch entry.key {
            case "id":
                spec.id = try entry.value.string("set.id")
                hasID = true
            case "label": spec.label = .some(try entry.value.optionalString("set.label"))
            case "hint": spec.hint = .some(try entry.value.optionalString("set.hint"))
            case "value":
                spec.value = .some(try entry.value.optionalString("set.value"))
                if let text = entry.value.scalarText, let number = Double(text) { spec.numericValue = number }
            case "hidden": spec.hidden = try entry.value.bool("set.hidden")
            case "isOn": spec.isOn = try entry.value.bool("set.isOn")
            case "traits": spec.traits = try Self.traits(entry.value, what: "set.traits")
            default: break
            }
        }
        guard hasID else { throw value.error("'set' needs the 'id' of the view to change") }
        return spec
    }

    /// A list of trait names.
    static func traits(_ node: YAMLNode, what: String) throws(Diagnostic) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for item in try node.list(what) {
            let name = try item.string("a trait name")
            guard let trait = AccessibilityTraits(name: name) else {
                throw item.error(
                    "unknown trait '\(name)'",
                    hint: Suggestions.hint(for: name, among: AccessibilityTraits.named.map(\.name)))
            }
            traits.formUnion(trait)
        }
        return traits
    }

    /// An action's name, key node and value; for the flat form the value is
    /// the whole mapping, checked against the action's options.
    private static func actionParts(_ node: YAMLNode) throws(Diagnostic) -> (String, YAMLNode, YAMLNode?) {
        if node.isMapping {
            let entries = try node.entries("an action")
            // The action's own parser checks the flat form's options.
            if entries.count > 1,
                let lead = entries.first(where: { ActionName(rawValue: $0.key)?.takesFlatForm ?? false })
            {
                return (lead.key, lead.keyNode, node)
            }
        }
        return try oneKey(node, what: "an action", names: actionNames)
    }

    /// A bare word or a one-key mapping: its name, key node and value.
    static func oneKey(
        _ node: YAMLNode, what: String, names: Set<String>, hint: (String) -> String? = { _ in nil }
    ) throws(Diagnostic) -> (String, YAMLNode, YAMLNode?) {
        if let word = node.scalarText, !node.isNull {
            guard names.contains(word) else {
                throw node.error(
                    "unknown \(what) '\(word)'", hint: hint(word) ?? Suggestions.hint(for: word, among: names))
            }
            return (word, node, nil)
        }
        let entries = try node.entries(what)
        guard entries.count == 1, let entry = entries.first else {
            throw node.error("\(what) must be a single word or a mapping with one key, not \(entries.count) keys")
        }
        guard names.contains(entry.key) else {
            throw entry.keyNode.error(
                "unknown \(what) '\(entry.key)'",
                hint: hint(entry.key) ?? Suggestions.hint(for: entry.key, among: names))
        }
        return (entry.key, entry.keyNode, entry.value)
    }

    /// `if: {id: field, empty: true, then: [actions], else: [actions]}`
    /// (or `equals: text` instead of `empty`).
    private func parseBranch(_ value: YAMLNode?, keyNode: YAMLNode) throws(Diagnostic) -> ActionSpec.Kind {
        let usage = "{id: viewId, empty: true|false or equals: text, then: [actions], else: [actions]}"
        guard let value, value.isMapping else { throw keyNode.error("'if' needs \(usage)") }
        var id: String?
        var test: ActionSpec.TextCondition.Test?
        var then: [ActionSpec] = []
        var otherwise: [ActionSpec] = []
        func actions(_ node: YAMLNode, _ what: String) throws(Diagnostic) -> [ActionSpec] {
            var result: [ActionSpec] = []
            for item in node.isSequence ? try node.list(what) : [node] { result.append(try parseAction(item)) }
            return result
        }
        for entry in try value.entries("'if'", allowed: ["id", "empty", "equals", "then", "else"]) {
            switch entry.key {
            case "id": id = try entry.value.string("if.id")
            case "empty", "equals":
                guard test == nil else {
                    throw entry.keyNode.error("'if' takes one test: 'empty' or 'equals', not both")
                }
                test =
                    entry.key == "empty"
                    ? .empty(try entry.value.bool("if.empty")) : .equals(try entry.value.string("if.equals"))
            case "then": then = try actions(entry.value, "then")
            default: otherwise = try actions(entry.value, "else")
            }
        }
        guard let id else {
            throw value.error("'if' needs the 'id' of the view whose text it tests", hint: "write \(usage)")
        }
        guard let test else {
            throw value.error(
                "'if' needs a test: 'empty: true', 'empty: false' or 'equals: text'", hint: "write \(usage)")
        }
        return .branch(ActionSpec.TextCondition(id: id, test: test), then: then, else: otherwise)
    }
}
