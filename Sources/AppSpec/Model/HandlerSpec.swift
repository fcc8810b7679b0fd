public import Diagnostics

/// A list of actions run for a gesture or event; it answers `true` unless
/// its last action is `pass`.
public struct HandlerSpec: Sendable, Hashable {
    /// The actions it runs, in order.
    public var actions: [ActionSpec]
    /// The app's own code this handler runs before its actions (a SwiftUI
    /// button's action), by the reference the scenario's ``LiveCode`` knows it by.
    public var code: String?
    /// Where the handler is written (``SourceLocation/inCode`` for one made in code); equality ignores it.
    @NotCompared public var location: SourceLocation

    /// A handler running `actions`.
    public init(actions: [ActionSpec], code: String? = nil, location: SourceLocation = .inCode) {
        self.actions = actions
        self.code = code
        self.location = location
    }

    /// Whether the handler stops the responder chain.
    public var returnsTrue: Bool {
        if case .pass = actions.last?.kind { return false }
        return true
    }
}

/// The `on:` handlers of a controller, view or the app delegate.
public struct HandlerSet: Sendable, Hashable {
    /// By event: `escape`, `magicTap`, `activate`, `increment`,
    /// `decrement`, lifecycle events, `restore` (never `scroll`: see ``scroll``).
    public var byEvent: [HandlerEvent: HandlerSpec] = [:]
    /// `scroll` handlers by direction name (`any` for all).
    public var scroll: [String: HandlerSpec] = [:]

    /// No handlers.
    public init() {}

    /// Whether there are none.
    public var isEmpty: Bool { byEvent.isEmpty && scroll.isEmpty }

    /// The handler of `event`.
    public subscript(event: HandlerEvent) -> HandlerSpec? {
        get { byEvent[event] }
        set { byEvent[event] = newValue }
    }
}
