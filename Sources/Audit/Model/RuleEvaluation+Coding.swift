/// A verdict as results files and parallel workers carry it: one array,
/// `rule`, `file`, `screen`, `outcome`, then the passed elements' paths
/// (an audit holds a verdict per rule and screen, tens of thousands).
extension RuleEvaluation {
    /// Writes the verdict as one array: rule, file, screen, outcome, then the passed paths.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(rule)
        try container.encode(file)
        try container.encode(screen)
        try container.encode(outcome)
        for path in passed { try container.encode(path) }
    }

    /// Reads a verdict written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let rule = try container.decode(AuditRule.self)
        let file = try container.decode(String.self)
        let screen = try container.decode(String.self)
        let outcome = try container.decode(AuditOutcome.self)
        var passed: [String] = []
        while !container.isAtEnd { passed.append(try container.decode(String.self)) }
        self.init(rule: rule, file: file, screen: screen, outcome: outcome, passed: passed)
    }
}
