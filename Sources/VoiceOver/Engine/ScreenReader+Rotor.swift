internal import AppModel

/// The rotor and one-finger swipes up and down (docs/voiceover-rules.md §5.4).
extension ScreenReader {
    /// Turns the rotor to `rotor` and speaks its name.
    public func selectRotor(_ rotor: Rotor) async {
        guard isRunning else { return await finishGesture() }
        rotorChoice = (rotor, focusGeneration)
        if rotor != .actions && rotor != .adjustValue { lastRotor = rotor }
        actionIndex = nil
        await speak(Phrases.rotorName(rotor), kind: .rotor)
        await finishGesture()
    }

    /// The rotor in effect: one the user turned to on this element; else
    /// Adjust Value on an adjustable element, Actions on one with custom
    /// actions, or the last navigation rotor chosen.
    public var effectiveRotor: Rotor? {
        if let choice = rotorChoice, choice.generation == focusGeneration { return choice.rotor }
        if let focusedElement {
            if focusedElement.accessibilityTraits.contains(.adjustable) { return .adjustValue }
            if !focusedElement.accessibilityCustomActions.isEmpty { return .actions }
        }
        return lastRotor
    }

    /// One-finger swipe up: increment, previous action, or previous item
    /// of the rotor.
    public func swipeUp() async {
        await rotorStep(forward: false)
        await finishGesture()
    }

    /// One-finger swipe down: decrement, next action, or next item of the rotor.
    public func swipeDown() async {
        await rotorStep(forward: true)
        await finishGesture()
    }

    private func rotorStep(forward: Bool) async {
        guard isRunning else { return }
        // While a field is edited, swipes up and down move its caret by the text rotor's unit.
        let rotor = effectiveRotor
        if rotor == nil || rotor == .characters || rotor == .words || rotor == .lines, await moveCaret(forward: forward)
        {
            return
        }
        switch effectiveRotor {
        case .adjustValue:
            guard let focusedElement, focusedElement.accessibilityTraits.contains(.adjustable) else {
                play(.boundary)
                return
            }
            await adjust(up: !forward)
        case .actions:
            await cycleActions(forward: forward)
        case nil:
            play(.boundary)
        case .custom(let name)?:
            await moveByCustomRotor(named: name, forward: forward)
        case let rotor?:
            await moveByRotor(rotor, forward: forward)
        }
    }

    /// The Actions rotor: custom actions in array order, then "Activate".
    private func cycleActions(forward: Bool) async {
        guard let element = focusedElement, !element.accessibilityCustomActions.isEmpty else {
            play(.boundary)
            return
        }
        let names = element.accessibilityCustomActions.map(\.name) + [Phrases.activateAction]
        guard let next = Self.rotorItem(after: actionIndex, count: names.count, forward: forward) else {
            play(.boundary)
            return
        }
        actionIndex = next
        rotorChoice = (.actions, focusGeneration)
        await speak(names[next], kind: .action, language: element.accessibilityLanguage)
    }

    /// Moves to the next or previous element the rotor stops at.
    private func moveByRotor(_ rotor: Rotor, forward: Bool) async {
        let tree = currentTree()
        let start = focusedElement.flatMap { tree.index(of: $0) } ?? (forward ? -1 : tree.elements.count)
        let indices =
            forward
            ? Array(stride(from: start + 1, to: tree.elements.count, by: 1))
            : Array(stride(from: start - 1, through: 0, by: -1))
        guard let found = indices.first(where: { Self.rotor(rotor, stopsAt: $0, in: tree) }) else {
            play(.boundary)
            return
        }
        let generation = rotorChoice?.rotor == rotor ? rotorChoice : nil
        await moveFocus(to: tree.elements[found].view, speak: true, byUser: true, tree: tree)
        if generation != nil { rotorChoice = (rotor, focusGeneration) }
    }

    /// The rotor item a swipe lands on among `count`: the one after (or
    /// before) `current`, else the first (or last); `nil` past either end.
    static func rotorItem(after current: Int?, count: Int, forward: Bool) -> Int? {
        let next = current.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : count - 1)
        return (0..<count).contains(next) ? next : nil
    }

    static func rotor(_ rotor: Rotor, stopsAt index: Int, in tree: ElementTree) -> Bool {
        let element = tree.elements[index]
        let traits = element.view.accessibilityTraits
        switch rotor {
        case .headings: return traits.contains(.header)
        case .links: return traits.contains(.link)
        case .images: return traits.contains(.image)
        case .textFields:
            return traits.contains(.textEntry) || traits.contains(.secureTextField) || traits.contains(.searchField)
        case .landmarks:
            guard let landmark = element.containers.last(where: \.isLandmark) else { return false }
            return index == 0 || !tree.elements[index - 1].containers.contains { $0.view === landmark.view }
        case .containers:
            guard let container = element.containers.last else { return false }
            return index == 0 || !tree.elements[index - 1].containers.contains { $0.view === container.view }
        case .actions, .adjustValue, .custom, .characters, .words, .lines:
            return false
        }
    }
}
