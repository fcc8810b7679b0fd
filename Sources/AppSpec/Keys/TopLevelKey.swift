/// The top-level keys of a scenario file (docs/scenario-format.md, "The
/// file"): read by the YAML reader, the did-you-mean suggestions and the
/// docs test.
public enum TopLevelKey: String, Sendable, Hashable, CaseIterable {
    case name, device, screen, orientation, layoutDirection, voiceover, pace, launch, root, storyboard, swiftui,
        appDelegate, controllers, steps
}

/// The keys of `voiceover:` (docs/scenario-format.md, "VoiceOver settings").
public enum SettingKey: String, Sendable, Hashable, CaseIterable {
    case hints, afterDismiss, rate, voice, pitch, volume, actionsAvailable, headingLevels, typingFeedback
}
