/// The app's window (`UIWindow`): the root of the view hierarchy.
///
/// Its subviews are, back to front, the root view controller's view and then
/// one view per presentation (the presented controller's view, or the
/// presentation's container view for sheets, popovers and alerts), so that a
/// modal view hides everything presented below it.
@MainActor
public final class Window: View {
    /// The application that owns the window.
    public internal(set) weak var application: Application? { didSet { ModelRevision.bump() } }

    /// The controller whose view fills the window.
    public internal(set) var rootViewController: ViewController? { didSet { ModelRevision.bump() } }

    /// Creates a window of the given size.
    public init(size: Size) {
        super.init(id: "window", frame: Rect(origin: .zero, size: size))
    }

    override public class var kindName: String { "window" }

    /// The application (`UIWindow.next`).
    override public var next: Responder? { application }

    /// The window lays out its root view controller and presentations.
    override public func layoutSubviews() {
        application?.layoutWindowContent()
    }
}
