public import AppModel
public import Diagnostics

/// One run of an app's code (``LiveCode``): it keeps the app's state and
/// answers each event with the screens as they are after it.
@MainActor
public final class LiveSession {
    private let handle: @MainActor (LiveEvent) -> LiveUpdate
    private let classify: @MainActor (String) -> LiveCodeKind?
    private let count: @MainActor () -> (run: Int, notRun: Int)
    private let notes: @MainActor () -> [Diagnostic]

    /// A session that answers events with `handle`, tells what a code reference does with
    /// `classify`, counts the actions run to their end and not with `count`, and says why
    /// each unknown part its screens showed is unknown with `notes`.
    public init(
        handle: @escaping @MainActor (LiveEvent) -> LiveUpdate,
        classify: @escaping @MainActor (String) -> LiveCodeKind? = { _ in nil },
        count: @escaping @MainActor () -> (run: Int, notRun: Int) = { (0, 0) },
        notes: @escaping @MainActor () -> [Diagnostic] = { [] }
    ) {
        self.handle = handle
        self.classify = classify
        self.count = count
        self.notes = notes
    }

    /// A note for each «…» part the screens of this run showed, at the
    /// place that makes it, saying why the sources do not settle it (the
    /// launch screen's parts too, which the importer's notes also say).
    public var unknownNotes: [Diagnostic] { notes() }

    /// The actions VoiceOver ran so far: those the code ran to their end, and
    /// those that met code a11ysim does not run (and changed nothing there).
    public var actionCounts: (run: Int, notRun: Int) { count() }

    /// What the code a handler names does, as far as its source says before it runs.
    public func kind(of code: String) -> LiveCodeKind? {
        classify(code)
    }

    /// Runs `event` through the app's code.
    public func perform(_ event: LiveEvent) -> LiveUpdate {
        handle(event)
    }
}

/// What happened that the app's code answers.
public enum LiveEvent: Sendable, Hashable {
    /// The app launched: the screens its initial state shows.
    case launch
    /// A handler ran the code it names (``HandlerSpec/code``) on the view
    /// with this id, if any.
    case run(code: String, view: String?)
    /// A text input's handler ran the code it names after the user typed,
    /// deleted or cleared: `text` is what the field now holds.
    case typed(code: String, view: String?, text: String)
    /// The controller with this id went away without the code asking (the
    /// back button, escape, a swipe down): the state that showed it is reset.
    case gone(controller: String)
    /// The controller with this id appeared.
    case appeared(controller: String)
    /// Code the app asked to run later (``LiveUpdate/timers``) is due.
    case timer(code: String)
}

/// Code the app's code asked to run after a while (the rest of a body after
/// `try await Task.sleep(for: .seconds(3))`), by its reference.
public struct LiveTimer: Sendable, Hashable {
    /// Milliseconds of virtual time from the event that set it.
    public var delay: Int
    /// What runs then (``LiveEvent/timer(code:)``).
    public var code: String

    /// A timer running `code` after `delay` milliseconds.
    public init(delay: Int, code: String) {
        self.delay = delay
        self.code = code
    }
}

/// The app after an event: its controllers as the state now shows them, and
/// the transitions that take the screen there.
public struct LiveUpdate: Sendable {
    /// Every controller the state shows now, by id; a controller already
    /// made whose spec changed gets the new views (views with the same id
    /// stay the same element for VoiceOver).
    public var controllers: [ControllerSpec]
    /// Pushes, pops, presentations, dismissals, tab changes and posted
    /// notifications, in order, each with the controller it acts from
    /// (`nil`: the top-most screen).
    public var actions: [LiveAction]
    /// An element VoiceOver focus moves to (`@AccessibilityFocusState`).
    public var focus: String?
    /// What the code could not run, each said once at its line.
    public var warnings: [Diagnostic]
    /// What the code did, for `events:` (`InboxView.onAppear`, `InboxView.composing.set`), in order.
    public var events: [TraceEvent] = []
    /// Code to run later, on the virtual clock.
    public var timers: [LiveTimer] = []

    /// An update.
    public init(
        controllers: [ControllerSpec] = [], actions: [LiveAction] = [], focus: String? = nil,
        warnings: [Diagnostic] = [], events: [TraceEvent] = []
    ) {
        self.events = events
        self.controllers = controllers
        self.actions = actions
        self.focus = focus
        self.warnings = warnings
    }
}

/// A transition a live update makes, and the controller it acts from.
public struct LiveAction: Sendable, Hashable {
    /// The transition.
    public var action: ActionSpec
    /// The controller's id; `nil`: the top-most presented screen.
    public var from: String?

    /// `action`, acting from the controller `from`.
    public init(_ action: ActionSpec, from: String? = nil) {
        self.action = action
        self.from = from
    }
}

/// What an element's code does, as its source says before it runs.
public enum LiveCodeKind: String, Sendable, Hashable {
    /// A navigation link: it pushes a destination or a value.
    case link
    /// An action that sets the state a presentation or a pushed destination is shown by.
    case presentation
    /// A menu or a menu picker: it opens its items.
    case menu
    /// A control bound to state (a toggle, a stepper, a picker's option).
    case control
    /// Any other action.
    case action
}
