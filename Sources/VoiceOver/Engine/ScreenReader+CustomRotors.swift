public import AppModel

/// An app's own rotors (`accessibilityCustomRotors`, docs/voiceover-rules.md §5.4).
extension ScreenReader {
    /// The custom rotors offered where focus is: those of the focused
    /// element's view and of each view around it, nearest first; a name
    /// declared twice is the nearest one.
    public var availableCustomRotors: [AccessibilityCustomRotor] {
        var found: [AccessibilityCustomRotor] = []
        var view = focusedElement
        var steps = 0
        // Bounded: a view hierarchy deeper than this is not a real screen.
        while let current = view, steps < 1_000 {
            for rotor in current.accessibilityCustomRotors where !found.contains(where: { $0.name == rotor.name }) {
                found.append(rotor)
            }
            view = current.superview
            steps += 1
        }
        return found
    }

    /// Moves to the next or previous target of the custom rotor `name`:
    /// after the focused element when it is one of them, else the first
    /// (or, going back, the last); targets not on screen are passed over.
    func moveByCustomRotor(named name: String, forward: Bool) async {
        let tree = currentTree()
        let targets = (availableCustomRotors.first { $0.name == name }?.targets ?? []).filter {
            tree.index(of: $0) != nil
        }
        let current = focusedElement.flatMap { focused in targets.firstIndex { $0 === focused } }
        guard let next = Self.rotorItem(after: current, count: targets.count, forward: forward) else {
            play(.boundary)
            return
        }
        let choice = rotorChoice
        await moveFocus(to: targets[next], speak: true, byUser: true, tree: tree)
        // The rotor stays on this setting at the element it moved to.
        if choice?.rotor == .custom(name) { rotorChoice = (.custom(name), focusGeneration) }
    }
}
