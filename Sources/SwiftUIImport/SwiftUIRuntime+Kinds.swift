internal import AppSpec
internal import Diagnostics
internal import SwiftSyntax

/// What an element's code does, as its source says before it runs: the
/// crawl's and the corpus walk's classification of links, presentation
/// triggers, menus and controls (``LiveCodeKind``).
extension SwiftUIRuntime {
    /// What the code a reference names does, as its source says: a link, an
    /// action that sets a presentation's state (its text names one), a menu, a control.
    func kind(of code: String) -> LiveCodeKind? {
        guard let action = live.action(code) else { return nil }
        switch action {
        case .push, .pushValue: return .link
        case .menu: return .menu
        case .toggle, .adjust, .assign, .text: return .control
        case .menuChoice, .alertButton, .resume, .tasks: return .action
        case .run(let syntax, _, _):
            let text = syntax.trimmedDescription
            let names = live.presentationKeys.map { key in
                key.split(separator: "|").last.map { String($0.split(separator: ".").last ?? $0) } ?? key
            }
            guard names.contains(where: { !$0.isEmpty && text.contains($0) }) || text.contains("path.append") else {
                return .action
            }
            // It names a presentation's state: a trigger, unless it runs to its end without setting one
            // (the branch of a `switch` that refills the water instead).
            return presentsWhenRun(action, code) ? .presentation : .action
        }
    }

    /// Whether running `action` sets a presentation's or a path's state, or
    /// stops at code a11ysim cannot run; the app's state is left as it was.
    private func presentsWhenRun(_ action: CodeAction, _ code: String) -> Bool {
        let saved = (state: live.state, writes: live.writes, pushes: linkPushes, menu: openMenu, effects: live.effects)
        let timers = live.timers
        defer {
            live.timers = timers
            live.suspended = false
            live.state = saved.state
            live.writes = saved.writes
            linkPushes = saved.pushes
            openMenu = saved.menu
            live.effects = saved.effects
        }
        live.writes = []
        let evaluator = makeEvaluator()
        live.actingScreen = live.screen(of: code) ?? 0
        _ = run(action, evaluator)
        let roots = Set(live.presentationKeys.map { String($0.split(separator: "|").first ?? Substring($0)) }).union(
            paths.values.map(\.slot))
        let wrote = live.writes.contains { write in
            live.presentationKeys.contains(write.key)
                || roots.contains(String(write.key.split(separator: "|").first ?? Substring(write.key)))
        }
        return wrote || evaluator.warnings.contains { $0.message.hasPrefix("this code is not run") }
    }
}
