import Foundation
import Synchronization

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
    /// What is known of an unknown date read from the clock (`Date()`,
    /// `.now`, `Date(timeIntervalSinceNow: -5)`): the reading it was made
    /// from and its distance from it, which orders it against another.
    public var instant: Instant?

    /// An unknown of `cause`, described by `detail`, at `line`:`column`.
    public init(_ cause: UnknownCause, _ detail: String, line: Int = 0, column: Int = 0) {
        self.cause = cause
        self.detail = detail
        self.line = line
        self.column = column
    }
}

/// A date known relative to a reading of the device's clock during the
/// run: the reading's number (readings are made one after another, so a
/// later one is a later instant) and seconds from it.
public struct Instant: Sendable, Equatable {
    /// Which reading of the clock, in the order the program made them.
    public var reading: Int
    /// Seconds after that reading (negative: before it).
    public var offset: Double

    /// Readings made so far, by every run of this process: one run's
    /// readings are numbered in the order it made them.
    private static let readings = Atomic<Int>(0)

    /// A new reading of the clock, `offset` seconds from it.
    static func reading(offset: Double = 0) -> Instant {
        Instant(reading: readings.wrappingAdd(1, ordering: .relaxed).newValue, offset: offset)
    }

    /// An unknown date of the clock read now, `offset` seconds from it, described by `detail`.
    static func unknown(_ detail: String, offset: Double = 0) -> Unknown {
        var made = Unknown(.runtimeData, detail)
        made.instant = reading(offset: offset)
        return made
    }

    /// How this instant compares with `other`, when the readings settle
    /// it: a later reading is a later instant, so a reading no earlier and
    /// an offset no smaller is no earlier; `nil` when the time between the
    /// readings could go either way.
    func order(against other: Instant) -> ComparisonResult? {
        if reading == other.reading {
            return offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
        }
        if reading < other.reading, offset <= other.offset { return .orderedAscending }
        if reading > other.reading, offset >= other.offset { return .orderedDescending }
        return nil
    }
}
