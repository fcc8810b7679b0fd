extension Library {
    /// The two sequences `zip` pairs: a one-sided range (`1...`) counts up
    /// for as long as the other sequence lasts, as Swift's endless
    /// `PartialRangeFrom` does.
    static func zipElements(_ first: Value, _ second: Value, limit: EvalLimits) throws -> ([Value], [Value])? {
        let a = try elements(of: first, limit: limit.collectionSize)
        let b = try elements(of: second, limit: limit.collectionSize)
        switch (a, b) {
        case (let a?, let b?): return (a, b)
        case (nil, let b?): return countingUp(first, count: b.count).map { ($0, b) }
        case (let a?, nil): return countingUp(second, count: a.count).map { (a, $0) }
        default: return nil
        }
    }

    /// The first `count` values of an integer `lower...` range.
    private static func countingUp(_ range: Value, count: Int) -> [Value]? {
        guard case .range(.int(let low)?, nil, _) = range, low <= Int.max - count else { return nil }
        return (0..<count).map { .int(low + $0) }
    }
}
