internal import AppModel
public import AppSpec
public import Scenarios
internal import VoiceOver

/// Visits every screen reachable from launch, breadth first: from each
/// screen it activates each element that can lead somewhere (buttons,
/// cells, tabs, links, bar items) and tries escape, each from the screen as
/// the route there left it: on the run that found the screen, on the run of
/// an action that changed nothing once focus and scrolling are put back
/// (``ScreenCheckpoint``), or on a fresh replay of the route. Screens are
/// known by their key (every presentation is a screen of its own), so
/// cycles end; the number of screens and the route length are bounded.
/// The one crawler: the audit, `diff`, `snapshot` and generated smoke
/// scripts all walk an app through it.
@MainActor
public struct Crawler {
    /// Bounds on the walk.
    public struct Limits: Sendable {
        /// Screens visited at most.
        public var screens = 60
        /// Steps from launch at most.
        public var depth = 8
        /// Elements tried per screen at most.
        public var actionsPerScreen = 40
        /// Whether, at launch, the crawl also presents each controller with
        /// a storyboard identifier that a segue leads to, as code could (an
        /// import's smoke script visits the screens behind segues whose
        /// source the crawl does not reach); the audit leaves them to their
        /// segues.
        public var presentsSegueDestinations = false

        /// The default bounds.
        public init() {}
    }

    /// What a crawl found.
    public struct Result {
        /// Whether the walk stopped at ``Limits/screens`` with routes left to try.
        public var reachedLimit: Bool
        /// Runs left on their screen as they arrived once every action was
        /// tried, by screen key: a client that works on a screen next (the
        /// audit's probes) may start from one instead of a replay.
        public var arrived: [String: ScenarioRunner]
    }

    /// The app crawled.
    public let spec: ScenarioSpec
    /// Told of each screen and step.
    public let observer: any CrawlObserver
    /// The bounds.
    public var limits = Limits()

    /// A crawler of `spec`'s app reporting to `observer`.
    public init(spec: ScenarioSpec, observer: any CrawlObserver) {
        self.spec = spec
        self.observer = observer
    }

    /// The screens of `spec`'s app as `a11ysim diff` and `snapshot` compare
    /// them (each element with its label, value and identifier), and
    /// whether the screen limit stopped the walk.
    public static func screens(
        of spec: ScenarioSpec, file: String, limits: Limits = Limits()
    ) async -> (screens: [ScreenSnapshot], reachedLimit: Bool) {
        let collection = ScreenCollection(
            recorder: ScreenRecorder(file: file, locator: SourceLocator(spec: spec), detailed: true))
        var crawler = Crawler(spec: spec, observer: collection)
        crawler.limits = limits
        let result = await crawler.crawl()
        return (collection.recorder.screens, result.reachedLimit)
    }

    /// A route waiting to be explored and, until it is, the runner the
    /// step that found it left on its screen with the watcher that watched
    /// it: the screen's first action continues that runner instead of
    /// replaying the route from launch.
    private struct Pending {
        var route: [RouteStep]
        var kept: (runner: ScenarioRunner, watcher: (any StepWatcher)?)?
    }

    /// A run on a screen with its watcher and the state it arrived in.
    private typealias Run = (runner: ScenarioRunner, watcher: (any StepWatcher)?, arrival: ScreenCheckpoint)

    /// Crawls from launch.
    public func crawl() async -> Result {
        var stopped = false
        let replayer = Replayer(spec: spec)
        let watcher = observer.makeWatcher()
        let start = await replayer.replay([], tracker: watcher)
        _ = visit(start, route: [])
        var queue = [Pending(route: [], kept: (start, watcher))]
        var arrived: [String: ScenarioRunner] = [:]
        var position = 0
        while position < queue.count {
            let route = queue[position].route
            var kept = queue[position].kept
            queue[position].kept = nil
            position += 1
            guard route.count < limits.depth else { continue }
            let here: ScenarioRunner
            if let runner = kept?.runner {
                here = runner
            } else {
                let watcher = observer.makeWatcher()
                here = await replayer.replay(route, tracker: watcher)
                kept = (here, watcher)
            }
            let key = Replayer.screenKey(here)
            // The run on this screen the next action continues, with the
            // state it arrived in; `nil` when the next action replays.
            var current: Run? = kept.map { ($0.runner, $0.watcher, ScreenCheckpoint($0.runner)) }
            for action in actions(on: here) {
                guard observer.recorder.screens.count < limits.screens else {
                    stopped = true
                    break
                }
                let next = route + [action]
                let run: Run
                if let current {
                    run = current
                } else {
                    let watcher = observer.makeWatcher()
                    let runner = await replayer.replay(route, tracker: watcher)
                    run = (runner, watcher, ScreenCheckpoint(runner))
                }
                current = nil
                await replayer.continue(run.runner, with: action, tracker: run.watcher)
                if case .escape = action {
                    observer.escapeTried(onScreen: key, handledBy: run.runner.reader.lastGesture?.handledBy ?? "none")
                }
                if Replayer.screenKey(run.runner) == key {
                    // Nothing navigated: the run serves the next action if
                    // focus and scrolling go back to how they were.
                    if await run.arrival.restore(run.runner) { current = run }
                    continue
                }
                if visit(run.runner, route: next) {
                    queue.append(
                        Pending(route: next, kept: next.count < limits.depth ? (run.runner, run.watcher) : nil))
                }
            }
            if let current, arrived[key] == nil { arrived[key] = current.runner }
        }
        return Result(reachedLimit: stopped, arrived: arrived)
    }

    /// Records the screen `runner` shows if it is new and tells the observer.
    private func visit(_ runner: ScenarioRunner, route: [RouteStep]) -> Bool {
        guard let (key, inspection) = observer.recorder.visit(runner, route: route) else { return false }
        observer.screenFound(key: key, inspection: inspection)
        return true
    }
}
