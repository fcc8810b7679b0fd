extension View {
    /// The most ancestors an appearance walk visits: deeper chains are cut
    /// off rather than followed (real documents nest deeply).
    static let appearanceWalkLimit = 1_000

    /// This view and its superviews, nearest first, at most
    /// ``appearanceWalkLimit`` of them: the one bounded walk up the
    /// hierarchy the audit's rules share.
    public var selfAndSuperviews: [View] { appearanceChain }

    /// This view and its superviews, nearest first, at most
    /// ``appearanceWalkLimit`` of them.
    var appearanceChain: [View] {
        var chain: [View] = []
        var current: View? = self
        while let view = current, chain.count < Self.appearanceWalkLimit {
            chain.append(view)
            current = view.superview
        }
        return chain
    }

    /// The tint UIKit draws this view's controls in: its own, else the
    /// nearest superview's, else systemBlue.
    public var effectiveTintColor: Color {
        appearanceChain.lazy.compactMap(\.tintColor).first ?? .defaultTint
    }

    /// Whether the app set the tint on this view or a superview.
    public var hasCustomTint: Bool { appearanceChain.contains { $0.tintColor != nil } }

    /// The background the view draws: its own, or for a cell UIKit's
    /// default cell background (white, or dark grey in the dark appearance).
    var ownBackground: Color? {
        backgroundColor ?? (self is Cell ? Color.system("secondarySystemGroupedBackground") : nil)
    }

    /// Whether something on the chain draws an opaque background, so that
    /// what is behind the view is known rather than assumed.
    public var hasOpaqueBackdrop: Bool {
        appearanceChain.contains { $0.ownBackground?.light.isOpaque ?? false }
    }

    /// Whether the app set a background on this view or a superview.
    public var hasCustomBackground: Bool {
        appearanceChain.contains { $0.backgroundColor.map { !$0.light.isClear } ?? false }
    }

    /// What is behind this view's content in `appearance`: its own
    /// background and its superviews' composited, down to the first opaque
    /// one or the screen's default background. `nil` when a colour on the
    /// way has no value in that appearance (a named colour without a dark value).
    public func backdrop(in appearance: Color.Appearance) -> RGBA? {
        var layers: [RGBA] = []
        for view in appearanceChain {
            guard let color = view.ownBackground else { continue }
            guard let value = color.value(in: appearance) else { return nil }
            if value.isClear { continue }
            layers.append(value)
            if value.isOpaque { break }
        }
        guard var result = Color.defaultBackground.value(in: appearance) else { return nil }
        for layer in layers.reversed() { result = layer.composited(over: result) }
        return result
    }
}

extension View {
    /// The background colours of this view and its superviews, nearest first.
    public var appearanceChainColors: [Color] { appearanceChain.compactMap(\.ownBackground) }
}
