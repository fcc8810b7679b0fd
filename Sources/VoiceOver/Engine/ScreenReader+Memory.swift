internal import AppModel

extension ScreenReader {
    /// What VoiceOver remembers between gestures, beyond the app's own
    /// state: where focus is, where it returns after going back, the last
    /// page status of each scroll view, the rotor, and whether anything is
    /// still being said. Two readers with equal memories over apps in equal
    /// states answer the next gesture the same way; the audit's crawler
    /// compares them before reusing a run instead of replaying it.
    public struct Memory: Equatable {
        var focused: ObjectIdentifier?
        var restoreTargets: [ObjectIdentifier: ObjectIdentifier]
        var adoptedFocus: [ObjectIdentifier: ObjectIdentifier]
        var lastPageStatus: [String: String]
        var rotor: Rotor?
        var lastRotor: Rotor?
        var actionIndex: Int?
        var isPaused: Bool
        var isSystemMediaPlaying: Bool
        var isSpeaking: Bool
        var currentHint: String?
    }

    /// What the reader remembers now.
    public var memory: Memory {
        Memory(
            focused: focusedElement.map(ObjectIdentifier.init),
            restoreTargets: restoreTargets.mapValues(ObjectIdentifier.init),
            adoptedFocus: adoptedFocus.mapValues(ObjectIdentifier.init),
            lastPageStatus: lastPageStatus,
            rotor: rotorChoice.flatMap { $0.generation == focusGeneration ? $0.rotor : nil },
            lastRotor: lastRotor, actionIndex: actionIndex, isPaused: isPaused,
            isSystemMediaPlaying: isSystemMediaPlaying,
            isSpeaking: activeItem != nil || !queue.isEmpty || pendingHint != nil || pausedItem != nil,
            currentHint: currentHint)
    }
}
