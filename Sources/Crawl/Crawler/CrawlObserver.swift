/// What a crawl tells its client besides the screens it records: the
/// audit runs its rules on each new screen and watches every step.
@MainActor
public protocol CrawlObserver: AnyObject {
    /// The recorder the crawl records screens into.
    var recorder: ScreenRecorder { get }
    /// A watcher for a run the crawl starts; `nil` watches nothing.
    func makeWatcher() -> (any StepWatcher)?
    /// A new screen was recorded, seen as `inspection`.
    func screenFound(key: String, inspection: ScreenInspection)
    /// Escape was tried on screen `key` from the state it arrived in;
    /// `handledBy` names what handled it (`none` when nothing did).
    func escapeTried(onScreen key: String, handledBy: String)
}

/// A crawl that only records screens.
@MainActor
public final class ScreenCollection: CrawlObserver {
    /// The screens recorded.
    public let recorder: ScreenRecorder

    /// Records into `recorder`.
    public init(recorder: ScreenRecorder) {
        self.recorder = recorder
    }

    /// No watching.
    public func makeWatcher() -> (any StepWatcher)? { nil }
    /// Nothing beyond the record.
    public func screenFound(key: String, inspection: ScreenInspection) {}
    /// Nothing beyond the record.
    public func escapeTried(onScreen key: String, handledBy: String) {}
}
