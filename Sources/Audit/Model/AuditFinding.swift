public import Crawl
public import Diagnostics

/// One problem a rule found: a violation, or an `incomplete` result a
/// person needs to review.
public struct AuditFinding: Sendable, Hashable, Codable {
    /// The rule.
    public var rule: AuditRule
    /// The impact, after configuration.
    public var impact: Impact
    /// `violation` or `incomplete`.
    public var outcome: AuditOutcome
    /// The file audited.
    public var file: String
    /// The screen's key.
    public var screen: String
    /// The element concerned; `nil` for a finding about the whole screen.
    public var element: ElementSnapshot?
    /// What is wrong, in a sentence.
    public var message: String
    /// Paths of other elements involved (the duplicate, the overlapping control).
    public var related: [String]
    /// Where to fix it: the element's, else the screen's, declaration.
    public var location: SourceLocation?
    /// Whether a baseline already lists it (it does not fail the audit).
    public var isSuppressed = false
    /// The fingerprint under Interface Builder object ids, for baselines
    /// written before imported names became readable; nil when the same.
    public var legacyFingerprint: String?
    /// Other screens (routes) on which the rule found the same element: one
    /// finding per element and rule, however many routes reach it.
    public var otherScreens: [String] = []

    /// Creates a finding.
    public init(
        rule: AuditRule, impact: Impact, outcome: AuditOutcome, file: String, screen: String, element: ElementSnapshot?,
        message: String, related: [String] = [], location: SourceLocation?
    ) {
        self.rule = rule
        self.impact = impact
        self.outcome = outcome
        self.file = file
        self.screen = screen
        self.element = element
        self.message = message
        self.related = related
        self.location = location
    }

    /// What identifies the finding across runs, for baselines: rule, file,
    /// screen and element path, never frames or wording.
    public var fingerprint: String {
        [rule.rawValue, file, screen, element?.path ?? "-"].joined(separator: "|")
    }

    /// Every fingerprint a baseline may know it by: its own, the merged
    /// screens', and the legacy one.
    public var fingerprints: [String] {
        [fingerprint] + otherScreens.map { [rule.rawValue, file, $0, element?.path ?? "-"].joined(separator: "|") }
            + (legacyFingerprint.map { [$0] } ?? [])
    }
}
