internal import AppModel
internal import AppSpec
internal import VoiceOver

/// Checking `expect` keys against the state after the previous step
/// (docs/scenario-format.md, "Steps" and "Time, focus and callbacks" "What expectations read").
extension ScenarioRunner {
    func check(_ expectation: ExpectationSpec) {
        let location = expectation.location
        func compare(_ expected: String, _ actual: String) {
            if expected != actual { fail(location, expectation.key, expected, actual) }
        }
        let speech = reader.utterances(since: transcriptMark).filter(\.kind.countsAsSpeech).map(\.text)
        switch expectation.kind {
        case .focus(let expected):
            let focused = reader.focusedElement
            let actual = focused.map { $0.id ?? $0.accessibilityLabel ?? $0.traceName }
            if let expected {
                // A field without a label goes by its placeholder, as in steps.
                let field = (focused as? TextField).flatMap { $0.accessibilityLabel == nil ? $0.placeholder : nil }
                let matches =
                    focused?.id == expected || focused?.accessibilityLabel == expected
                    || focused?.accessibilityIdentifier == expected
                    || focused?.sourceID == expected || field == expected
                if !matches { fail(location, "focus", expected, actual ?? "null") }
            } else if focused != nil {
                fail(location, "focus", "null", actual ?? "null")
            }
        case .speech(let expected): compare(Self.show(expected), Self.show(speech.last))
        case .speechList(let expected): compare(Self.list(expected), Self.list(speech))
        case .hint(let expected): compare(Self.show(expected), Self.show(reader.currentHint))
        case .announced(let text):
            let posted = reader.announcements[min(announcementMark, reader.announcements.count)...].map(\.text)
            if !posted.contains(text) { fail(location, "announced", text, Self.list(posted)) }
        case .announcements(let expected):
            let posted = Array(reader.announcements[min(announcementMark, reader.announcements.count)...])
            let matches =
                posted.count == expected.count
                && zip(posted, expected).allSatisfy {
                    $0.text == $1.text && ($1.wasSuccessful == nil || $0.wasSuccessful == $1.wasSuccessful)
                }
            if !matches {
                fail(
                    location, "announcements",
                    expected.map { "\($0.text) (\($0.wasSuccessful.map(String.init) ?? "any"))" }.joined(
                        separator: ", "),
                    posted.map { "\($0.text) (\($0.wasSuccessful.map(String.init) ?? "null"))" }.joined(separator: ", ")
                )
            }
        case .earcon(let name):
            let played = reader.earcons(since: transcriptMark).map(\.rawValue)
            if name == "none" ? !played.isEmpty : !played.contains(name) {
                fail(location, "earcon", name, Self.list(played))
            }
        case .earcons(let expected):
            compare(Self.list(expected), Self.list(reader.earcons(since: transcriptMark).map(\.rawValue)))
        case .screen(let expected):
            compare(builder.spec.canonicalControllerID(expected), reader.screenController?.id ?? "null")
        case .stack(let expected):
            compare(Self.list(expected.map(builder.spec.canonicalControllerID)), Self.list(stackIDs()))
        case .presented(let expected):
            compare(
                Self.show(expected.map(builder.spec.canonicalControllerID)),
                Self.show(application.topPresentedViewController?.id))
        case .tab(let expected):
            let tabs = ActionPerformer.nearest(TabBarController.self, from: reader.screenController, in: application)
            compare(String(expected), tabs.map { String($0.selectedIndex) } ?? "null")
        case .handledBy(let expected): compare(canonicalName(expected), reader.lastGesture?.handledBy ?? "none")
        case .events(let written):
            let expected = written.map(canonicalEvent)
            let names = Array(application.trace.events.dropFirst(traceMark).map(\.name))
            if !Self.isSubsequence(expected, of: names) {
                fail(location, "events", Self.list(expected), Self.list(names))
            }
        case .noEvents(let written):
            let forbidden = written.map(canonicalEvent)
            let names = application.trace.events.dropFirst(traceMark).map(\.name)
            let happened = forbidden.filter(names.contains)
            if !happened.isEmpty { fail(location, "noEvents", "none of \(Self.list(forbidden))", Self.list(happened)) }
        case .elements(let expected): compare(Self.list(expected), Self.list(reader.describedElements()))
        case .value(let pairs):
            for pair in pairs {
                let (id, expected) = (pair.id, pair.value)
                let lookup = builder.performer.lookUp(id)
                guard case .view(let view) = lookup else {
                    fail(location, "value.\(id)", Self.show(expected), ActionPerformer.problem(lookup, id)!)
                    continue
                }
                let actual = view.accessibilityValue
                if actual != expected { fail(location, "value.\(id)", Self.show(expected), Self.show(actual)) }
            }
        case .restored(let expected): compare(Self.list(expected), Self.list(restored))
        }
    }

    private func stackIDs() -> [String] {
        var current: ViewController? = reader.screenController
        while let controller = current {
            if let nav = controller as? NavigationController { return nav.viewControllers.map(\.id) }
            current = controller.parent
        }
        let nav = application.visibleControllers.last { $0 is NavigationController } as? NavigationController
        return nav?.viewControllers.map(\.id) ?? []
    }

    static func show(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "null" }
    static func list(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }

    static func isSubsequence(_ needle: [String], of haystack: [String]) -> Bool {
        var index = haystack.startIndex
        for item in needle {
            guard let found = haystack[index...].firstIndex(of: item) else { return false }
            index = found + 1
        }
        return true
    }

    /// A controller or view named by its source document's id (an
    /// Interface Builder object id) as the trace and reports name it.
    func canonicalName(_ name: String) -> String {
        if let controller = builder.spec.controller(name) { return controller.id }
        if let view = builder.performer.findView(name), view.sourceID == name, let id = view.id { return id }
        return name
    }

    /// An event written as `subject.kind` with the subject's object id, as
    /// the trace names it.
    func canonicalEvent(_ event: String) -> String {
        guard let dot = event.lastIndex(of: ".") else { return event }
        let subject = String(event[..<dot])
        let canonical = canonicalName(subject)
        return canonical == subject ? event : canonical + event[dot...]
    }
}
