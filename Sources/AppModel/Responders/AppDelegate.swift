/// The application's delegate (`UIApplicationDelegate`): the last responder
/// of the chain, and a source of controllers during state restoration.
@MainActor
public final class AppDelegate: Responder {
    /// Answers `application(_:viewControllerWithRestorationIdentifierPath:coder:)`:
    /// a controller for the path, or `nil` to let UIKit find it implicitly.
    public var restorationHandler: (@MainActor (_ path: [String]) -> ViewController?)? {
        didSet { ModelRevision.bump() }
    }

    override public var traceName: String { "appDelegate" }
}
