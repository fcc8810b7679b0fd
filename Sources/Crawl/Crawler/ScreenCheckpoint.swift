internal import AppModel
public import Scenarios
internal import VoiceOver

/// A run's state on a screen, as far as the crawler's next action can
/// depend on it: the screen, every element (identity, label, value,
/// traits, frame), every scroll view's offset, and what VoiceOver
/// remembers. Taken when a run arrives at a screen; after an action that
/// left the screen as it was, the crawler puts focus and scroll offsets
/// back and reuses the run only if the state compares equal, so the next
/// action sees what a replay from launch would show it.
@MainActor
public struct ScreenCheckpoint {
    private struct Element: Equatable {
        var view: ObjectIdentifier
        var label: String?
        var value: String?
        var traits: AccessibilityTraits
        var frame: Rect
    }

    private let key: String
    private let elements: [Element]
    private let offsets: [(view: ScrollView, offset: Point)]
    private let memory: ScreenReader.Memory
    private let focused: View?
    private let presentations: Int

    /// The state `runner` is in now.
    public init(_ runner: ScenarioRunner) {
        let reader = runner.reader
        key = Replayer.screenKey(runner)
        elements = reader.currentTree().elements.map { element in
            let view = element.view
            return Element(
                view: ObjectIdentifier(view), label: view.accessibilityLabel, value: view.accessibilityValue,
                traits: view.accessibilityTraits,
                frame: view.accessibilityFrame)
        }
        offsets = Self.scrollViews(in: runner.application.window).map { ($0, $0.contentOffset) }
        memory = reader.memory
        focused = reader.focusedElement
        presentations = runner.application.presentations.count
    }

    /// Puts focus and scroll offsets back as they were at the checkpoint,
    /// lets speech finish, and says whether the run is now in the same state.
    public func restore(_ runner: ScenarioRunner) async -> Bool {
        for (view, offset) in offsets where view.contentOffset != offset { view.contentOffset = offset }
        let reader = runner.reader
        if reader.focusedElement !== focused {
            guard let focused, await reader.focus(on: focused) else { return false }
            for (view, offset) in offsets where view.contentOffset != offset { view.contentOffset = offset }
            await reader.wait(milliseconds: Replayer.settleMilliseconds)
        }
        return matches(ScreenCheckpoint(runner))
    }

    private func matches(_ other: ScreenCheckpoint) -> Bool {
        key == other.key && presentations == other.presentations && memory == other.memory && elements == other.elements
            && offsets.count == other.offsets.count
            && zip(offsets, other.offsets).allSatisfy { $0.view === $1.view && $0.offset == $1.offset }
    }

    /// Every scroll view under `window`, front to back; the walk is bounded.
    private static func scrollViews(in window: View) -> [ScrollView] {
        var found: [ScrollView] = []
        var pending: [View] = [window]
        var visited = 0
        while let view = pending.popLast(), visited < 100_000 {
            visited += 1
            if let scroll = view as? ScrollView { found.append(scroll) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
