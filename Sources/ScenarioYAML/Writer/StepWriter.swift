internal import AppModel
public import AppSpec
internal import VoiceOver
internal import Yams

/// Writes steps, actions and expectations in the scenario format: the
/// inverse of the loader for every step, so code that builds steps (the
/// audit crawler, the import's smoke script, the REPL's keys) never writes
/// YAML text by hand. ``YAMLBuilder`` decides quoting for every string.
public enum StepWriter {
    private typealias B = YAMLBuilder

    /// The step on one line, as a scenario's list item would read after `- `:
    /// `swipeRight`, `rotor: headings`, `do: [{announce: "Hi, there"}]`.
    public static func line(_ step: StepSpec) -> String {
        line(of: node(step))
    }

    /// The step as reports name it: `do` and `expect` by their key, others
    /// on one line.
    static func summary(of kind: StepSpec.Kind) -> String {
        switch kind {
        case .perform: "do"
        case .expect: "expect"
        default: line(of: node(kind))
        }
    }

    /// The key an expectation is written under.
    static func key(of kind: ExpectationSpec.Kind) -> String { kind.key }

    static func node(_ step: StepSpec) -> Node { node(step.kind) }

    static func node(_ kind: StepSpec.Kind) -> Node {
        switch kind {
        case .gesture(let gesture): return node(gesture)
        case .wait(let seconds): return step("wait", B.number(seconds))
        case .rotate(let orientation): return step("rotate", B.string(orientation.rawValue))
        case .device(let device): return step("device", B.string(device.rawValue))
        case .memoryWarning: return B.string("memoryWarning")
        case .relaunch: return B.string("relaunch")
        case .voiceOver(let on): return step("voiceOver", B.string(on ? "on" : "off"))
        case .perform(let actions): return step("do", B.flow(actions.map(node)))
        case .focus(let id): return step("focus", B.string(id))
        case .edit(.type(let text)): return step("type", B.string(text))
        case .edit(.delete(let count)): return count == 1 ? B.string("delete") : step("delete", B.number(Double(count)))
        case .edit(let edit): return B.string(edit.name)
        case .expect(let expectations):
            // Block style: generated expectations list whole screens of elements.
            return step("expect", B.map(expectations.map { ($0.key, node($0.kind)) }))
        }
    }

    static func node(_ gesture: Gesture) -> Node {
        let name = gesture.name.rawValue
        switch gesture {
        case .scroll(let direction): return step(name, B.string(direction.rawValue))
        case .rotor(let rotor): return step(name, B.string(rotor.rawValue))
        case .touch(.view(let id)): return step(name, B.string(id))
        case .touch(.point(let point)): return step(name, B.flow([B.number(point.x), B.number(point.y)]))
        case .action(let action): return step(name, B.string(action))
        default: return B.string(name)
        }
    }

    /// A step with a value: a one-key block mapping, as a person writes
    /// `- focus: wifi` in a list of steps.
    private static func step(_ key: String, _ value: Node) -> Node { B.map([(key, value)]) }

    /// An action of a handler or a `do:` step.
    static func node(_ action: ActionSpec) -> Node {
        func one(_ key: String, _ value: Node) -> Node { B.map([(key, value)], flow: true) }
        switch action.kind {
        case .push(let id): return one("push", B.string(id))
        case .pop: return B.string("pop")
        case .popToRoot: return B.string("popToRoot")
        case .dismiss: return B.string("dismiss")
        case .pass: return B.string("pass")
        case .present(let id, let style, let transition, let from):
            var pairs = [("present", B.string(id))]
            if let style { pairs.append(("style", B.string(style.rawValue))) }
            if let transition { pairs.append(("transition", B.string(transition.rawValue))) }
            if let from { pairs.append(("from", B.string(from))) }
            return B.map(pairs, flow: true)
        case .show(let id): return one("show", B.string(id))
        case .showDetail(let id): return one("showDetail", B.string(id))
        case .segue(let id): return one("segue", B.string(id))
        case .unwind(let id): return one("unwind", B.string(id))
        case .selectTab(.index(let index)): return one("selectTab", B.int(index))
        case .selectTab(.controller(let id)): return one("selectTab", B.string(id))
        case .addChild(let controller, let container):
            var pairs = [("controller", B.string(controller))]
            if let container { pairs.append(("in", B.string(container))) }
            return one("addChild", B.map(pairs, flow: true))
        case .removeChild(let id): return one("removeChild", B.string(id))
        case .transition(let from, let to):
            return one("transition", B.map([("from", B.string(from)), ("to", B.string(to))], flow: true))
        case .announce(let text, let priority):
            guard priority != .default else { return one("announce", B.string(text)) }
            return B.map([("announce", B.string(text)), ("priority", B.string(priority.rawValue))], flow: true)
        case .screenChanged(let argument): return one("screenChanged", node(argument))
        case .layoutChanged(let argument): return one("layoutChanged", node(argument))
        case .pageScrolled(let text): return one("pageScrolled", B.string(text))
        case .set(let set): return one("set", node(set))
        case .toggle(let id): return one("toggle", B.string(id))
        case .increment(let id): return one("increment", B.string(id))
        case .decrement(let id): return one("decrement", B.string(id))
        case .scrollPage(let id, let direction):
            return one(
                "scrollPage", B.map([("id", B.string(id)), ("direction", B.string(direction.rawValue))], flow: true))
        case .log(let text): return one("log", B.string(text))
        case .branch(let condition, let then, let otherwise):
            var pairs: [(String, Node)] = [("id", B.string(condition.id))]
            switch condition.test {
            case .empty(let empty): pairs.append(("empty", B.bool(empty)))
            case .equals(let text): pairs.append(("equals", B.string(text)))
            }
            if !then.isEmpty { pairs.append(("then", B.flow(then.map(node)))) }
            if !otherwise.isEmpty { pairs.append(("else", B.flow(otherwise.map(node)))) }
            return one("if", B.map(pairs, flow: true))
        }
    }

    private static func node(_ argument: ActionSpec.NotificationArgument) -> Node {
        switch argument {
        case .none: B.null
        case .element(let id): B.string(id)
        case .text(let text): B.map([("text", B.string(text))], flow: true)
        }
    }

    private static func node(_ set: ActionSpec.SetSpec) -> Node {
        var pairs = [("id", B.string(set.id))]
        if let label = set.label { pairs.append(("label", B.optional(label))) }
        if let value = set.value { pairs.append(("value", B.optional(value))) }
        if let hint = set.hint { pairs.append(("hint", B.optional(hint))) }
        if let hidden = set.hidden { pairs.append(("hidden", B.bool(hidden))) }
        if let traits = set.traits { pairs.append(("traits", B.flow(traits.names.map(B.string)))) }
        if let isOn = set.isOn { pairs.append(("isOn", B.bool(isOn))) }
        return B.map(pairs, flow: true)
    }

    static func node(_ kind: ExpectationSpec.Kind) -> Node {
        let strings = { (items: [String]) in B.list(items.map(B.string)) }
        switch kind {
        case .focus(let id): return B.optional(id)
        case .speech(let text): return B.optional(text)
        case .speechList(let texts): return strings(texts)
        case .hint(let text): return B.optional(text)
        case .announced(let text): return B.string(text)
        case .announcements(let items):
            return B.list(
                items.map { item in
                    guard let success = item.wasSuccessful else { return B.string(item.text) }
                    return B.map([("text", B.string(item.text)), ("wasSuccessful", B.bool(success))], flow: true)
                })
        case .earcon(let name): return B.string(name)
        case .earcons(let names): return B.flow(names.map(B.string))
        case .screen(let id): return B.string(id)
        case .stack(let ids): return B.flow(ids.map(B.string))
        case .presented(let id): return B.optional(id)
        case .tab(let index): return B.int(index)
        case .handledBy(let name): return B.string(name)
        case .events(let names): return strings(names)
        case .noEvents(let names): return strings(names)
        case .elements(let texts): return strings(texts)
        case .value(let pairs): return B.map(pairs.map { ($0.id, B.optional($0.value)) }, flow: true)
        case .restored(let ids): return B.flow(ids.map(B.string))
        }
    }

    /// A one-key mapping as `key: value`, anything else in flow style.
    private static func line(of node: Node) -> String {
        if case .mapping(let mapping) = node, mapping.count == 1, let (key, value) = mapping.first {
            return "\(B.inline(key)): \(B.inline(value))"
        }
        return B.inline(node)
    }
}
