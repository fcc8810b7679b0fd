internal import AppModel
internal import AppSpec
internal import Crawl
internal import Scenarios
internal import VoiceOver

/// Watches each step of a run and checks what VoiceOver did across it:
/// focus after going back, focus after a screen change, the elements
/// notifications named, announcements cut off, and values that changed
/// under the user's finger with nothing said.
@MainActor
final class TransitionTracker: StepWatcher {
    let collector: AuditCollector
    /// The screens that opened others, with the element that opened them, oldest first.
    private var openers: [(key: String, path: String)] = []
    private var before: Mark?
    private var quiet: Mark?
    /// The texts on screen at a model revision: a step is marked twice
    /// before it happens (before and after focus moves to the element).
    private var textsCache: (revision: UInt64, texts: Set<String>)?

    /// What is remembered about the state before a step.
    struct Mark {
        var key: String
        var focused: View?
        var focusPath: String?
        var value: String?
        var notifications: Int
        var announcements: Int
        var trace: Int
        var time: Int
        /// The texts on screen (non-interactive elements' labels), taken
        /// only before a step (``TransitionTracker/checkErrors``).
        var texts: Set<String>
        /// The transcript's length.
        var transcript: Int
    }

    init(collector: AuditCollector) {
        self.collector = collector
    }

    /// Starts watching a freshly launched runner.
    func begin(_ runner: ScenarioRunner) {
        openers = []
        before = mark(runner, texts: true)
    }

    /// Called before each step.
    func willPerform(_ runner: ScenarioRunner) {
        before = mark(runner, texts: true)
        quiet = nil
    }

    /// Called by the replayer once a gesture has settled and before the
    /// app is left alone: changes after this point are the app's own.
    func gestureSettled(_ runner: ScenarioRunner) {
        quiet = mark(runner, texts: false)
    }

    /// Called after each step.
    func didPerform(_ step: RouteStep, _ runner: ScenarioRunner) {
        guard let before else { return }
        let reader = runner.reader
        let after = mark(runner, texts: false)
        let tree = reader.currentTree()
        let events = runner.application.trace.events[min(before.trace, runner.application.trace.events.count)...]
        let kinds = Set(events.map(\.kind))
        let notifications = Array(
            reader.notificationRecords[min(before.notifications, reader.notificationRecords.count)...])
        let focused = reader.focusedElement.map {
            ScreenInspection.snapshot(of: $0, in: tree, reader: reader, locator: collector.locator)
        }
        collector.update(after.key) { ledger in
            checkNotifications(notifications, into: &ledger)
            checkAnnouncements(reader, since: before, into: &ledger)
            if after.key == before.key { checkErrors(step, before: before, reader: reader, tree: tree, into: &ledger) }
            if after.key != before.key {
                checkScreenChange(
                    step, before: before, after: after, focused: focused, tree: tree, kinds: kinds, into: &ledger)
            } else if let old = before.focused, !tree.contains(old) {
                if reader.focusedElement == nil, notifications.isEmpty, !tree.elements.isEmpty {
                    ledger.fail(
                        .screenChangeFocus, nil,
                        "After \(step.summary), the focused element '\(before.focusPath ?? "?")' disappeared and nothing moved VoiceOver focus: it is lost."
                    )
                } else {
                    ledger.pass(.screenChangeFocus, focused)
                }
            }
            let base = quiet ?? (Self.isAppDriven(step) ? before : nil)
            if let base { checkSilentChange(base, after: after, runner: runner, focused: focused, into: &ledger) }
        }
        self.before = after
        quiet = nil
    }

    private func mark(_ runner: ScenarioRunner, texts: Bool) -> Mark {
        let reader = runner.reader
        let focused = reader.focusedElement
        return Mark(
            key: Replayer.screenKey(runner), focused: focused, focusPath: focused.map(ElementPath.path(of:)),
            value: focused?.accessibilityValue, notifications: reader.notificationRecords.count,
            announcements: reader.announcements.count, trace: runner.application.trace.events.count, time: reader.now,
            texts: texts ? self.texts(reader) : [], transcript: reader.transcript.count)
    }

    private func texts(_ reader: ScreenReader) -> Set<String> {
        let tree = reader.currentTree()
        if let textsCache, textsCache.revision == ModelRevision.current { return textsCache.texts }
        let texts = Set(
            tree.elements.lazy.filter { !ScreenInspection.isInteractive($0.view) }.compactMap(\.view.accessibilityLabel)
        )
        textsCache = (ModelRevision.current, texts)
        return texts
    }

    static func isAppDriven(_ step: RouteStep) -> Bool {
        guard case .scenario(let spec, _) = step else { return false }
        switch spec.kind {
        case .perform, .wait, .memoryWarning: return true
        default: return false
        }
    }

    private func checkNotifications(_ records: [NotificationRecord], into ledger: inout RuleLedger) {
        for record in records {
            guard let target = record.target, let reachable = record.targetWasReachable else { continue }
            if reachable {
                ledger.pass(.notificationTarget, nil)
            } else {
                ledger.fail(
                    .notificationTarget, nil,
                    "The app posted \(record.summary), but '\(target)' is hidden or not on screen, so VoiceOver could not move to it.",
                    related: [target])
            }
        }
    }

    private func checkAnnouncements(_ reader: ScreenReader, since before: Mark, into ledger: inout RuleLedger) {
        for record in reader.announcements[min(before.announcements, reader.announcements.count)...] {
            switch record.wasSuccessful {
            case false?:
                ledger.fail(
                    .announcementInterrupted, nil,
                    "The announcement \"\(record.text)\" (posted at \(record.postedAt) ms) was cut off before it finished."
                )
            case true?: ledger.pass(.announcementInterrupted, nil)
            case nil: break
            }
        }
    }

    private func checkScreenChange(
        _ step: RouteStep, before: Mark, after: Mark, focused: ElementSnapshot?, tree: ElementTree,
        kinds: Set<TraceEvent.Kind>,
        into ledger: inout RuleLedger
    ) {
        let backward = !kinds.isDisjoint(with: [.pop, .popToRoot, .dismiss, .unwind])
        let forward = !kinds.isDisjoint(with: [.push, .present, .show, .showDetail, .performSegue])
        if backward, let index = openers.lastIndex(where: { $0.key == after.key }) {
            let expected = openers[index].path
            openers.removeSubrange(index...)
            if focused == nil {
                ledger.fail(
                    .focusRestore, nil,
                    "After going back from '\(before.key)' to '\(after.key)', VoiceOver focus was lost; it should return to '\(expected)', which opened '\(before.key)'.",
                    related: [expected])
            } else if let focused, focused.path != expected {
                let first = focused.order == 1 ? ", the first element" : ""
                ledger.fail(
                    .focusRestore, focused,
                    "After going back from '\(before.key)' to '\(after.key)', focus went to '\(focused.path)'\(first) instead of '\(expected)', which opened '\(before.key)'.",
                    related: [expected])
            } else {
                ledger.pass(.focusRestore, focused)
            }
            return
        }
        var opener = before.focusPath
        if case .activate(_, let path, _) = step { opener = path }
        if forward, let opener { openers.append((before.key, opener)) }
        if let focused {
            ledger.pass(.screenChangeFocus, focused)
        } else if !tree.elements.isEmpty {
            ledger.fail(
                .screenChangeFocus, nil,
                "After \(step.summary), the screen changed from '\(before.key)' to '\(after.key)' but VoiceOver focus was lost."
            )
        }
    }

    private func checkSilentChange(
        _ base: Mark, after: Mark, runner: ScenarioRunner, focused: ElementSnapshot?, into ledger: inout RuleLedger
    ) {
        guard let view = base.focused, view === runner.reader.focusedElement, let focused else { return }
        guard view.accessibilityValue != base.value else { return }
        let reader = runner.reader
        let said =
            reader.notificationRecords.count > base.notifications || reader.announcements.count > base.announcements
        if said || view.accessibilityTraits.contains(.updatesFrequently) {
            ledger.pass(.silentValueChange, focused)
        } else {
            ledger.fail(
                .silentValueChange, focused,
                "The value of the focused element '\(focused.path)' changed from \"\(base.value ?? "")\" to \"\(view.accessibilityValue ?? "")\" and nothing was announced."
            )
        }
    }
}
