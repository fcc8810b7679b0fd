/// The events an `on:` handler answers (docs/scenario-format.md, "Handlers
/// and actions"): the one table the YAML reader, the builder and the docs
/// test read.
public enum HandlerEvent: String, Sendable, Hashable, CaseIterable {
    case activate, increment, decrement, escape, magicTap, scroll, focused, restore
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewWillLayoutSubviews, viewDidLayoutSubviews, traitCollectionDidChange, didReceiveMemoryWarning
    case willMoveToParent, didMoveToParent, announcementDidFinish
    case submit, change

    /// A controller's lifecycle callbacks and `announcementDidFinish`, in the order the docs list them.
    public static let lifecycle: [HandlerEvent] = [
        .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews, .traitCollectionDidChange, .didReceiveMemoryWarning,
        .willMoveToParent, .didMoveToParent, .announcementDidFinish,
    ]

    /// The events a view's `on:` (and a capture's `handlers:`) takes.
    public static let view: [HandlerEvent] = [
        .activate, .increment, .decrement, .escape, .magicTap, .scroll, .focused, .submit, .change,
    ]

    /// The events a controller's `on:` takes.
    public static let controller: [HandlerEvent] = [.escape, .magicTap, .scroll] + lifecycle

    /// The events the app delegate's `on:` takes.
    public static let appDelegate: [HandlerEvent] = [.escape, .magicTap, .restore]

    /// Names of `events`, for the reader's allowed keys.
    public static func names(_ events: [HandlerEvent]) -> Set<String> { Set(events.map(\.rawValue)) }
}
