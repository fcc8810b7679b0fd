/// What an audit checks and when it fails, from `.a11ysim.yml` and the
/// command line.
///
/// ```yaml
/// failOn: serious            # minor | moderate | serious | critical
/// baseline: .a11ysim-baseline.json
/// maxScreens: 60
/// rules:
///   label-length: off        # disable a rule
///   target-size: moderate    # change its impact
///   magic-tap: {enabled: true, impact: moderate}
/// ```
public struct AuditConfiguration: Sendable, Hashable {
    /// Rules turned off.
    public var disabled: Set<AuditRule> = []
    /// Impacts that replace a rule's default.
    public var impacts: [AuditRule: Impact] = [:]
    /// The lowest impact of a new violation that fails the audit.
    public var failOn: Impact = .serious
    /// The baseline file, relative to the working directory.
    public var baseline: String?
    /// Screens visited at most per file.
    public var maxScreens = 60
    /// Steps from launch at most.
    public var maxDepth = 8
    /// The file the configuration came from, if any.
    public var source: String?

    /// The default configuration: every rule on, failing on serious.
    public init() {}

    /// The rules that run.
    public var enabledRules: [AuditRule] {
        AuditRule.allCases.filter { !disabled.contains($0) }
    }

    /// The impact `rule` has under this configuration.
    public func impact(of rule: AuditRule) -> Impact {
        impacts[rule] ?? rule.defaultImpact
    }
}
