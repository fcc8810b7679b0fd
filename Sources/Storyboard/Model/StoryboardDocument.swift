public import Diagnostics

/// An imported `.storyboard` or `.xib`: its controllers in scene order, the
/// segues between them, and what the importer had to approximate.
public struct StoryboardDocument: Sendable {
    /// Storyboard or XIB.
    public enum Kind: String, Sendable {
        case storyboard, xib
    }

    /// The file as the user named it.
    public var file: String
    /// Storyboard or XIB.
    public var kind: Kind
    /// `toolsVersion`, as opaque text.
    public var toolsVersion: String?
    /// `targetRuntime`, e.g. `iOS.CocoaTouch.iPad`.
    public var targetRuntime: String?
    /// The preview `<device id=…>`.
    public var deviceID: String?
    /// `initialViewController`.
    public var initialControllerID: String?
    /// Controllers, one per scene, in file order.
    public var controllers: [StoryboardController] = []
    /// Every real segue (relationships included), in file order.
    public var segues: [StoryboardSegue] = []
    /// Things kept but approximated.
    public var warnings: [Diagnostic] = []

    /// Whether the document targets iPad (an iPad-only runtime or an iPad preview device).
    public var isPad: Bool {
        targetRuntime == "iOS.CocoaTouch.iPad" || (deviceID?.hasPrefix("ipad") ?? false)
    }

    /// The controller with object id `id`.
    public func controller(_ id: String) -> StoryboardController? {
        controllers.first { $0.id == id }
    }

    /// The controller the app starts with: the initial one, else the first
    /// with a storyboard identifier, else the first.
    public var entryControllerID: String? {
        if let initial = initialControllerID, controller(initial) != nil { return initial }
        return controllers.first { $0.storyboardIdentifier != nil }?.id ?? controllers.first?.id
    }
}
