internal import AppModel
internal import Crawl
internal import VoiceOver

/// error-not-announced: a message that tells the user something went wrong
/// ("Enter a valid email", "Password is required") appears on the screen
/// after a step, and VoiceOver neither says it nor moves focus to it.
extension TransitionTracker {
    /// Words that mark a text as an error or a validation message.
    static let errorWords = [
        "error", "invalid", "incorrect", "required", "must ", "try again", "failed", "not valid", "too short",
        "too long",
        "doesn't match", "does not match", "please enter", "enter a valid", "wrong", "missing", "cannot be empty",
        "can't be empty",
    ]

    /// Whether `text` reads as an error or validation message.
    static func looksLikeError(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return errorWords.contains { lowered.contains($0) }
    }

    func checkErrors(
        _ step: RouteStep, before: Mark, reader: ScreenReader, tree: ElementTree, into ledger: inout RuleLedger
    ) {
        let appeared = tree.elements.filter { element in
            guard !ScreenInspection.isInteractive(element.view), let text = element.view.accessibilityLabel,
                !before.texts.contains(text)
            else { return false }
            return Self.looksLikeError(text)
        }
        guard !appeared.isEmpty else { return }
        let spoken = reader.transcript[min(before.transcript, reader.transcript.count)...].compactMap {
            entry -> String? in
            if case .utterance(let utterance) = entry { return utterance.text }
            return nil
        }
        for element in appeared {
            let text = element.view.accessibilityLabel ?? ""
            let snapshot = ScreenInspection.snapshot(
                of: element.view, in: tree, reader: reader, locator: collector.locator)
            if reader.focusedElement === element.view || spoken.contains(where: { $0.contains(text) }) {
                ledger.pass(.errorNotAnnounced, snapshot)
            } else {
                ledger.fail(
                    .errorNotAnnounced, snapshot,
                    "After \(step.summary), '\(snapshot.path)' appeared (\"\(text)\"), but VoiceOver did not say it and focus did not move to it."
                )
            }
        }
    }
}
