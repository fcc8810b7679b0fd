/// The ordered record of everything the app did: callbacks, containment
/// changes, presentations, segues, layout passes and posted notifications.
///
/// Scenario expectations, the VoiceOver engine and the audit read it. Readers
/// keep a ``Mark`` and ask for the events since it.
public struct EventTrace: Sendable {
    /// A position in the trace.
    public struct Mark: Hashable, Sendable, Comparable {
        fileprivate let index: Int
        /// Whether `lhs` comes earlier in the trace than `rhs`.
        public static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.index < rhs.index }
    }

    /// Every event so far, oldest first.
    public private(set) var events: [TraceEvent] = []

    /// Creates an empty trace.
    public init() {}

    /// Appends an event.
    public mutating func append(_ event: TraceEvent) {
        events.append(event)
    }

    /// The current end of the trace.
    public var mark: Mark { Mark(index: events.count) }

    /// The events recorded after `mark`.
    public func events(since mark: Mark) -> ArraySlice<TraceEvent> {
        events[min(mark.index, events.count)...]
    }

    /// The events of the given kinds, as `subject.kind` names; the form tests
    /// use to assert callback orders.
    public func names(of kinds: Set<TraceEvent.Kind>, since mark: Mark? = nil) -> [String] {
        let slice = mark.map { events(since: $0) } ?? events[...]
        return slice.filter { kinds.contains($0.kind) }.map(\.name)
    }

    /// Removes every event.
    public mutating func removeAll() {
        events.removeAll()
    }
}

extension TraceEvent.Kind {
    /// The four appearance callbacks.
    public static let appearance: Set<Self> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
    /// Loading and appearance callbacks.
    public static let lifecycle: Set<Self> = appearance.union([.viewDidLoad])
    /// The layout callbacks of controllers and presentation controllers.
    public static let layout: Set<Self> = [
        .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews,
    ]
}
