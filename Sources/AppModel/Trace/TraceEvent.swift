/// One entry of the event trace: who did what, with an optional detail.
///
/// Scenario expectations match events by their ``name``, `subject.kind`, for
/// example `settings.viewWillDisappear`. The detail carries what a reader
/// needs to understand the entry (the pushed controller, the notification
/// argument) and is not part of the name.
public struct TraceEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The id of the controller, view or object the event is about; `app` for
    /// the application, `appDelegate` for its delegate.
    public var subject: String
    /// What happened.
    public var kind: Kind
    /// Extra information, e.g. the destination of a segue.
    public var detail: String?

    /// Creates an event.
    public init(_ subject: String, _ kind: Kind, detail: String? = nil) {
        self.subject = subject
        self.kind = kind
        self.detail = detail
    }

    /// `subject.kind`, the form expectations use.
    public var name: String { "\(subject).\(kind.rawValue)" }

    /// The ``name``, followed by the detail in parentheses when there is one.
    public var description: String {
        if let detail { return "\(name)(\(detail))" }
        return name
    }
}

extension TraceEvent {
    /// What an event records. The raw value is the name used in `events:`.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        // Lifecycle callbacks of a view controller.
        case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case viewWillLayoutSubviews, viewDidLayoutSubviews
        case containerViewWillLayoutSubviews, containerViewDidLayoutSubviews
        case traitCollectionDidChange, didReceiveMemoryWarning
        case willMoveToParent, didMoveToParent
        // Containment and navigation.
        case addChild, removeFromParent, transition
        case push, pop, popToRoot, setViewControllers
        case selectTab, selectPage
        case collapse, expand
        case show, showDetail
        // Presentation.
        case present, dismiss, adapt, presentationRefused
        // Segues.
        case shouldPerformSegue, segueBlocked, prepareForSegue, performSegue, unwind
        // The app and its controls.
        case post, log, valueChanged, primaryAction, becomeFirstResponder, resignFirstResponder
        case sizeChange, memoryWarning
        case encodeRestorableState, decodeRestorableState, restore, restorationFailed
        // What VoiceOver tells the app (docs/voiceover-rules.md §4.2).
        case announcementDidFinish, elementFocused, voiceOverStatusChanged
        // SwiftUI's lifecycle and state, from an app's code run live (docs/swiftui.md, "State and actions").
        case onAppear, onDisappear, task, onChange, set
    }
}
