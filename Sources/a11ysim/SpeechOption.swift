import ArgumentParser

/// `--speech`: how utterance durations are measured.
enum SpeechOption: String, ExpressibleByArgument, CaseIterable {
    case off, text, espeak, auto
}
