internal import AppModel
internal import AppSpec
internal import Diagnostics
internal import VoiceOver

extension ScenarioLoader {
    /// The longest `wait` and `pace`, in seconds: a day of virtual time.
    static let longestWait = 86_400.0

    /// Every step name (``StepSpec/names``), for lookups and hints.
    public static let stepNames: Set<String> = Set(StepSpec.names)

    func parseSteps(_ node: YAMLNode) throws(Diagnostic) -> [StepSpec] {
        var steps: [StepSpec] = []
        for item in try node.list("steps") {
            // A bad step is recorded; the steps after it are still read.
            if let step = node.sink.attempt({ () throws(Diagnostic) in try parseStep(item) }) { steps.append(step) }
        }
        return steps
    }

    func parseStep(_ node: YAMLNode) throws(Diagnostic) -> StepSpec {
        let (name, keyNode, value) = try Self.oneKey(node, what: "step", names: Self.stepNames, hint: Self.stepHint)
        func needs(_ what: String) throws(Diagnostic) -> YAMLNode {
            guard let value else { throw keyNode.error("the step '\(name)' needs \(what)") }
            return value
        }
        var summary = name
        if let text = value?.scalarText { summary += ": \(text)" }
        let kind: StepSpec.Kind
        if let gestureName = Gesture.Name(rawValue: name) {
            let gesture: Gesture
            switch gestureName.argument {
            case .none:
                if let value, !value.isNull { throw value.error("the step '\(name)' takes no value") }
                gesture = gestureName.bareGesture!
            case .scrollDirection:
                gesture = .scroll(try needs("a direction").choice("scroll", as: ScrollDirection.self))
            case .rotor:
                // A name that is not one of VoiceOver's own is a custom rotor, checked against the views that declare one.
                let rotorName = try needs("a rotor name").string("rotor")
                gesture = .rotor(Rotor(rawValue: rotorName) ?? .custom(rotorName))
            case .touchTarget:
                let target = try needs("a view's id, identifier or label, or [x, y]")
                if target.isSequence {
                    let n = try target.numbers("touch", count: 2)
                    gesture = .touch(.point(Point(x: n[0], y: n[1])))
                    summary = "touch: [\(n[0]), \(n[1])]"
                } else {
                    gesture = .touch(.view(try target.string("touch")))
                }
            case .actionName: gesture = .action(try needs("a custom action name").string("action"))
            }
            kind = .gesture(gesture)
        } else {
            switch name {
            case "memoryWarning": kind = .memoryWarning
            case "relaunch": kind = .relaunch
            case "wait":
                let seconds = try needs("a number of seconds").double("wait")
                guard seconds >= 0 else { throw value!.error("wait must not be negative") }
                guard seconds <= Self.longestWait else {
                    throw value!.error("wait must be at most \(Int(Self.longestWait)) seconds (a day), not \(seconds)")
                }
                kind = .wait(seconds)
            case "rotate": kind = .rotate(try needs("landscape or portrait").choice("rotate", as: Orientation.self))
            case "device": kind = .device(try needs("iphone or ipad").choice("device", as: Device.self))
            case "voiceOver":
                let state = try needs("on or off").string("voiceOver")
                guard state == "on" || state == "off" else {
                    throw value!.error(
                        "voiceOver must be on or off, not '\(state)'",
                        hint: Suggestions.hint(for: state, among: ["on", "off"]))
                }
                kind = .voiceOver(state == "on")
            case "do":
                let list = try needs("a list of actions")
                let items = list.isSequence ? try list.list("do") : [list]
                var actions: [ActionSpec] = []
                for item in items { actions.append(try parseAction(item)) }
                kind = .perform(actions)
                summary = "do"
            case "focus": kind = .focus(try needs("a view's id, accessibility identifier or label").string("focus"))
            case "type":
                let text = try needs("the text to type").string("type")
                guard !text.isEmpty else { throw value!.error("type needs at least one character") }
                kind = .edit(.type(text))
            case "delete":
                let count = value == nil || value!.isNull ? 1 : try value!.int("delete")
                guard (1...10_000).contains(count) else {
                    throw value!.error("delete takes a count from 1 to 10000, not \(count)")
                }
                kind = .edit(.delete(count))
            case "return", "clearText", "dismissKeyboard":
                if let value, !value.isNull { throw value.error("the step '\(name)' takes no value") }
                kind = .edit(name == "return" ? .returnKey : name == "clearText" ? .clearText : .dismissKeyboard)
            default:
                kind = .expect(try parseExpectations(try needs("a mapping of expectations")))
                summary = "expect"
            }
        }
        return StepSpec(kind: kind, location: keyNode.location, summary: summary)
    }

    /// What other tools (and people) call a VoiceOver gesture, and where
    /// to find what has no step.
    static let stepSynonyms: [String: String] = [
        "tap": "doubleTap", "click": "doubleTap", "press": "doubleTap", "activate": "doubleTap", "select": "doubleTap",
        "next": "swipeRight", "swipe": "swipeRight", "previous": "swipeLeft", "back": "escape", "dismiss": "escape",
        "say": "expect", "assert": "expect", "check": "expect", "sleep": "wait", "pause": "wait",
    ]

    /// The hint of an unknown step: the nearest step (by spelling, or what
    /// it is called elsewhere), else every step there is.
    static func stepHint(_ word: String) -> String {
        if ["enter", "input", "typetext", "write", "settext"].contains(word.lowercased()) {
            return "did you mean 'type'? (double tap a field, then '- type: text')"
        }
        if ["backspace", "erase"].contains(word.lowercased()) { return "did you mean 'delete'?" }
        if ["submit", "enterkey", "returnkey"].contains(word.lowercased()) { return "did you mean 'return'?" }
        if let near = stepSynonyms[word.lowercased()] ?? Suggestions.closest(to: word, among: stepNames) {
            return "did you mean '\(near)'?"
        }
        return "the steps are: \(StepSpec.names.joined(separator: ", "))"
    }

    static let expectationKeys: Set<String> = Set(ExpectationKey.allCases.map(\.rawValue))
    static let earconNames = ["screenChanged", "boundary", "pageScrolled", "alert", "none"]

    private func parseExpectations(_ node: YAMLNode) throws(Diagnostic) -> [ExpectationSpec] {
        var result: [ExpectationSpec] = []
        for entry in try node.entries("expect", allowed: Self.expectationKeys) {
            if let expectation = node.sink.attempt({ () throws(Diagnostic) in
                try parseExpectation(entry.key, entry.value, keyNode: entry.keyNode)
            }) {
                result.append(expectation)
            }
        }
        return result
    }

    private func parseExpectation(
        _ key: String, _ value: YAMLNode, keyNode: YAMLNode
    ) throws(Diagnostic) -> ExpectationSpec {
        let kind: ExpectationSpec.Kind
        guard let name = ExpectationKey(rawValue: key) else { throw keyNode.error("unknown expectation '\(key)'") }
        switch name {
        case .focus: kind = .focus(try value.optionalString("focus"))
        case .speech:
            kind =
                value.isSequence
                ? .speechList(try value.stringList("speech")) : .speech(try value.optionalString("speech"))
        case .hint: kind = .hint(try value.optionalString("hint"))
        case .announced: kind = .announced(try value.string("announced"))
        case .announcements:
            var items: [ExpectationSpec.Announcement] = []
            for item in try value.list("announcements") {
                if item.scalarText != nil {
                    items.append(ExpectationSpec.Announcement(text: try item.string("an announcement")))
                    continue
                }
                var text: String?
                var success: Bool?
                for field in try item.entries("an announcement", allowed: ["text", "wasSuccessful"]) {
                    if field.key == "text" {
                        text = try field.value.string("text")
                    } else {
                        success = field.value.isNull ? nil : try field.value.bool("wasSuccessful")
                    }
                }
                guard let text else { throw item.error("an announcement needs its 'text'") }
                items.append(ExpectationSpec.Announcement(text: text, wasSuccessful: success))
            }
            kind = .announcements(items)
        case .earcon:
            let name = try value.string("earcon")
            guard Self.earconNames.contains(name) else {
                throw value.error(
                    "earcon must be one of \(Self.earconNames.joined(separator: ", ")), not '\(name)'",
                    hint: Suggestions.hint(for: name, among: Self.earconNames))
            }
            kind = .earcon(name)
        case .earcons:
            let names = try value.stringList("earcons")
            for (index, name) in names.enumerated() where !Self.earconNames.dropLast().contains(name) {
                let item = try value.list("earcons")[index]
                throw item.error(
                    "unknown earcon '\(name)'", hint: Suggestions.hint(for: name, among: Self.earconNames.dropLast()))
            }
            kind = .earcons(names)
        case .screen: kind = .screen(try value.string("screen"))
        case .stack: kind = .stack(try value.stringList("stack"))
        case .presented: kind = .presented(try value.optionalString("presented"))
        case .tab: kind = .tab(try value.int("tab"))
        case .handledBy: kind = .handledBy(try value.string("handledBy"))
        case .events: kind = .events(try value.stringList("events"))
        case .noEvents: kind = .noEvents(try value.stringList("noEvents"))
        case .elements: kind = .elements(try value.stringList("elements"))
        case .value:
            var pairs: [ExpectationSpec.Value] = []
            for field in try value.entries("value") {
                pairs.append(
                    ExpectationSpec.Value(
                        id: field.key, value: try field.value.optionalString("value of '\(field.key)'")))
            }
            kind = .value(pairs)
        case .restored: kind = .restored(try value.stringList("restored"))
        }
        return ExpectationSpec(key: key, kind: kind, location: keyNode.location)
    }
}
