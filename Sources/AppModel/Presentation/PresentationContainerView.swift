/// The view that holds a presented controller's view in the window (the
/// presentation controller's `containerView`). Its layout brackets the
/// presented view's placement with `containerViewWillLayoutSubviews` and
/// `containerViewDidLayoutSubviews`, recorded under the presented controller.
@MainActor
public final class PresentationContainerView: View {
    /// The presentation this view contains.
    public internal(set) weak var presentation: Presentation? { didSet { ModelRevision.bump() } }

    init() {
        super.init(id: nil, frame: .zero)
    }

    override public class var kindName: String { "presentationContainer" }

    override public func layoutSubviews() {
        guard let presentation else { return }
        let presented = presentation.presented
        presented.record(.containerViewWillLayoutSubviews)
        if let application = presented.application {
            let screen = Rect(origin: .zero, size: application.window.frame.size)
            let target = presentation.presentedFrame(in: screen, traits: application.traitCollection)
            let insets = presentation.presentedInsets(
                in: screen, frame: target, device: application.device, orientation: application.orientation)
            // The container may sit at the context's frame; place in its space.
            let local = target.offsetBy(dx: -frame.minX, dy: -frame.minY)
            presented.place(in: local, insets: insets)
        }
        presented.record(.containerViewDidLayoutSubviews)
    }
}
