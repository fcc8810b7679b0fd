public import AppModel

/// Reacting to what the app did: UIKit's standard transitions
/// (docs/voiceover-rules.md §6, docs/scenario-format.md, "Time, focus and callbacks" "Focus after
/// transitions") and the notifications the app posted (§4.1).
extension ScreenReader {
    /// Reacts to everything the app did since the last call (a `do:` step,
    /// an async update). Gestures call this themselves.
    public func appDidChange() async {
        await settle()
    }

    /// Rotates the device and treats the new layout as `layoutChanged(nil)`:
    /// focus stays on its element if it is still on screen.
    public func rotate(to orientation: Orientation) async {
        application.rotate(to: orientation)
        await settleLayout()
    }

    /// Changes the device (iPhone/iPad), as a layout change.
    public func setDevice(_ device: Device) async {
        application.setEnvironment(
            device: device, orientation: application.orientation, layoutDirection: application.layoutDirection)
        await settleLayout()
    }

    /// After a relaunch: focus on the first element, as at launch.
    public func didRelaunch() async {
        _ = application.takePendingChanges()
        restoreTargets = [:]
        lastPageStatus = [:]
        play(.screenChanged)
        let tree = currentTree()
        await moveFocus(to: tree.elements.first?.view, speak: true, byUser: false, tree: tree)
        await settle()
    }

    private func settleLayout() async {
        await settle()
        await handle(.layoutChanged(.none), poster: nil)
        await settle()
    }

    /// A transition's effect on focus, gathered over one batch of changes.
    struct PendingFocus {
        var target: FocusTarget
        var earcon: Earcon?
        var text: String?
    }

    /// Processes pending changes until the app stops making new ones.
    /// Returns whether focus moved or anything was spoken.
    @discardableResult
    func settle() async -> Bool {
        var acted = false
        var batches = 0
        while batches < 100 {
            let changes = application.takePendingChanges()
            if changes.isEmpty { break }
            batches += 1
            guard isRunning else { continue }
            var pending: PendingFocus?
            var deferred: [(AccessibilityNotification, Responder?)] = []
            for change in changes {
                switch change {
                case .transition(let transition):
                    if let focus = pendingFocus(for: transition) {
                        if case .keep = focus.target, pending != nil { continue }
                        pending = focus
                    }
                case .notification(let notification, let poster):
                    recordNotification(notification, poster: poster)
                    if var focus = pending, case .screenChanged(let argument) = notification {
                        switch argument {
                        case .element(let view): focus.target = .element(view)
                        case .none: focus.target = .first
                        case .text(let text): focus.text = text
                        }
                        focus.earcon = focus.earcon ?? .screenChanged
                        pending = focus
                    } else if pending != nil {
                        deferred.append((notification, poster))
                    } else {
                        acted = await handle(notification, poster: poster) || acted
                    }
                }
            }
            if let pending {
                await apply(pending)
                acted = true
            }
            for (notification, poster) in deferred {
                acted = await handle(notification, poster: poster) || acted
            }
        }
        // A field whose screen went away stops being edited, and the keyboard stays in front.
        application.updateKeyboard()
        if let focusedElement, !currentTree().contains(focusedElement) {
            // The focused element left the screen: focus is lost until the
            // next swipe or layoutChanged.
            let tree = currentTree()
            await moveFocus(to: nil, speak: false, byUser: false, tree: tree)
        }
        return acted
    }

    /// Notes a posted notification and whether its element argument was
    /// a reachable element when VoiceOver processed it.
    private func recordNotification(_ notification: AccessibilityNotification, poster: Responder?) {
        var record = NotificationRecord(summary: notification.summary, poster: poster?.traceName, time: now)
        switch notification {
        case .screenChanged(.element(let view)), .layoutChanged(.element(let view)):
            record.target = view.traceName
            record.targetWasReachable = currentTree().contains(view)
        default: break
        }
        notificationRecords.append(record)
    }

    private func pendingFocus(for transition: ScreenTransition) -> PendingFocus? {
        switch transition {
        case .push(let navigation, let pushed):
            restoreTargets[ObjectIdentifier(pushed)] = focusedElement
            let back = navigation.navigationBar.backButton
            return PendingFocus(target: back.isHidden ? .first : .element(back), earcon: .screenChanged)
        case .pop(_, let popped):
            let saved = popped.first.flatMap { restoreTargets[ObjectIdentifier($0)] }
            for controller in popped { restoreTargets[ObjectIdentifier(controller)] = nil }
            return PendingFocus(target: .restore(saved), earcon: .screenChanged)
        case .setViewControllers:
            return PendingFocus(target: .first, earcon: .screenChanged)
        case .present(let presentation):
            restoreTargets[ObjectIdentifier(presentation.presented)] = focusedElement
            let earcon: Earcon = presentation.style == .alert ? .alert : .screenChanged
            return PendingFocus(target: .firstInside(presentation.containerView), earcon: earcon)
        case .dismiss(let dismissed, _):
            let saved = dismissed.first.flatMap { restoreTargets[ObjectIdentifier($0)] }
            for controller in dismissed { restoreTargets[ObjectIdentifier(controller)] = nil }
            return PendingFocus(target: .restore(saved), earcon: .screenChanged)
        case .selectTab:
            return PendingFocus(target: .keep)
        case .selectPage, .childTransition:
            return nil
        }
    }

    private func apply(_ pending: PendingFocus) async {
        if let earcon = pending.earcon { play(earcon) }
        let tree = currentTree()
        let target = resolve(pending.target, in: tree)
        if case .keep = pending.target {
            guard let target, let element = tree.element(for: target) else { return }
            await speakElement(element, enteringFrom: element)
            return
        }
        await moveFocus(to: target, speak: pending.text == nil, byUser: false, tree: tree)
        if let text = pending.text { await speak(text, kind: .notification) }
    }

    /// Handles one posted notification. Returns whether focus moved or
    /// anything was spoken.
    @discardableResult
    func handle(_ notification: AccessibilityNotification, poster: Responder?) async -> Bool {
        guard isRunning else { return false }
        switch notification {
        case .screenChanged(let argument):
            play(.screenChanged)
            let tree = currentTree()
            switch argument {
            case .element(let view):
                await moveFocus(to: resolve(.element(view), in: tree), speak: true, byUser: false, tree: tree)
            case .none:
                await moveFocus(to: tree.elements.first?.view, speak: true, byUser: false, tree: tree)
            case .text(let text):
                await moveFocus(to: tree.elements.first?.view, speak: false, byUser: false, tree: tree)
                await speak(text, kind: .notification)
            }
            return true
        case .layoutChanged(let argument):
            let tree = currentTree()
            switch argument {
            case .element(let view) where tree.contains(view):
                await moveFocus(to: view, speak: true, byUser: false, tree: tree)
                return true
            case .element, .none:
                if let focusedElement, tree.contains(focusedElement) { return false }
                guard let first = tree.elements.first?.view else { return false }
                await moveFocus(to: first, speak: true, byUser: false, tree: tree)
                return true
            case .text(let text):
                await speak(text, kind: .notification)
                return true
            }
        case .announcement(let text, let priority):
            await announce(text, priority: priority)
            return true
        case .pageScrolled(let status):
            let key = poster?.traceName ?? ""
            play(lastPageStatus[key] == status ? .boundary : .pageScrolled)
            lastPageStatus[key] = status
            await speak(status, kind: .pageStatus)
            return true
        }
    }
}
