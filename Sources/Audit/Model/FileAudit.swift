public import Crawl
public import Diagnostics

/// The audit of one file: the screens visited, the findings and every
/// rule's verdict per screen, or the error that stopped the file loading.
public struct FileAudit: Sendable, Codable {
    /// The file as given.
    public var file: String
    /// The screens visited, in order.
    public var screens: [ScreenSnapshot]
    /// Violations and needs-review results.
    public var findings: [AuditFinding]
    /// Each rule's verdict on each screen.
    public var evaluations: [RuleEvaluation]
    /// Why the file could not be audited.
    public var error: Diagnostic?
    /// Whether the crawl stopped at the screen limit with screens left unvisited.
    public var reachedScreenLimit = false

    /// Creates a file audit.
    public init(
        file: String, screens: [ScreenSnapshot], findings: [AuditFinding], evaluations: [RuleEvaluation],
        error: Diagnostic?
    ) {
        self.file = file
        self.screens = screens
        self.findings = findings
        self.evaluations = evaluations
        self.error = error
    }
}
