public import Diagnostics

/// The outcome of running one scenario.
public struct ScenarioResult: Sendable, Codable {
    /// One failed expectation.
    public struct Failure: Sendable, Codable, Hashable {
        /// Where the expectation is written.
        public var location: SourceLocation
        /// The `expect` key, or `step` when the step itself could not apply.
        public var key: String
        public var expected: String
        public var actual: String

        /// Creates a failure.
        public init(location: SourceLocation, key: String, expected: String, actual: String) {
            self.location = location
            self.key = key
            self.expected = expected
            self.actual = actual
        }
    }

    public var name: String
    public var file: String
    public var steps: Int
    /// Virtual time at the end, in milliseconds.
    public var duration: Int
    /// Wall-clock time the file took to load and run, in seconds, when it
    /// was measured (JUnit's `time`; no other report shows it, so they stay
    /// the same from run to run).
    public var wallSeconds: Double?
    public var failures: [Failure]
    /// Every utterance and earcon, one line each (`--transcript`).
    public var transcript: [String]

    public var passed: Bool { failures.isEmpty }
}
