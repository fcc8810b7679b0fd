/// What one rule concluded on one screen.
public struct RuleEvaluation: Sendable, Hashable, Codable {
    /// The rule.
    public var rule: AuditRule
    /// The file audited.
    public var file: String
    /// The screen's key.
    public var screen: String
    /// The verdict.
    public var outcome: AuditOutcome
    /// Paths of the elements that passed.
    public var passed: [String]

    /// Creates an evaluation.
    public init(rule: AuditRule, file: String, screen: String, outcome: AuditOutcome, passed: [String]) {
        self.rule = rule
        self.file = file
        self.screen = screen
        self.outcome = outcome
        self.passed = passed
    }
}
