internal import AppModel
internal import AppSpec
internal import Diagnostics
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

/// A SwiftUI app while a scenario plays (docs/swiftui.md, "State and
/// actions"): it keeps the app's state, runs an element's code when
/// VoiceOver activates it, evaluates the screens again from the new state,
/// and answers with the controllers and the transitions (pushes, pops,
/// presentations, dismissals) that take the screen there.
final class SwiftUIRuntime {
    let translator: SwiftUITranslator
    let entry: SwiftUITranslator.Entry
    let rightToLeft: Bool
    let live = LiveRecording()

    /// A push that is not state: a link's destination or a value pushed on a stack without a path.
    enum LinkPush {
        case destination(Syntax, SwiftUIEvaluator.Scope, title: String?)
        case value(SwiftValue)
    }

    /// What takes a pushed screen or a presentation away again.
    enum Reset: Equatable {
        /// The link push at this index.
        case link(Int)
        /// The path state, cut to this many values.
        case path(slot: String, keeping: Int)
        /// A Bool or optional state, set to false or nil.
        case state(String)
        /// The code that sets the binding that showed it back runs (``DeclaredPresentation/resetCode``).
        case code(String)
        /// The open menu closes.
        case menu
        case none
    }

    struct Shown: Equatable {
        let id: String
        let reset: Reset
    }

    /// Link pushes in order, each with the level it was pushed on (0: the entry's stack, n: the n-th presentation's).
    var linkPushes: [(push: LinkPush, level: Int)] = []
    /// The pushed screens on each level now.
    var shownPushes: [[Shown]] = [[]]
    /// The presented screens now, bottom first.
    var shownPresented: [Shown] = []
    /// Per screen of the last evaluation: its level and what takes it away.
    var screens: [(level: Int, reset: Reset)] = []
    /// The tab bars of the last evaluation, and the tab each shows now.
    var tabBars: [(id: String, tabs: [String], tags: [SwiftValue?], selectionKey: String?)] = []
    var shownTabs: [String: Int] = [:]
    /// Actions run by an event (`.run`): to their end, and not.
    var actionCounts = (run: 0, notRun: 0)
    /// Each `.onChange(of:)` watcher's value in the last evaluation, by its place.
    var watched: [String: SwiftValue] = [:]
    /// Watchers first met in the evaluation being read (their first reading is kept).
    var firstSeen: Set<String> = []
    /// The menu open now: its title, items and the level it opened on.
    var openMenu: (title: String?, items: [(title: String, action: CodeAction)], level: Int)?
    /// The elements whose focus state holds, after the last evaluation.
    var lastFocusTargets: [String] = []
    /// The content controllers each screen of the last evaluation made, by screen.
    var screenControllers: [Int: [String]] = [:]
    /// Each level's `NavigationStack(path:)`: its state and its value in the last evaluation.
    var paths: [Int: (slot: String, value: SwiftValue)] = [:]
    /// The text of the field whose typing the event being handled reports.
    var typedText: String?
    /// Why each «…» part the rendered screens showed is unknown, by part.
    var unknownParts: [String: UnknownNote] = [:]

    init(translator: SwiftUITranslator, entry: SwiftUITranslator.Entry, rightToLeft: Bool) {
        self.translator = translator
        self.entry = entry
        self.rightToLeft = rightToLeft
    }

    /// Answers one event with the screens and transitions after it.
    func handle(_ event: LiveEvent) -> LiveUpdate {
        live.writes = []
        var events: [TraceEvent] = []
        var codes: [String] = []
        switch event {
        case .launch:
            // A launch finds an in-memory SwiftData store empty, whatever an earlier reading put in it.
            translator.cache.session?.resetModelStore()
            return render()
        case .appeared(let id):
            // A tab the user chose: `TabView(selection:)`'s state takes its tag.
            if let bar = tabBars.first(where: { $0.tabs.contains(id) }), let index = bar.tabs.firstIndex(of: id),
                index != shownTabs[bar.id],
                let key = bar.selectionKey, let tag = bar.tags[index] ?? nil
            {
                makeEvaluator().writeState(key, tag)
                shownTabs[bar.id] = index
                events += stateEvents()
            }
            // `.onAppear` and `.task` of the screen that appeared.
            guard let screen = screenControllers.first(where: { $0.value.contains(id) })?.key else {
                return events.isEmpty ? LiveUpdate() : withEvents(render(), events)
            }
            for entry in live.lifecycle where entry.screen == screen && entry.kind != "onDisappear" {
                events.append(TraceEvent(entry.subject, entry.kind == "task" ? .task : .onAppear))
                codes.append(entry.code)
            }
            guard !codes.isEmpty else { return LiveUpdate(events: events) }
        case .gone(let id):
            let screen = screenControllers.first(where: { $0.value.contains(id) })?.key
            for entry in live.lifecycle where entry.screen == screen && entry.kind == "onDisappear" {
                events.append(TraceEvent(entry.subject, .onDisappear))
                codes.append(entry.code)
            }
            let evaluator = makeEvaluator()
            for code in codes { if let action = live.action(code) { _ = run(action, evaluator) } }
            codes = []
            guard userRemoved(id) else { return LiveUpdate(events: events + stateEvents()) }
        case .run(let code, _), .timer(let code):
            codes = [code]
        case .typed(let code, _, let text):
            codes = [code]
            typedText = text
        }
        let evaluator = makeEvaluator()
        var effects: [CodeEffect] = []
        for code in codes {
            guard let action = live.action(code) else { continue }
            live.actingScreen = live.screen(of: code) ?? 0
            effects += run(action, evaluator)
        }
        // Code that sets a focus state moves VoiceOver to the view bound to it.
        let movesFocus = live.writes.contains { write in
            live.focusKeys.contains(write.key.split(separator: "|").first.map(String.init) ?? write.key)
        }
        events += stateEvents()
        var update = render()
        // `.onChange(of:)`: a watched value that changed runs its closure, and the screens are evaluated again.
        var rounds = 0
        while rounds < 8 {
            let before = watched
            // A view evaluated twice (a tab's content for its bar and its screen) is watched once: its first reading.
            var seen: Set<String> = []
            let watchers = live.watchers.filter { seen.insert($0.place).inserted }
            // A value the sources do not settle (or a view made as a value) is never seen to change.
            // An object watched by identity (`ObjectIdentifier(steps)`) changes when it is another object.
            let identities = makeEvaluator()
            let changed = watchers.filter { watcher in
                before[watcher.place].map {
                    if let same = identities.sameHeld($0, watcher.value) { return !same }
                    return $0 != watcher.value && !$0.text.contains("«") && !watcher.value.text.contains("«")
                } ?? false
            }
            for watcher in watchers { watched[watcher.place] = watcher.value }
            guard !changed.isEmpty else { break }
            rounds += 1
            for watcher in changed {
                var scope = watcher.scope
                let names = SwiftUIEvaluator.parameterNames(watcher.closure)
                if let new = names.last { scope.values[new] = watcher.value }
                if names.count == 2 { scope.values[names[0]] = before[watcher.place] ?? .unknown(names[0]) }
                events.append(TraceEvent(watcher.scope.type?.name ?? "App", .onChange))
                evaluator.runAction(Syntax(watcher.closure), scope, screen: watcher.screen)
            }
            events += stateEvents()
            let again = render()
            update = LiveUpdate(controllers: again.controllers, actions: update.actions + again.actions)
        }
        if movesFocus { update.focus = lastFocusTargets.first }
        let posted = effects.compactMap { effect -> LiveAction? in
            switch effect {
            case .screenChanged(let text): LiveAction(ActionSpec(kind: .screenChanged(text.map { .text($0) } ?? .none)))
            case .layoutChanged(let text): LiveAction(ActionSpec(kind: .layoutChanged(text.map { .text($0) } ?? .none)))
            default: nil
            }
        }
        // Announcements first, as the code posts them before SwiftUI updates; screen and layout changes after the update.
        update.actions =
            effects.compactMap { effect in
                if case .announce(let text) = effect { return LiveAction(.announce(text)) }
                return nil
            } + update.actions + posted
        update.warnings = evaluator.warnings.filter { $0.message.hasPrefix("this code is not run") }
        if case .run = event {
            if update.warnings.isEmpty { actionCounts.run += 1 } else { actionCounts.notRun += 1 }
        }
        update.events = events
        // What the code asked to run later (the rest of a body after `Task.sleep`, a task's sleep).
        evaluator.scheduleTaskClock()
        update.timers = live.timers
        live.timers = []
        return update
    }

    private func withEvents(_ update: LiveUpdate, _ events: [TraceEvent]) -> LiveUpdate {
        var update = update
        update.events = events + update.events
        return update
    }

    /// The states written since the event came, as trace events.
    private func stateEvents() -> [TraceEvent] {
        defer { live.writes = [] }
        return live.writes.map { TraceEvent(SwiftUIEvaluator.readableStateName($0.key), .set, detail: $0.value.text) }
    }

    func makeEvaluator() -> SwiftUIEvaluator {
        let evaluator = SwiftUIEvaluator(
            sources: translator.sources, cache: translator.cache, strings: translator.strings)
        evaluator.live = live
        return evaluator
    }

    /// Runs recorded code; returns what it asked beyond state.
    func run(_ action: CodeAction, _ evaluator: SwiftUIEvaluator) -> [CodeEffect] {
        live.effects = []
        switch action {
        case .run(let syntax, let scope, let screen):
            evaluator.runAction(syntax, scope, screen: screen)
        case .resume(let items, let scope, let screen, let deliver):
            evaluator.resume(items, scope, screen: screen, deliver: deliver)
        case .tasks(let time):
            evaluator.advanceTasks(to: time)
        case .toggle(let slot, let current):
            evaluator.writeState(slot, .bool(!current))
        case .adjust(let slot, let current, let step, let lower, let upper):
            var next = current + step
            if let lower { next = max(lower, next) }
            if let upper { next = min(upper, next) }
            evaluator.writeState(slot, .number(next))
        case .push(let syntax, let scope, let title):
            linkPushes.append((.destination(syntax, scope, title: title), level(ofScreen: live.actingScreen)))
        case .pushValue(let value):
            // On a stack with a path, the value joins the path; else the stack keeps it.
            let level = level(ofScreen: live.actingScreen)
            if let path = paths[level], case .array(let items) = evaluator.storedState(path.slot) ?? path.value {
                evaluator.writeState(path.slot, .array(items + [value]))
            } else {
                linkPushes.append((.value(value), level))
            }
        case .assign(let slot, let value):
            if !slot.isEmpty { evaluator.writeState(slot, value) }
        case .text(let slot):
            // What the field holds now, written to the state it is bound to.
            if !slot.isEmpty, let typedText { evaluator.writeState(slot, .string(typedText)) }
        case .menu(let title, let items):
            openMenu = (title, items, level(ofScreen: live.actingScreen))
        case .menuChoice(let chosen):
            openMenu = nil
            return run(chosen, evaluator)
        case .alertButton(let syntax, let scope, let reset, let screen):
            if let syntax { evaluator.runAction(syntax, scope, screen: screen) }
            take(reset, evaluator)
        }
        for effect in live.effects {
            if case .dismiss(let screen) = effect, screens.indices.contains(screen) {
                take(screens[screen].reset, evaluator)
            }
        }
        return live.effects
    }

    private func level(ofScreen screen: Int) -> Int {
        screens.indices.contains(screen) ? screens[screen].level : 0
    }

    /// The user took a screen away (back, escape): the state that showed it resets. Whether it was one of the code's.
    private func userRemoved(_ id: String) -> Bool {
        let evaluator = makeEvaluator()
        if let index = shownPresented.firstIndex(where: { $0.id == id }) {
            for shown in shownPresented[index...].reversed() { take(shown.reset, evaluator) }
            shownPresented.removeSubrange(index...)
            shownPushes.removeSubrange(min(shownPushes.count, index + 1)...)
            return true
        }
        for level in shownPushes.indices {
            guard let index = shownPushes[level].firstIndex(where: { $0.id == id }) else { continue }
            for shown in shownPushes[level][index...].reversed() { take(shown.reset, evaluator) }
            shownPushes[level].removeSubrange(index...)
            return true
        }
        return false
    }

    /// Undoes what showed a screen.
    private func take(_ reset: Reset, _ evaluator: SwiftUIEvaluator) {
        switch reset {
        case .link(let index):
            if linkPushes.indices.contains(index) { linkPushes.removeSubrange(index...) }
        case .path(let slot, let keeping):
            let current = evaluator.storedState(slot) ?? paths.values.first { $0.slot == slot }?.value
            if case .array(let items)? = current { evaluator.writeState(slot, .array(Array(items.prefix(keeping)))) }
        case .state(let slot):
            resetState(slot, evaluator)
        case .code(let reference):
            // Run in place: the effects of the code that took the screen away stay.
            if case .run(let syntax, let scope, let screen)? = live.action(reference) {
                evaluator.runAction(syntax, scope, screen: screen)
            }
        case .menu:
            openMenu = nil
        case .none:
            break
        }
    }

    /// `isPresented` back to false; `item` back to nil.
    func resetState(_ slot: String, _ evaluator: SwiftUIEvaluator) {
        evaluator.writeState(slot, live.flagSlots.contains(slot) ? .bool(false) : .null)
    }
}
