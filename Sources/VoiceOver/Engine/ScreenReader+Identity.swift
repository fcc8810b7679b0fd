public import AppModel

/// Views an app rebuilt that stay the same element: SwiftUI keeps a view's
/// identity across updates of its state, so VoiceOver's focus and the
/// element it returns to after a dismissal stay on it (docs/voiceover-rules.md §6).
extension ScreenReader {
    /// Takes each old view in `replacements` as its new one wherever
    /// VoiceOver holds it: the focused element and the elements focus
    /// returns to after a pop or dismissal.
    public func adopt(_ replacements: [ObjectIdentifier: View]) {
        guard !replacements.isEmpty else { return }
        if let focused = focusedElement, let new = replacements[ObjectIdentifier(focused)] {
            focusedElement = new
            adoptedFocus[ObjectIdentifier(focused)] = new
        }
        for (key, target) in restoreTargets {
            if let new = replacements[ObjectIdentifier(target)] { restoreTargets[key] = new }
        }
    }

    /// `element`, or the view that took its place since it was focused.
    func current(_ element: View) -> View {
        var view = element
        var hops = 0
        while let next = adoptedFocus[ObjectIdentifier(view)], hops < 64 {
            view = next
            hops += 1
        }
        return view
    }
}
