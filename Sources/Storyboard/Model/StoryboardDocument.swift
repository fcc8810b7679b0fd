public import AppModel
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
    /// The light values of the named and system colours in `<resources>`.
    public var resourceColors: [String: RGBA] = [:]
    /// Things kept but approximated.
    public var warnings: [Diagnostic] = []

    /// Whether the document targets iPad (an iPad-only runtime or an iPad preview device).
    public var isPad: Bool {
        targetRuntime == "iOS.CocoaTouch.iPad" || (deviceID?.hasPrefix("ipad") ?? false)
            || (deviceID == nil && drawnOnPadCanvas)
    }

    /// Whether screens were drawn at an iPad's size (700 pt wide or more and
    /// not a landscape phone's height, as 768x1024, 1024x768 or a 815x660
    /// form sheet) at least as often as at a phone's: documents saved
    /// without a preview device say their device only through their frames.
    var drawnOnPadCanvas: Bool {
        let sizes = controllers.compactMap { $0.rootView?.frame?.size }
        let pad = sizes.filter { $0.width >= 700 && $0.height >= 480 }.count
        let phone = sizes.filter { $0.width > 0 && $0.width <= 440 && $0.height >= 480 }.count
        return pad > 0 && pad >= phone
    }

    /// The color `color` stands for: a system colour from UIKit's table
    /// (light and dark), a named colour's light value from `<resources>`
    /// (dark unknown), or the fixed value; `nil` for a name nothing defines.
    public func resolve(_ color: StoryboardColor) -> Color? {
        switch color {
        case .fixed(let value): return .fixed(value)
        case .system(let name):
            return Color.system(name) ?? resourceColors[name].map { Color(name: name, light: $0, dark: nil) }
        case .named(let name): return resourceColors[name].map { Color(name: name, light: $0, dark: nil) }
        }
    }

    /// The top safe-area inset (the status bar, or the notch or Dynamic
    /// Island) of the device the document was designed on, in points.
    /// Documents without a preview device predate notched iPhones: 20.
    public var designTopInset: Double {
        guard let device = deviceID else { return 20 }
        switch device {
        case "retina5_8", "retina5_9", "retina6_1", "retina6_5": return 44
        case "retina5_4", "retina6_12", "retina6_7": return 47
        case "retina6_0", "retina6_72": return 59
        case "retina6_3", "retina6_9": return 62
        case _ where device.hasPrefix("ipad"):
            return ["ipad9_7", "ipad10_5", "ipad12_9"].contains(device) ? 20 : 24
        default: return 20
        }
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
