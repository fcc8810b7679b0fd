public import AppModel
public import AppSpec
public import Diagnostics

/// How the loader reads the other inputs a scenario names: the app of a
/// storyboard (`storyboard:`) and the screen of a runtime capture
/// (`capture:`). The YAML front end reads neither format itself; the
/// input registry (`Inputs`) passes the storyboard and capture front ends,
/// so this module depends on no document reader.
public struct ReferencedSources: Sendable {
    /// An app read from another input.
    public struct App: Sendable {
        /// Its controllers, in document order.
        public var controllers: [ControllerSpec]
        /// The controller it starts with, when it names one.
        public var root: String?
        /// The screen size it was captured on, if it was.
        public var screenSize: Size?
        /// The layout direction its sources set (SwiftUI's `.environment(\.layoutDirection, …)`);
        /// a scenario's `layoutDirection:` still decides.
        public var layoutDirection: LayoutDirection?
        /// Its own code, run as the scenario plays (SwiftUI sources).
        public var live: LiveCode?

        /// An app of these controllers.
        public init(
            controllers: [ControllerSpec], root: String?, screenSize: Size? = nil,
            layoutDirection: LayoutDirection? = nil, live: LiveCode? = nil
        ) {
            self.live = live
            self.controllers = controllers
            self.root = root
            self.screenSize = screenSize
            self.layoutDirection = layoutDirection
        }
    }

    /// Reads the storyboard or XIB at a path (already checked to exist).
    public var storyboard: @Sendable (_ path: String) throws(Diagnostic) -> App
    /// Reads the capture at a path as one controller with the given id.
    public var capture: @Sendable (_ path: String, _ controllerID: String) throws(Diagnostic) -> App

    /// Reads SwiftUI sources (a folder or a `.swift` file) from an entry (the
    /// default one when `nil`), laid out right to left when the scenario says
    /// so, launched as its `launch:` says (the screens an app builds depend on it).
    public var swiftUI:
        @Sendable (_ path: String, _ entry: SwiftUIEntry?, _ rightToLeft: Bool, _ launch: LaunchConditions)
            throws(DiagnosticGroup) -> App

    /// Sources read by these closures.
    public init(
        storyboard: @escaping @Sendable (_ path: String) throws(Diagnostic) -> App,
        capture: @escaping @Sendable (_ path: String, _ controllerID: String) throws(Diagnostic) -> App,
        swiftUI:
            @escaping @Sendable (
                _ path: String, _ entry: SwiftUIEntry?, _ rightToLeft: Bool, _ launch: LaunchConditions
            )
            throws(DiagnosticGroup) -> App = { path, _, _, _ throws(DiagnosticGroup) in
                throw DiagnosticGroup(
                    Diagnostic(
                        "this loader reads no SwiftUI sources ('\(path)'); load the scenario through Inputs' InputLoader",
                        file: path))
            }
    ) {
        self.storyboard = storyboard
        self.capture = capture
        self.swiftUI = swiftUI
    }

    /// Reads neither: a scenario that names a storyboard or a capture is an
    /// error saying so (code that only writes or checks YAML).
    public static let none = ReferencedSources(
        storyboard: { path throws(Diagnostic) in
            throw Diagnostic(
                "this loader reads no storyboards ('\(path)'); load the scenario through Inputs' InputLoader",
                file: path)
        },
        capture: { path, _ throws(Diagnostic) in
            throw Diagnostic(
                "this loader reads no captures ('\(path)'); load the scenario through Inputs' InputLoader", file: path)
        })
}
