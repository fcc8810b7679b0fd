/// An object in the responder chain (`UIResponder`).
///
/// VoiceOver asks responders, from the focused element up, to handle escape,
/// magic tap and three-finger scroll; the first that returns `true` stops the
/// walk. Views, view controllers, the window, the application and the app
/// delegate are responders, linked by ``next`` exactly as UIKit links them.
@MainActor
open class Responder {
    /// Handlers the app installed; they replace built-in behaviour.
    public var handlers = GestureHandlers() { didSet { ModelRevision.bump() } }

    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

    /// The name the event trace and `handledBy` use for this responder.
    open var traceName: String { "responder" }

    /// Escape (two-finger Z). Returns whether the responder handled it.
    open func accessibilityPerformEscape() -> Bool {
        handlers.escape?() ?? false
    }

    /// Magic tap (two-finger double tap). Returns whether the responder handled it.
    open func accessibilityPerformMagicTap() -> Bool {
        handlers.magicTap?() ?? false
    }

    /// Three-finger scroll. Returns whether the responder scrolled.
    open func accessibilityScroll(_ direction: ScrollDirection) -> Bool {
        handlers.scroll?(direction) ?? false
    }

    /// Every responder from this one to the end of the chain, in order.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var current: Responder? = self
        while let responder = current, chain.count < 10_000 {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }
}
