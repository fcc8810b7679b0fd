internal import AppModel
internal import Crawl
internal import Foundation
internal import Scenarios
internal import VoiceOver

/// The dynamic rules that try gestures on a screen: each probe replays the
/// route to the screen on a fresh app (the swipe order probe takes over the
/// replay the others only looked at), performs its gesture, and watches
/// what the app and VoiceOver do.
@MainActor
struct ProbeAuditor {
    let replayer: Replayer
    let collector: AuditCollector

    /// Words that name a control which closes a modal screen.
    static let dismissWords: Set<String> = [
        "close", "cancel", "done", "dismiss", "back", "ok", "not now", "no thanks", "skip",
    ]
    /// Words that name a screen's primary action, for the magic tap.
    static let primaryWords: Set<String> = [
        "play", "pause", "answer", "send", "call", "record", "start", "stop", "capture", "take photo", "shoot",
    ]

    /// Every probe on the screen `key` reached by `route`, starting from
    /// `prepared` (a run on the screen in the state the route leaves it
    /// in, ``ScreenCheckpoint``) or else from a replay.
    func run(key: String, route: [RouteStep], prepared: ScenarioRunner? = nil) async {
        let runner: ScenarioRunner
        if let prepared { runner = prepared } else { runner = await replayer.replay(route) }
        let inspection = ScreenInspection(reader: runner.reader, locator: collector.locator)
        await probeModal(key: key, route: route, runner: runner, inspection: inspection)
        await probeAdjustables(key: key, route: route, inspection: inspection)
        await probeScrollViews(key: key, route: route, inspection: inspection)
        // The modal probe only looked at the first replay: the swipe order
        // probe takes it over.
        await probeSwipeOrder(key: key, runner: runner, inspection: inspection)
        await probeMagicTap(key: key, route: route, inspection: inspection)
    }

    // MARK: Modal screens

    private func probeModal(key: String, route: [RouteStep], runner: ScenarioRunner, inspection: ScreenInspection) async
    {
        let application = runner.application
        let modalView = inspection.visibleViews.last {
            $0.accessibilityViewIsModal && !($0 is PresentationContainerView)
        }
        guard let presentation = application.presentations.last else {
            if let modalView {
                await probeEscape(
                    key: key, route: route, inspection: inspection,
                    what: "the modal view '\(ElementPath.path(of: modalView))'")
            }
            return
        }
        if presentation.style == .overFullScreen || presentation.style == .overCurrentContext,
            !presentation.isModalForVoiceOver
        {
            let presentedView = presentation.presented.viewIfLoaded
            let background = inspection.tree.elements.filter { element in
                guard let presentedView else { return true }
                return !element.view.isDescendant(of: presentedView)
                    && !element.view.isDescendant(of: presentation.containerView)
            }
            collector.update(key) { ledger in
                if let first = background.first {
                    let message =
                        "'\(presentation.presented.id)' is presented \(presentation.style.rawValue), yet \(background.count) element\(background.count == 1 ? "" : "s") behind it, from '\(inspection.snapshot(first.view).path)' on, stay reachable by swiping."
                    let related = background.dropFirst().prefix(5).map { ElementPath.path(of: $0.view) }
                    let location = collector.locator.location(ofController: presentation.presented.id)
                    if let reason = Self.unknownContentReason(presentation.presented) {
                        ledger.review(
                            .modalBackground, inspection.snapshot(first.view), message, because: reason,
                            related: related, location: location)
                    } else {
                        ledger.fail(
                            .modalBackground, inspection.snapshot(first.view), message, related: related,
                            location: location)
                    }
                } else {
                    ledger.pass(.modalBackground, nil)
                }
            }
        }
        await probeEscape(
            key: key, route: route, inspection: inspection,
            what: "'\(presentation.presented.id)', presented \(presentation.style.rawValue),",
            unknown: Self.unknownContentReason(presentation.presented))
    }

    /// Why what `controller` shows is not known: it, or a controller it
    /// holds, stands for a scene of a file that is not among the inputs.
    static func unknownContentReason(_ controller: ViewController) -> String? {
        var pending = [controller]
        var visited = 0
        while let next = pending.popLast(), visited < 1_000 {
            visited += 1
            if let reference = next.reference {
                return
                    "what it shows is in \(reference), which is not among the inputs, so whether it offers a way back or marks itself modal is not known"
            }
            pending += next.children
        }
        return nil
    }

    private func probeEscape(
        key: String, route: [RouteStep], inspection: ScreenInspection, what: String, unknown: String? = nil
    ) async {
        let handled: String
        if let seen = collector.escapeResponders[key] {
            // The crawler tried escape on this screen as it arrived.
            handled = seen
        } else {
            let runner = await replayer.replay(route)
            await runner.reader.escape()
            handled = runner.reader.lastGesture?.handledBy ?? "none"
        }
        let closer = handled == "none" ? await dismissingElement(key: key, route: route, inspection: inspection) : nil
        collector.update(key) { ledger in
            if handled != "none" {
                ledger.pass(.modalEscape, nil)
            } else if let closer {
                ledger.pass(.modalEscape, inspection.snapshot(closer.view))
            } else {
                let message =
                    "\(what.prefix(1).uppercased() + what.dropFirst()) cannot be closed: no responder handles escape (two-finger scrub) and no Close, Cancel or Done control is reachable."
                if let unknown {
                    ledger.review(.modalEscape, nil, message, because: unknown)
                } else {
                    ledger.fail(.modalEscape, nil, message)
                }
            }
        }
    }

    /// A reachable control that closes the modal screen when activated:
    /// named like one (Close, Cancel, Done, a back button), or found by
    /// activating each control on a replay and watching the screen change.
    private func dismissingElement(
        key: String, route: [RouteStep], inspection: ScreenInspection
    ) async -> ScreenElement? {
        let candidates = inspection.tree.elements.enumerated().filter {
            ScreenInspection.isInteractive($0.element.view)
        }
        if let named = candidates.first(where: { candidate in
            let label = StaticAuditor.normalized(candidate.element.view.accessibilityLabel ?? "")
            return Self.dismissWords.contains(label) || candidate.element.view.accessibilityTraits.contains(.backButton)
        }) {
            return named.element
        }
        for (index, element) in candidates.prefix(20) {
            let runner = await replayer.replay(route + [.activate(index: index, path: "", description: "")])
            if Replayer.screenKey(runner) != key { return element }
        }
        return nil
    }

    // MARK: Adjustable elements

    private func probeAdjustables(key: String, route: [RouteStep], inspection: ScreenInspection) async {
        for (index, element) in inspection.tree.elements.enumerated()
        where element.view.accessibilityTraits.contains(.adjustable) {
            let snapshot = inspection.snapshot(element.view)
            var unchanged: [String] = []
            for increment in [true, false] {
                let runner = await replayer.replay(route)
                let tree = runner.reader.currentTree()
                guard tree.elements.indices.contains(index), await runner.reader.focus(on: tree.elements[index].view)
                else { continue }
                let view = tree.elements[index].view
                if Self.isAtBound(view, increment: increment) { continue }
                let value = view.accessibilityValue
                if increment { await runner.reader.swipeUp() } else { await runner.reader.swipeDown() }
                if view.accessibilityValue == value { unchanged.append(increment ? "increment" : "decrement") }
            }
            collector.update(key) { ledger in
                if unchanged.isEmpty {
                    ledger.pass(.adjustableValue, snapshot)
                } else {
                    ledger.fail(
                        .adjustableValue, snapshot,
                        "'\(snapshot.path)' is adjustable, but its value stays \"\(element.view.accessibilityValue ?? "")\" on \(unchanged.joined(separator: " and "))."
                    )
                }
            }
        }
    }

    /// Whether `view` cannot go further that way (a slider at its maximum,
    /// a page control on its first page).
    static func isAtBound(_ view: View, increment: Bool) -> Bool {
        if let stepping = view as? SteppingControl {
            return increment ? stepping.value >= stepping.maximumValue : stepping.value <= stepping.minimumValue
        }
        if let pages = view as? PageControl {
            return increment ? pages.currentPage >= pages.numberOfPages - 1 : pages.currentPage <= 0
        }
        return false
    }

    // MARK: Scroll views

    private func probeScrollViews(key: String, route: [RouteStep], inspection: ScreenInspection) async {
        for view in inspection.visibleViews {
            guard let scroll = view as? ScrollView,
                scroll.canScroll(vertically: true) || scroll.canScroll(vertically: false)
            else { continue }
            guard let index = inspection.tree.elements.firstIndex(where: { $0.view.isDescendant(of: scroll) }) else {
                continue
            }
            let vertical = scroll.canScroll(vertically: true)
            let runner = await replayer.replay(route)
            let tree = runner.reader.currentTree()
            guard tree.elements.indices.contains(index), await runner.reader.focus(on: tree.elements[index].view) else {
                continue
            }
            let mark = runner.reader.transcript.count
            await runner.reader.scroll(vertical ? .up : .left)
            let handled = runner.reader.lastGesture?.handledBy ?? "none"
            let status = runner.reader.utterances(since: mark).first { $0.kind == .pageStatus }?.text
            let snapshot = inspection.snapshot(scroll)
            collector.update(key) { ledger in
                if handled == "none" {
                    ledger.fail(
                        .scrollResponse, snapshot,
                        "'\(snapshot.path)' has more content than fits, but a three-finger swipe inside it does nothing."
                    )
                } else if status == nil || status?.isEmpty == true {
                    ledger.fail(
                        .scrollResponse, snapshot,
                        "'\(snapshot.path)' scrolls on a three-finger swipe but says no page status (\"Page 2 of 3\").")
                } else {
                    ledger.pass(.scrollResponse, snapshot)
                }
            }
        }
    }

    // MARK: Swipe order

    private func probeSwipeOrder(key: String, runner: ScenarioRunner, inspection: ScreenInspection) async {
        let count = inspection.tree.elements.count
        guard count > 1 else { return }
        let reader = runner.reader
        await reader.fourFingerTapTop()
        var visited: [View] = reader.focusedElement.map { [$0] } ?? []
        var loop: (from: View, to: View)?
        for _ in 0..<(count * 2 + 2) {
            let previous = reader.focusedElement
            let mark = reader.transcript.count
            await reader.swipeRight()
            // The boundary earcon: the end of the order.
            if reader.earcons(since: mark).contains(.boundary) { break }
            guard let now = reader.focusedElement else { break }
            if now === previous || visited.contains(where: { $0 === now }) {
                loop = (previous ?? now, now)
                break
            }
            visited.append(now)
        }
        let tree = reader.currentTree()
        collector.update(key) { ledger in
            if let loop {
                let to = inspection.snapshot(loop.to)
                ledger.fail(
                    .swipeLoop, inspection.snapshot(loop.from),
                    "Swiping right from '\(ElementPath.path(of: loop.from))' goes back to '\(to.path)': the swipe order loops and never reaches the end.",
                    related: [to.path])
            } else {
                ledger.pass(.swipeLoop, nil)
            }
            for element in tree.elements {
                let snapshot = inspection.snapshot(element.view)
                let touched = tree.element(at: element.view.activationPoint)?.view === element.view
                if visited.contains(where: { $0 === element.view }) {
                    ledger.pass(.unreachableElement, snapshot)
                } else if touched {
                    ledger.fail(
                        .unreachableElement, snapshot,
                        "'\(snapshot.path)' can be touched but swiping from the first element never reaches it.")
                }
            }
        }
    }

    // MARK: Magic tap

    private func probeMagicTap(key: String, route: [RouteStep], inspection: ScreenInspection) async {
        let primary = inspection.tree.elements.filter { element in
            guard ScreenInspection.isInteractive(element.view) else { return false }
            let traits = element.view.accessibilityTraits
            return traits.contains(.startsMediaSession)
                || Self.primaryWords.contains(StaticAuditor.normalized(element.view.accessibilityLabel ?? ""))
        }
        guard primary.count == 1, let only = primary.first else { return }
        let runner = await replayer.replay(route)
        await runner.reader.magicTap()
        let handled = runner.reader.lastGesture?.handledBy ?? "system"
        let snapshot = inspection.snapshot(only.view)
        collector.update(key) { ledger in
            if handled == "system" || handled == "none" {
                ledger.fail(
                    .magicTap, snapshot,
                    "The screen's one primary action is '\(snapshot.path)' (\(StaticAuditor.quoted(snapshot.description))), but a magic tap (two-finger double tap) does not trigger it."
                )
            } else {
                ledger.pass(.magicTap, snapshot)
            }
        }
    }
}
