public import Diagnostics

/// The outcome of running one scenario.
public struct ScenarioResult: Sendable, Codable {
    /// One failed expectation.
    public struct Failure: Sendable, Codable, Hashable {
        /// Where the expectation is written.
        public var location: SourceLocation
        /// The `expect` key, or `step` when the step itself could not apply.
        public var key: String
        /// What the expectation asked for.
        public var expected: String
        /// What the run found instead.
        public var actual: String

        /// Creates a failure.
        public init(location: SourceLocation, key: String, expected: String, actual: String) {
            self.location = location
            self.key = key
            self.expected = expected
            self.actual = actual
        }
    }

    /// The scenario's name.
    public var name: String
    /// The path of the scenario's file.
    public var file: String
    /// How many steps the scenario has.
    public var steps: Int
    /// Virtual time at the end, in milliseconds.
    public var duration: Int
    /// Wall-clock time the file took to load and run, in seconds, when it
    /// was measured (JUnit's `time`; no other report shows it, so they stay
    /// the same from run to run).
    public var wallSeconds: Double?
    /// The failed expectations, in order; empty when the scenario passed.
    public var failures: [Failure]
    /// Every utterance and earcon, one line each (`--transcript`).
    public var transcript: [String]
    /// For an app input run with no scenario (a SwiftUI folder, a
    /// storyboard, a capture): its launch screen as VoiceOver reads it, in
    /// reading order; `nil` for a scenario.
    public var reading: [ReadElement]?

    /// One element of a launch screen as VoiceOver reads it.
    public struct ReadElement: Sendable, Codable, Hashable {
        /// What VoiceOver says when the element is focused: label, value,
        /// trait words and hint (`Order. Button.`).
        public var speech: String
        /// Where the element is declared, when known.
        public var location: SourceLocation?

        /// An element saying `speech`, declared at `location`.
        public init(speech: String, location: SourceLocation?) {
            self.speech = speech
            self.location = location
        }
    }

    /// Whether no expectation failed.
    public var passed: Bool { failures.isEmpty }
}
