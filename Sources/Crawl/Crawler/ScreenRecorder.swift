internal import AppModel
public import Scenarios
internal import VoiceOver

/// The screens a crawl or a run reaches, each once, in the order reached:
/// its snapshot and the route that first reached it.
@MainActor
public final class ScreenRecorder {
    /// The input the screens belong to.
    public let file: String
    /// Where the app's views and controllers are declared.
    public let locator: SourceLocator
    /// Whether snapshots carry each element's label, value and identifier
    /// (what `a11ysim diff` compares).
    public let detailed: Bool
    /// The screens, in the order reached.
    public private(set) var screens: [ScreenSnapshot] = []
    /// The route that first reached each screen, by screen key.
    public private(set) var routes: [String: [RouteStep]] = [:]

    /// A recorder for the screens of `file`'s app, whose declarations `locator` finds.
    public init(file: String, locator: SourceLocator, detailed: Bool = false) {
        self.file = file
        self.locator = locator
        self.detailed = detailed
    }

    /// Records the screen `runner` shows, reached by `route`, if it is new;
    /// returns its inspection then, `nil` for a screen seen before.
    @discardableResult
    public func visit(_ runner: ScenarioRunner, route: [RouteStep]) -> (key: String, inspection: ScreenInspection)? {
        let key = Replayer.screenKey(runner)
        guard routes[key] == nil else { return nil }
        routes[key] = route
        let inspection = ScreenInspection(reader: runner.reader, locator: locator, detailed: detailed)
        let controller = runner.reader.topContentController?.id ?? "window"
        screens.append(
            ScreenSnapshot(
                key: key, controller: controller, route: route.filter { !$0.isExpectation }.map(\.summary),
                size: runner.application.window.frame.size, elements: inspection.elements, file: file,
                location: locator.location(ofController: controller)))
        return (key, inspection)
    }
}
