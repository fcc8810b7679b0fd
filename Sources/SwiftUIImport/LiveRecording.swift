internal import AppSpec
internal import SwiftSyntax

/// A live run's state, and what evaluating its screens records for it: the
/// code each element runs, the presentations and destinations the views
/// declare (docs/swiftui.md, "State and actions").
final class LiveRecording {
    /// Every state the app has written, by key (``SwiftUIEvaluator/Scope/identity``
    /// and the property's name); a state not here is at its initial value.
    var state: [String: SwiftValue] = [:]
    /// The scenario's launch arguments, environment and user defaults.
    var launch = LaunchConditions()
    /// What each element's code does, by the index its reference (`code N`) names.
    var actions: [CodeAction] = []
    /// The presentations the evaluated views declare, in the order met.
    var presentations: [DeclaredPresentation] = []
    /// `navigationDestination(for:)`: the views a pushed value of each type shows.
    var destinations: [String: (closure: ClosureExprSyntax, scope: SwiftUIEvaluator.Scope)] = [:]
    /// `navigationDestination(isPresented:)` (or `item:`) whose state shows it: screens pushed by state.
    var statePushes: [(closure: ClosureExprSyntax, scope: SwiftUIEvaluator.Scope, slot: String)] = []
    /// `NavigationStack(path: $path)`: the state holding the pushed values, and its value now.
    var path: (slot: String, value: SwiftValue)?
    /// The states that show a presentation as a Bool (`isPresented:`), set back to false, not nil.
    var flagSlots: Set<String> = []
    /// The screen whose views are being evaluated (0: the entry; then each pushed or presented screen).
    var screen = 0
    /// `.onAppear`, `.task` and `.onDisappear` closures, by screen: what runs when it appears or goes.
    var lifecycle: [(screen: Int, kind: String, subject: String, code: String)] = []
    /// The states that show a presentation or a pushed destination, as met.
    var presentationKeys: Set<String> = []
    /// The states `.accessibilityFocused` and `.focused` are bound to.
    var focusKeys: Set<String> = []
    /// `.onChange(of:)` watchers met: where each is, the value it watches now, and its closure with its scope.
    var watchers:
        [(place: String, value: SwiftValue, closure: ClosureExprSyntax, scope: SwiftUIEvaluator.Scope, screen: Int)] =
            []
    /// The states written since the last look, in order.
    var writes: [(key: String, value: SwiftValue)] = []
    /// How many navigation stacks enclose the views being evaluated.
    var navigationDepth = 0
    /// Whether an action is running: a statement it cannot run is said, not guessed.
    var running = false
    /// The screen whose code runs (what `dismiss()` closes).
    var actingScreen = 0
    /// What the running code asked beyond state: closing its screen, announcements.
    var effects: [CodeEffect] = []
    /// Code asked to run later since the last look (``LiveTimer``).
    var timers: [LiveTimer] = []
    /// Whether running code is waiting (`Task.sleep`): the statements after, up to the
    /// nearest `Task { … }`, run when its time comes, not now.
    var suspended = false
    /// The timer of an awaited closure that waits (`image = await loader()`): its result is
    /// the assignment's, given when the rest of the closure returns.
    var awaitedTimer: Int?
    /// The end of the interpreter's task sleep a timer is set for (``CodeAction/tasks(until:)``).
    var taskTimer: Int?
    /// Whether `.interactiveDismissDisabled()` was met since the last look.
    var dismissDisabled = false

    /// Each evaluation's number: a reference names the evaluation that recorded it.
    private(set) var generation = 0
    /// The actions of the evaluations before, by generation: a view that is
    /// already gone (an alert's button, whose alert was dismissed first)
    /// still runs its own code.
    private var earlier: [Int: [CodeAction]] = [:]
    /// The screen each action was recorded on, in the same order, for this and earlier evaluations.
    private var actionScreens: [Int] = []
    private var earlierScreens: [Int: [Int]] = [:]
    /// Evaluations whose actions are kept.
    static let keptGenerations = 8

    /// Records `action`; returns its reference.
    func record(_ action: CodeAction) -> String {
        actions.append(action)
        actionScreens.append(screen)
        return "code \(generation).\(actions.count - 1)"
    }

    /// Puts `action` in place of the one `reference` names in this evaluation.
    func replace(_ reference: String, with action: CodeAction) {
        let parts = reference.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
        guard parts.count == 2, parts[0] == generation, actions.indices.contains(parts[1]) else { return }
        actions[parts[1]] = action
    }

    /// The action a reference names, if its evaluation is still kept.
    func action(_ reference: String) -> CodeAction? {
        let parts = reference.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
        guard parts.count == 2 else { return nil }
        let list = parts[0] == generation ? actions : earlier[parts[0]] ?? []
        return list.indices.contains(parts[1]) ? list[parts[1]] : nil
    }

    /// The screen the action a reference names was recorded on.
    func screen(of reference: String) -> Int? {
        let parts = reference.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
        guard parts.count == 2 else { return nil }
        let list = parts[0] == generation ? actionScreens : earlierScreens[parts[0]] ?? []
        return list.indices.contains(parts[1]) ? list[parts[1]] : nil
    }

    /// Forgets what the last evaluation recorded, keeping the state.
    func startEvaluation() {
        earlier[generation] = actions
        earlier[generation - Self.keptGenerations] = nil
        earlierScreens[generation] = actionScreens
        earlierScreens[generation - Self.keptGenerations] = nil
        actionScreens = []
        generation += 1
        actions = []
        presentations = []
        destinations = [:]
        statePushes = []
        lifecycle = []
        watchers = []
        navigationDepth = 0
        path = nil
        screen = 0
    }
}

/// What an element's code does when VoiceOver activates or adjusts it.
enum CodeAction {
    /// Runs a closure (`Button { … }`, `.onTapGesture { … }`) or a function
    /// named where one is taken (`Button(action: save)`).
    case run(Syntax, SwiftUIEvaluator.Scope, screen: Int)
    /// Flips the Bool state a `Toggle` is bound to.
    case toggle(slot: String, current: Bool)
    /// Moves a number state a `Stepper` or `Slider` is bound to by `step`, within bounds.
    case adjust(slot: String, current: Double, step: Double, lower: Double?, upper: Double?)
    /// Pushes the views a `NavigationLink(destination:)` shows.
    case push(Syntax, SwiftUIEvaluator.Scope, title: String?)
    /// `NavigationLink(value:)`: appends the value to the stack's path.
    case pushValue(SwiftValue)
    /// Sets the text state a field is bound to to what the user typed.
    case text(slot: String)
    /// Sets a state to a value (a picker's option).
    case assign(slot: String, SwiftValue)
    /// Opens a menu (`Menu`, a `Picker` in its menu style): its items, each
    /// with what choosing it does.
    indirect case menu(title: String?, items: [(title: String, action: CodeAction)])
    /// A menu's item chosen: what it does, and the menu closes.
    indirect case menuChoice(CodeAction)
    /// The rest of a body after `try await Task.sleep(…)`, run when its time comes;
    /// what it returns written to the state `deliver` names (an awaited closure's result).
    case resume([CodeBlockItemSyntax], SwiftUIEvaluator.Scope, screen: Int, deliver: String?)
    /// An alert's or dialog's button: its action, then the presentation's state reset.
    case alertButton(action: Syntax?, scope: SwiftUIEvaluator.Scope, reset: SwiftUIRuntime.Reset, screen: Int)
    /// The interpreter's tasks reach `until` on their clock (nanoseconds): those whose sleep ends by then go on.
    case tasks(until: Int)
}

/// What running code asks beyond writing state.
enum CodeEffect: Equatable {
    /// `dismiss()`: the screen the code runs on goes away.
    case dismiss(screen: Int)
    /// `AccessibilityNotification.Announcement(…).post()`, `UIAccessibility.post(notification: .announcement, …)`.
    case announce(String)
    /// `UIAccessibility.post(notification: .screenChanged` (or `.layoutChanged`)`, argument:)` with no argument or a text.
    case screenChanged(String?)
    case layoutChanged(String?)
}

/// A `.sheet`, `.fullScreenCover`, `.popover`, `.alert` or
/// `.confirmationDialog` a view declares, and whether its state shows it.
struct DeclaredPresentation {
    enum Kind: String { case sheet, fullScreenCover, popover, alert, confirmationDialog }
    var kind: Kind
    /// The state that shows it (`isPresented:`'s Bool, `item:`'s optional).
    var slot: String?
    /// Without a state: the code that sets its binding back (a `Binding(get:set:)`'s setter).
    var resetCode: String?
    var isShown: Bool
    /// The content (a sheet's views; an alert's buttons).
    var content: ClosureExprSyntax?
    var message: ClosureExprSyntax?
    var title: String?
    /// What `item:` holds, bound to the content closure's parameter.
    var item: SwiftValue?
    var scope: SwiftUIEvaluator.Scope
    /// The screen that declares it.
    var screen: Int
    /// `.interactiveDismissDisabled()` inside: escape and swipe do not dismiss it.
    var modal = false
    /// A confirmation dialog shows its title only with `titleVisibility: .visible`.
    var titleVisible = true
}
