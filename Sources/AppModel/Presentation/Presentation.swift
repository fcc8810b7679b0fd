/// One modal presentation: who presented whom, in which style, and the
/// container view that holds the presented controller's view in the window.
///
/// Every presentation has a container view, as UIKit's transition view: a
/// window subview above the views already there. For sheets, popovers and
/// alerts it is modal for VoiceOver (`accessibilityViewIsModal`), which
/// hides everything below; for the other styles it is transparent to
/// VoiceOver and the presenter's views stay reachable unless removed.
@MainActor
public final class Presentation {
    /// The controller shown.
    public let presented: ViewController
    /// The controller that presented it (after the context search).
    public private(set) weak var presentingViewController: ViewController? { didSet { ModelRevision.bump() } }
    /// The style asked for (`automatic` resolved to `pageSheet`).
    public let requestedStyle: ModalPresentationStyle
    /// The style in effect after adaptation to the size class.
    public internal(set) var style: ModalPresentationStyle { didSet { ModelRevision.bump() } }
    /// The transition animation used.
    public let transitionStyle: ModalTransitionStyle
    /// The view that holds the presented view in the window.
    public let containerView: PresentationContainerView
    /// Where a popover points.
    public private(set) weak var sourceView: View? { didSet { ModelRevision.bump() } }
    /// Whether a `fullScreen` presentation has finished and its presenters'
    /// views left the window.
    public internal(set) var coversWindow = false { didSet { ModelRevision.bump() } }
    /// For `currentContext`: where the covered view was, to put it back.
    var removedContextView: (view: View, superview: View, index: Int)? { didSet { ModelRevision.bump() } }

    init(
        presented: ViewController, presenting: ViewController, requestedStyle: ModalPresentationStyle,
        style: ModalPresentationStyle, transitionStyle: ModalTransitionStyle, sourceView: View?
    ) {
        self.presented = presented
        self.presentingViewController = presenting
        self.requestedStyle = requestedStyle
        self.style = style
        self.transitionStyle = transitionStyle
        self.sourceView = sourceView
        containerView = PresentationContainerView()
        containerView.presentation = self
        updateModality()
    }

    /// Whether the presentation's container hides what is below it from VoiceOver.
    public var isModalForVoiceOver: Bool { containerView.accessibilityViewIsModal }

    /// Whether a popover in compact width became full screen.
    public var isAdapted: Bool { requestedStyle == .popover && style != .popover }

    /// Whether escape (with nobody handling it) dismisses the presentation:
    /// sheets and popovers do unless `isModalInPresentation`.
    public var isDismissibleByEscape: Bool {
        guard !presented.isModalInPresentation else { return false }
        switch requestedStyle {
        case .pageSheet, .formSheet, .popover, .automatic: return true
        default: return false
        }
    }

    func updateModality() {
        containerView.accessibilityViewIsModal = style.hasModalContainer || isAdapted
    }

    /// Adapts a popover to the horizontal size class: full screen in compact width.
    func adapt(to sizeClass: SizeClass) {
        guard requestedStyle == .popover else { return }
        let adapted: ModalPresentationStyle = sizeClass == .compact ? .overFullScreen : .popover
        guard adapted != style else { return }
        style = adapted
        updateModality()
        containerView.setNeedsLayout()
        presented.application?.record(TraceEvent(presented.id, .adapt, detail: adapted.rawValue))
    }
}
