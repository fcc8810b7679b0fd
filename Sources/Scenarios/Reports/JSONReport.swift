/// The shape of `a11ysim run --format json`: counts, one entry per
/// scenario, and the files that could not be loaded. Keys are sorted and
/// durations are virtual seconds as text ("1.500"), so reports compare
/// byte for byte.
struct JSONReport: Encodable {
    struct Failure: Encodable {
        var file: String
        var line: Int
        var column: Int
        var key: String
        var expected: String
        var actual: String
    }

    struct Scenario: Encodable {
        var name: String
        var file: String
        var passed: Bool
        var steps: Int
        var duration: String
        /// An app input's launch screen, when it ran with no scenario.
        var reading: [ReadElement]?
        var failures: [Failure]
        var transcript: [String]?
    }

    struct ReadElement: Encodable {
        var speech: String
        var location: String?
    }

    struct LoadError: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    var passed: Int
    var failed: Int
    var notLoaded: Int
    var scenarios: [Scenario]
    var errors: [LoadError]
}
