/// Why a value is not known: the few classes the corpus report counts.
public enum UnknownCause: String, CaseIterable, Sendable {
    /// Data only the running app has: network, database, `UserDefaults` the
    /// scenario did not set, the current date, randomness.
    case runtimeData = "runtime data"
    /// A framework that draws or computes it (Map, Chart, a web view).
    case framework = "framework"
    /// Code outside the sources (a package not in the folder).
    case externalCode = "code outside the sources"
    /// A construct this interpreter does not evaluate (a gap, named).
    case evaluatorGap = "evaluator gap"
}

/// A value the program does not settle, with its cause, what it is, and
/// where it was met.
public struct Unknown: Sendable, Equatable {
    /// The class of cause.
    public var cause: UnknownCause
    /// What is unknown, in a few words (`Date() is the current date`).
    public var detail: String
    /// Where it was met (1-based), when known.
    public var line: Int
    /// The column, 1-based.
    public var column: Int
    /// What is known of an unknown text: it starts with this (an absolute
    /// path starts with `/`), so it differs from any text that does not.
    public var textPrefix: String?
    /// What `print` writes for an unknown text made by interpolation: its
    /// known parts with `«…»` in place of each unknown one (`until «…»`).
    public var shown: String?

    /// An unknown of `cause`, described by `detail`, at `line`:`column`.
    public init(_ cause: UnknownCause, _ detail: String, line: Int = 0, column: Int = 0) {
        self.cause = cause
        self.detail = detail
        self.line = line
        self.column = column
    }
}
