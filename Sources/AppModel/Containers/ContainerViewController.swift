/// A custom container (a `UIViewController` that implements containment
/// itself): embeds children in its own views with ``embed(_:in:)``,
/// ``unembed(_:)`` and ``transition(from:to:)``.
///
/// With ``forwardsAppearanceManually`` the container turns off
/// `shouldAutomaticallyForwardAppearanceMethods` and calls
/// `beginAppearanceTransition`/`endAppearanceTransition` on its children
/// itself, as Apple's guide describes.
@MainActor
public final class ContainerViewController: ViewController {
    /// Whether the container forwards appearance callbacks by hand.
    public var forwardsAppearanceManually = false { didSet { ModelRevision.bump() } }

    override public var kindName: String { "container" }

    override public var shouldAutomaticallyForwardAppearanceMethods: Bool { !forwardsAppearanceManually }

    override public func viewWillAppear() {
        super.viewWillAppear()
        forwardManually { $0.beginAppearanceTransition(true) }
    }

    override public func viewDidAppear() {
        super.viewDidAppear()
        forwardManually { $0.endAppearanceTransition() }
    }

    override public func viewWillDisappear() {
        super.viewWillDisappear()
        forwardManually { $0.beginAppearanceTransition(false) }
    }

    override public func viewDidDisappear() {
        super.viewDidDisappear()
        forwardManually { $0.endAppearanceTransition() }
    }

    private func forwardManually(_ call: (ViewController) -> Void) {
        guard forwardsAppearanceManually else { return }
        for child in visibleChildren { call(child) }
    }
}
