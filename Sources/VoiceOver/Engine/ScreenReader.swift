public import AppModel

/// A simulated VoiceOver over an ``AppModel/Application``: it decides what
/// is focused, what is spoken and when, and dispatches gestures through the
/// responder chain (docs/voiceover-rules.md §2–§6, docs/scenario-format.md, "Time, focus and callbacks").
///
/// Every gesture takes the virtual time of ``VoiceOverSettings/paceMilliseconds``
/// after it is performed; speech durations come from the
/// ``SpeechSynthesizer``, so whether an announcement was interrupted
/// depends on what was said, never on the machine.
///
/// ```swift
/// let reader = ScreenReader(application: app)
/// await reader.start()                 // "Settings. Heading."
/// await reader.swipeRight()            // "Wi-Fi. Button."
/// await reader.doubleTap()
/// reader.focusedElement?.id            // "nav.back"
/// reader.lastSpeech                    // "Settings. Back Button."
/// ```
@MainActor
public final class ScreenReader {
    /// The app being read.
    public let application: Application
    /// The settings; changing them affects what is spoken next.
    public var settings: VoiceOverSettings
    let synthesizer: any SpeechSynthesizer

    /// The virtual clock, in milliseconds since launch.
    public internal(set) var now = 0 { didSet { application.clock = now } }
    /// The element VoiceOver focuses; `nil` when focus is lost or there is none.
    public internal(set) var focusedElement: View?
    /// Everything spoken and played, in order.
    public internal(set) var transcript: [TranscriptEntry] = []
    /// Every announcement the app posted, with its outcome.
    public internal(set) var announcements: [AnnouncementRecord] = []
    /// Every notification the app posted, in the order VoiceOver processed them.
    public internal(set) var notificationRecords: [NotificationRecord] = []
    /// Every special gesture with the responders asked and who handled it.
    public internal(set) var gestureRecords: [GestureRecord] = []
    /// Whether VoiceOver is on.
    public internal(set) var isRunning = false
    /// Whether speech is paused (two-finger tap).
    public internal(set) var isPaused = false
    /// Whether the system's media playback runs (toggled by an unhandled magic tap).
    public internal(set) var isSystemMediaPlaying = false
    /// The hint of the last spoken description, whether or not its pause
    /// has elapsed (docs/scenario-format.md, "Time, focus and callbacks").
    public internal(set) var currentHint: String?
    /// Called with each utterance's synthesized speech, for audio output.
    public var onSynthesized: (@MainActor (Utterance, SynthesizedSpeech) -> Void)?

    // Speech channel state (ScreenReader+Speech).
    var activeIndex: Int?
    var activeItem: QueuedUtterance?
    var queue: [QueuedUtterance] = []
    var pendingHint: (text: String, due: Int, language: String?)?
    var pausedItem: QueuedUtterance?

    // Focus state.
    var focusGeneration = 0
    var rotorChoice: (rotor: Rotor, generation: Int)?
    var lastRotor: Rotor?
    var actionIndex: Int?
    var lastPageStatus: [String: String] = [:]
    var restoreTargets: [ObjectIdentifier: View] = [:]
    /// Focused views an app rebuilt, each with the view that took its place (``adopt(_:)``).
    var adoptedFocus: [ObjectIdentifier: View] = [:]
    var treeCache: (revision: UInt64, tree: ElementTree)?
    /// Whether ``currentTree()`` reuses the tree it built while the app
    /// model is unchanged (``ModelRevision``). Turn it off for views whose
    /// accessibility overrides read state that does not bump the revision.
    public var reusesElementTree = true

    /// Creates a screen reader for `application`. Call ``start()`` once the
    /// app has launched.
    public init(
        application: Application, settings: VoiceOverSettings = VoiceOverSettings(),
        synthesizer: any SpeechSynthesizer = WordRateSynthesizer()
    ) {
        self.application = application
        self.settings = settings
        self.synthesizer = synthesizer
    }

    /// Turns VoiceOver on at launch: the screen-changed earcon and focus on
    /// the first element in reading order. Notifications the app posted while
    /// launching are dropped, as iOS ignores a screenChanged posted at launch;
    /// announcements among them are spoken after the first element.
    public func start() async {
        isRunning = true
        application.isVoiceOverRunning = true
        let launchChanges = application.takePendingChanges()
        play(.screenChanged)
        let tree = currentTree()
        await moveFocus(to: tree.elements.first?.view, speak: true, byUser: false, tree: tree)
        for case .notification(.announcement(let text, let priority), _) in launchChanges {
            await announce(text, priority: priority)
        }
        await settle()
    }

    /// The composer for the current settings.
    var composer: DescriptionComposer {
        DescriptionComposer(
            hintsEnabled: settings.hints, speaksActionsAvailable: settings.speaksActionsAvailable,
            speaksHeadingLevels: settings.speaksHeadingLevels)
    }

    /// The reachable elements now, after a layout pass.
    ///
    /// The tree is kept while ``ModelRevision`` stays where it was when the
    /// tree was built, so gestures on an unchanged screen cost no rebuild.
    public func currentTree() -> ElementTree {
        if reusesElementTree, let treeCache, treeCache.revision == ModelRevision.current {
            return treeCache.tree
        }
        application.layoutIfNeeded()
        let revision = ModelRevision.current
        let tree = ElementTree(application: application)
        treeCache = (revision, tree)
        return tree
    }

    /// The reachable elements in reading order, as VoiceOver would describe
    /// them (the scenario key `elements`).
    public func describedElements() -> [String] {
        let tree = currentTree()
        return tree.elements.map { composer.describe($0).text }
    }

    /// The description of `view` in its current context, if it is reachable.
    public func describe(_ view: View) -> ElementDescription? {
        currentTree().element(for: view).map { composer.describe($0) }
    }

    /// The last utterance the scenario key `speech` reads, if any.
    public var lastSpeech: String? {
        utterances(since: 0).last { $0.kind.countsAsSpeech }?.text
    }

    /// The utterances from transcript position `index` on.
    public func utterances(since index: Int) -> [Utterance] {
        transcript[min(index, transcript.count)...].compactMap { entry in
            if case .utterance(let utterance) = entry { return utterance }
            return nil
        }
    }

    /// The earcons from transcript position `index` on.
    public func earcons(since index: Int) -> [Earcon] {
        transcript[min(index, transcript.count)...].compactMap { entry in
            if case .earcon(let earcon, _) = entry { return earcon }
            return nil
        }
    }

    /// The last gesture's dispatch record.
    public var lastGesture: GestureRecord? { gestureRecords.last }

    /// Advances the virtual clock by `milliseconds`: finished speech ends,
    /// hints are spoken after their pause, queued announcements start.
    public func wait(milliseconds: Int) async {
        await advance(to: now + max(0, milliseconds))
    }

    /// Turns VoiceOver off or on (the `voiceOver: on | off` step). Off
    /// silences speech and drops focus; on focuses the first element.
    /// Either way the app gets `voiceOverStatusChanged`.
    public func setRunning(_ running: Bool) async {
        guard running != isRunning else { return }
        if running {
            isRunning = true
            application.isVoiceOverRunning = true
            application.deliver(.voiceOverStatusChanged)
            let tree = currentTree()
            await moveFocus(to: tree.elements.first?.view, speak: true, byUser: false, tree: tree)
        } else {
            interruptCurrent()
            dropQueue()
            pendingHint = nil
            focusedElement = nil
            isRunning = false
            application.isVoiceOverRunning = false
            application.deliver(.voiceOverStatusChanged)
        }
        await settle()
    }

    func play(_ earcon: Earcon) {
        guard isRunning else { return }
        transcript.append(.earcon(earcon, at: now))
    }

    func recordGesture(_ gesture: Gesture, asked: [String], handledBy: String) {
        gestureRecords.append(GestureRecord(gesture: gesture, time: now, asked: asked, handledBy: handledBy))
    }

    /// Ends a gesture: reacts to what the app did, then lets `pace` pass.
    func finishGesture() async {
        await settle()
        await advance(to: now + settings.paceMilliseconds)
    }
}
