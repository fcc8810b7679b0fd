internal import AppModel

/// Read all (two-finger swipe up) and read from here (two-finger swipe
/// down), docs/voiceover-rules.md §5.5.
extension ScreenReader {
    /// Reads every element from the first, moving focus along; hints are
    /// not spoken. The reading holds the clock until it ends.
    public func readAll() async {
        await read(fromFirst: true)
        await finishGesture()
    }

    /// Reads from the focused element to the end.
    public func readFromHere() async {
        await read(fromFirst: false)
        await finishGesture()
    }

    private func read(fromFirst: Bool) async {
        guard isRunning else { return }
        var tree = currentTree()
        var index: Int
        if fromFirst {
            index = 0
        } else {
            index = focusedElement.flatMap { tree.index(of: $0) } ?? 0
        }
        var turns = 0
        while tree.elements.indices.contains(index) {
            let element = tree.elements[index]
            await moveFocus(to: element.view, speak: false, byUser: index == 0 || !fromFirst, tree: tree)
            let description = composer.describe(element)
            await speak(
                description.text, kind: .description, mode: .interrupt, hint: nil,
                language: element.view.accessibilityLanguage, element: element.view.id)
            currentHint = nil
            await settle()
            if let active = activeIndex, case .utterance(let utterance) = transcript[active] {
                await advance(to: utterance.start + utterance.duration)
            }
            if element.view.accessibilityTraits.contains(.causesPageTurn), turns < 1_000 {
                turns += 1
                let before = tree.elements.map { ObjectIdentifier($0.view) }
                let (_, handler) = walkChain { $0.accessibilityScroll(.next) }
                await settle()
                let after = currentTree()
                if handler != nil, after.elements.map({ ObjectIdentifier($0.view) }) != before {
                    tree = after
                    index = after.index(of: element.view).map { $0 + 1 } ?? 0
                    continue
                }
            }
            tree = currentTree()
            index = (tree.index(of: element.view) ?? index) + 1
        }
    }
}
