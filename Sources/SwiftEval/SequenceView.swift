/// A library sequence that is not an array (`reversed()`, `enumerated()`,
/// `zip`): iterated like its elements, printed as Swift prints the type.
public struct SequenceView {
    /// The library type (`ReversedCollection`, `EnumeratedSequence`, `Zip2Sequence`).
    public var kind: String
    /// What it was made from, for printing.
    public var bases: [Value]
    /// Its elements, in order.
    public var items: [Value]
}

extension Interpreter {
    /// How Swift prints a sequence view: `ReversedCollection<Array<Int>>(_base: [1, 2])`.
    func describe(_ view: SequenceView) throws -> String {
        let named = view.bases.compactMap(Library.typeDescription)
        guard named.count == view.bases.count else { return "«…»" }
        let types = named.joined(separator: ", ")
        switch view.kind {
        case "ReversedCollection", "EnumeratedSequence":
            guard let base = view.bases.first else { return "«…»" }
            return "\(view.kind)<\(types)>(_base: \(try describe(base, debug: true)))"
        case "Zip2Sequence":
            guard view.bases.count == 2 else { return "«…»" }
            return
                "Zip2Sequence<\(types)>(_sequence1: \(try describe(view.bases[0], debug: true)), _sequence2: \(try describe(view.bases[1], debug: true)))"
        default: return "«…»"
        }
    }
}
