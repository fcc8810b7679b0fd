/// The verdict of one rule on one screen (axe-core's result groups).
public enum AuditOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// The rule found a problem.
    case violation
    /// Every element the rule applies to passed.
    case pass
    /// The rule cannot decide: a person needs to review it.
    case incomplete
    /// Nothing on the screen is something the rule checks.
    case inapplicable
}
