public import AppModel
public import Diagnostics
public import VoiceOver

/// A loaded and validated scenario file (docs/scenario-format.md, "The file").
/// Two specs are equal when they describe the same app and script; where
/// their parts were written does not count.
public struct ScenarioSpec: Sendable, Hashable {
    /// The path of the file the scenario was read from, as the user named it.
    public var file: String
    /// `name`: the title shown in reports (by default, from the file name).
    public var name: String
    /// `device`: `iphone` or `ipad`.
    public var device: Device = .iphone
    /// A screen size in portrait points replacing the device's (`screen: [375, 667]`).
    public var screen: Size?
    /// `orientation`: portrait or landscape.
    public var orientation: Orientation = .portrait
    /// `layoutDirection`: left to right, or right to left (which mirrors the
    /// order inside each row).
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The layout direction when it is not the default: right to left, else `nil`.
    public var rightToLeftDirection: LayoutDirection? { layoutDirection == .rightToLeft ? .rightToLeft : nil }
    /// The screen reader's settings, from `voiceover`.
    public var settings = VoiceOverSettings()
    /// Where `voiceover.voice` is written, for errors about the voice.
    @NotCompared public var voiceLocation: SourceLocation? = nil
    /// Where `voiceover.rate` is written, for warnings about the rate.
    @NotCompared public var rateLocation: SourceLocation? = nil
    /// Where `root` was written, for its error.
    @NotCompared public var rootLocation: SourceLocation? = nil
    /// espeak-ng pitch (0–100) and volume (0–200), from `voiceover`.
    public var pitch = 50
    /// espeak-ng volume (0–200), from `voiceover`.
    public var volume = 100
    /// `root`: the id of the controller at the root of the window.
    public var root: String
    /// `appDelegate`: the handlers at the end of the responder chain
    /// (`escape`, `magicTap`) and the `restore` handler.
    public var appDelegate = HandlerSet()
    /// Controllers by id, in file order.
    public var controllers: [ControllerSpec] = []
    /// `steps`: the script, in order.
    public var steps: [StepSpec] = []

    /// The storyboard the app was imported from, if any: where the
    /// controllers came from, which equality does not count.
    @NotCompared public var storyboard: String? = nil
    /// The SwiftUI sources the app was read from (`swiftui:`), if any.
    @NotCompared public var swiftUI: SwiftUISourceReference? = nil
    /// The app's own code, run as the scenario plays (SwiftUI sources' actions and state).
    @NotCompared public var live: LiveCode? = nil
    /// Launch arguments, environment and user defaults (`launch:`), which the app's code reads.
    public var launch = LaunchConditions()

    /// A scenario of `file` whose window starts at the controller `root`.
    public init(file: String, name: String, root: String) {
        self.file = file
        self.name = name
        self.root = root
    }

    /// The controller with `id`, or else the one whose storyboard
    /// identifier is `id`.
    public func controller(_ id: String) -> ControllerSpec? {
        controllerIndex(id).map { controllers[$0] }
    }

    /// The id of the controller `id` names (itself, or the controller with that storyboard identifier).
    public func canonicalControllerID(_ id: String) -> String {
        controllerIndex(id).map { controllers[$0].id } ?? id
    }

    /// Where in ``controllers`` the controller `id` names is (found without
    /// copying a controller: the app's builder asks for every segue).
    public func controllerIndex(_ id: String) -> Int? {
        controllers.firstIndex { $0.id == id } ?? controllers.firstIndex { $0.storyboardID == id }
            ?? controllers.firstIndex { $0.objectID == id }
    }
}
