/// The bounds every evaluation keeps, so that recursion, endless loops and
/// huge collections end with a message at their line.
public struct EvalLimits: Sendable {
    /// Statements and expressions evaluated in all.
    public var steps: Int
    /// Calls in progress at once.
    public var callDepth: Int
    /// Expressions nested inside one another.
    public var expressionDepth: Int
    /// Elements of one collection, characters of one string.
    public var collectionSize: Int
    /// Characters printed in all.
    public var outputSize: Int

    /// The bounds `eval` and the SwiftUI reader use.
    public static let standard = EvalLimits(
        steps: 1_000_000, callDepth: 400, expressionDepth: 600, collectionSize: 1_000_000,
        outputSize: 10_000_000)

    /// Bounds given one by one.
    public init(steps: Int, callDepth: Int, expressionDepth: Int, collectionSize: Int, outputSize: Int) {
        self.steps = steps
        self.callDepth = callDepth
        self.expressionDepth = expressionDepth
        self.collectionSize = collectionSize
        self.outputSize = outputSize
    }
}
