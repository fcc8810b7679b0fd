public import AppModel

/// Special gestures through the responder chain and actions on the focused
/// element (docs/voiceover-rules.md §5.2, §5.3).
extension ScreenReader {
    /// Escape (two-finger Z): each responder from the focused element up is
    /// asked; nobody handling it, a dismissible sheet or popover is
    /// dismissed by the system, else the boundary earcon.
    public func escape() async {
        guard isRunning else { return await finishGesture() }
        let (asked, handler) = walkChain { $0.accessibilityPerformEscape() }
        var handledBy = handler
        if handledBy == nil, let presentation = application.presentations.last, presentation.isDismissibleByEscape {
            presentation.presented.dismiss()
            handledBy = "system"
        }
        if handledBy == nil { play(.boundary) }
        recordGesture(.escape, asked: asked, handledBy: handledBy ?? "none")
        await finishGesture()
    }

    /// Magic tap (two-finger double tap): the responder chain, up to the app
    /// delegate; nobody handling it toggles the system's media playback.
    public func magicTap() async {
        guard isRunning else { return await finishGesture() }
        let (asked, handler) = walkChain { $0.accessibilityPerformMagicTap() }
        if handler == nil { isSystemMediaPlaying.toggle() }
        recordGesture(.magicTap, asked: asked, handledBy: handler ?? "system")
        await finishGesture()
    }

    /// Three-finger swipe: `accessibilityScroll(direction)` up the chain; a
    /// scroll view pages and posts its status; nothing scrolling gives the
    /// boundary earcon.
    public func scroll(_ direction: ScrollDirection) async {
        guard isRunning else { return await finishGesture() }
        let (asked, handler) = walkChain { $0.accessibilityScroll(direction) }
        if handler == nil { play(.boundary) }
        recordGesture(.scroll(direction), asked: asked, handledBy: handler ?? "none")
        await finishGesture()
    }

    /// Asks each responder from the gesture's start up; returns the names
    /// asked and the one that returned true.
    func walkChain(_ ask: (Responder) -> Bool) -> (asked: [String], handledBy: String?) {
        var asked: [String] = []
        var current = gestureStart
        while let responder = current, asked.count < 10_000 {
            asked.append(responder.traceName)
            if ask(responder) { return (asked, responder.traceName) }
            current = responder.next
        }
        return (asked, nil)
    }

    /// Double tap: activates the focused element (or runs the custom action
    /// chosen in the Actions rotor). `accessibilityActivate()` first; if it
    /// returns false, a tap at the activation point. Afterwards VoiceOver
    /// speaks the new value of a switch or stepper, or re-reads the element,
    /// unless the app spoke or moved focus itself.
    public func doubleTap() async {
        guard isRunning, let element = focusedElement else {
            if isRunning { recordGesture(.doubleTap, asked: [], handledBy: "none") }
            return await finishGesture()
        }
        if let actionIndex, effectiveRotor == .actions {
            let actions = element.accessibilityCustomActions
            if actions.indices.contains(actionIndex) {
                await runCustomAction(actions[actionIndex], on: element, gesture: .doubleTap)
                return await finishGesture()
            }
        }
        if let key = element as? KeyboardKey {
            await press(key)
            return await finishGesture()
        }
        // A double tap on the field being edited moves its caret to the other end.
        if let input = element as? any TextInput, input.isEditing {
            recordGesture(.doubleTap, asked: [element.traceName], handledBy: element.traceName)
            await toggleCaret(input)
            return await finishGesture()
        }
        adoptedFocus = [:]
        let handled = activate(element)
        recordGesture(.doubleTap, asked: [element.traceName], handledBy: handled ? element.traceName : "none")
        let acted = await settle()
        // A view the app rebuilt with the same identity is still the element activated.
        let activated = current(element)
        adoptedFocus = [:]
        if handled && !acted && focusedElement === activated
            && !activated.accessibilityTraits.contains(.startsMediaSession)
        {
            await speakAfterActivation(activated)
        }
        await advance(to: now + settings.paceMilliseconds)
    }

    /// Triple tap: the app gets a double tap on the focused element.
    public func tripleTap() async {
        guard isRunning, let element = focusedElement else { return await finishGesture() }
        let first = tap(at: element.activationPoint)
        let second = tap(at: element.activationPoint)
        let handled = first || second
        recordGesture(.tripleTap, asked: [element.traceName], handledBy: handled ? element.traceName : "none")
        await finishGesture()
    }

    /// `accessibilityActivate()`, else a tap at the activation point.
    func activate(_ element: View) -> Bool {
        guard element.accessibilityRespondsToUserInteraction else { return false }
        if element.accessibilityActivate() { return true }
        return tap(at: element.activationPoint)
    }

    /// A synthesized touch: the hit view, or the first of its superviews
    /// that responds to a tap.
    func tap(at point: Point) -> Bool {
        var current = application.window.hitTest(point)
        while let view = current {
            if view.performTap() { return true }
            current = view.superview
        }
        return false
    }

    private func speakAfterActivation(_ element: View) async {
        let tree = currentTree()
        guard let screenElement = tree.element(for: element) else { return }
        if let input = element as? any TextInput, input.isEditing {
            await speakEditingDescription(input)
        } else if element.accessibilityTraits.contains(.toggleButton),
            let state = Phrases.spokenSwitchValue(element.accessibilityValue)
        {
            await speak(state, kind: .value, language: element.accessibilityLanguage, element: element.id)
        } else if let value = element.spokenAfterActivation {
            await speak(value, kind: .value, language: element.accessibilityLanguage, element: element.id)
        } else {
            await speakElement(screenElement, enteringFrom: screenElement)
        }
    }

    /// Swipe up on an adjustable element: increment; the new value is
    /// spoken, or the boundary earcon when it did not change.
    func adjust(up: Bool) async {
        guard let element = focusedElement else { return }
        let before = element.accessibilityValue
        adoptedFocus = [:]
        let handled = up ? element.accessibilityIncrement() : element.accessibilityDecrement()
        recordGesture(
            up ? .swipeUp : .swipeDown, asked: [element.traceName], handledBy: handled ? element.traceName : "none")
        let acted = await settle()
        // A view the app rebuilt with the same identity is the element adjusted.
        let adjusted = current(element)
        adoptedFocus = [:]
        let after = adjusted.accessibilityValue
        if after == before || after == nil {
            if !acted { play(.boundary) }
        } else if let after, !acted {
            await speak(after, kind: .value, language: adjusted.accessibilityLanguage, element: adjusted.id)
        }
    }

    /// Performs the focused element's custom action named `name` (the
    /// scenario step `action:`); case-insensitive when no exact match.
    /// Returns `false` when the element has no such action.
    @discardableResult
    public func performAction(named name: String) async -> Bool {
        guard isRunning, let element = focusedElement else { return false }
        let actions = element.accessibilityCustomActions
        guard
            let action = actions.first(where: { $0.name == name })
                ?? actions.first(where: { $0.name.lowercased() == name.lowercased() })
        else { return false }
        await runCustomAction(action, on: element, gesture: .action(name))
        await finishGesture()
        return true
    }

    private func runCustomAction(_ action: CustomAction, on element: View, gesture: Gesture) async {
        let handled = action.handler()
        recordGesture(gesture, asked: [element.traceName], handledBy: handled ? element.traceName : "none")
        await settle()
    }

    /// Two-finger tap: pauses speech, or resumes the paused utterance.
    public func twoFingerTap() async {
        guard isRunning else { return await finishGesture() }
        if isPaused {
            isPaused = false
            transcript.append(.resumed(at: now))
            if let item = pausedItem {
                pausedItem = nil
                begin(item)
            } else if !queue.isEmpty {
                begin(queue.removeFirst())
            }
        } else {
            let active = activeItem
            pendingHint = nil
            if active != nil {
                // Pausing is not an interruption: the utterance resumes later.
                if let index = activeIndex, case .utterance(var utterance) = transcript[index] {
                    utterance.interruptedAt = now
                    transcript[index] = .utterance(utterance)
                }
                activeIndex = nil
                activeItem = nil
            }
            pausedItem = active
            isPaused = true
            transcript.append(.paused(at: now))
        }
        await finishGesture()
    }

    /// Three-finger tap: the scroll status of the scroll view around the
    /// focused element ("Page 1 of 3"), else its position in a series or
    /// tab bar; with neither, the boundary earcon.
    public func threeFingerTap() async {
        guard isRunning else { return await finishGesture() }
        var status: String?
        var view = focusedElement?.superview
        while let current = view {
            if let scroll = current as? ScrollView {
                status = scroll.scrollStatus
                break
            }
            view = current.superview
        }
        if status == nil, let focusedElement, let element = currentTree().element(for: focusedElement) {
            switch element.context {
            case .series(let index, let count), .tab(let index, let count): status = "\(index) of \(count)"
            default: break
            }
        }
        if let status {
            await speak(status, kind: .pageStatus)
        } else {
            play(.boundary)
        }
        await finishGesture()
    }
}
