/// How a statement ends: on to the next, or a jump.
enum Flow {
    case next
    case breakLoop(label: String?)
    case continueLoop(label: String?)
    case returned(Value)
    case fallthroughCase
}

/// Why evaluation stopped before the program's end.
public struct EvalStop: Error, Sendable, Equatable {
    /// The classes of stop.
    public enum Kind: String, Sendable {
        /// A bound was reached (steps, depth, a collection's size).
        case limit
        /// Which way the program goes depends on an unknown value.
        case unknownControlFlow = "unknown control flow"
        /// A construct the interpreter does not run (an evaluator gap).
        case unsupported
        /// The program would trap at run time (a failed `!`, an index out of range).
        case trap
        /// An error was thrown and not caught.
        case uncaughtError = "uncaught error"
    }
    /// The class of stop.
    public var kind: Kind
    /// What happened, in one sentence.
    public var message: String
    /// Where (1-based; 0 when not known).
    public var line: Int
    /// The column, 1-based.
    public var column: Int
    /// For a stop on an unknown value, that value's cause.
    public var cause: UnknownCause?
}

/// What unwinds the interpreter's own stack: a Swift `throw`, or a stop.
enum Interrupt: Error {
    /// A Swift error value thrown by the program.
    case thrown(Thrown)
    /// Evaluation stops.
    case stop(EvalStop)
}

/// A thrown value crossing Swift's `throws` (values stay on the
/// interpreter's thread).
struct Thrown: @unchecked Sendable {
    let value: Value
}
