internal import AppModel

/// An utterance waiting for (or holding) the speech channel.
struct QueuedUtterance {
    var kind: Utterance.Kind
    var text: String
    var milliseconds: Int
    var voice: String
    /// The hint to speak after this description's pause.
    var hint: String?
    var language: String?
    /// The announcement record this utterance speaks.
    var announcement: Int?
    var priority: AccessibilityNotification.Priority?
    /// The id of the element it describes.
    var element: String? = nil
    /// Its synthesized audio, kept while it waits so that a queued
    /// utterance is heard (and recorded) as it was synthesized.
    var speech: SynthesizedSpeech? = nil

    /// Whether nothing may cut it off once started (a high-priority announcement).
    var isUninterruptible: Bool { priority == .high }
    /// Whether it waits for all other speech (a low-priority announcement).
    var isLowPriority: Bool { priority == .low }
}

/// How a new utterance competes with current speech.
enum SpeakMode {
    /// Cut off current speech (focus changes, default announcements).
    case interrupt
    /// Wait for all other speech (low-priority announcements).
    case queue
}
