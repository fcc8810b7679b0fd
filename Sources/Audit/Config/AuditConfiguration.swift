internal import Foundation

/// What an audit checks and when it fails, from `.a11ysim.yml` and the
/// command line.
///
/// ```yaml
/// failOn: serious            # minor | moderate | serious | critical
/// baseline: .a11ysim-baseline.json
/// maxScreens: 60
/// exclude: [Demo/**, "**/Debug*.storyboard"]   # files the app does not ship
/// excludeScreens: [DebugMenuViewController]     # screens the app never shows
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
    /// Glob patterns of input files to leave out (`*` within a folder,
    /// `**` across folders), relative to the configuration file's folder.
    public var exclude: [String] = []
    /// Screens to leave out, by key ("Settings > About") or by the last part
    /// of it (the controller's name).
    public var excludeScreens: [String] = []

    /// The default configuration: every rule on, failing on serious.
    public init() {}

    /// The rules that run.
    public var enabledRules: [AuditRule] {
        AuditRule.allCases.filter { !disabled.contains($0) }
    }

    /// Whether `file` (as given on the command line) matches `exclude`.
    public func excludes(file: String, workingDirectory: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let base = source.map { ($0 as NSString).deletingLastPathComponent } ?? workingDirectory
        let absolute = file.hasPrefix("/") ? file : (workingDirectory as NSString).appendingPathComponent(file)
        let root =
            ((base.hasPrefix("/") ? base : (workingDirectory as NSString).appendingPathComponent(base)) as NSString)
            .standardizingPath
        let standard = (absolute as NSString).standardizingPath
        let relative = standard.hasPrefix(root + "/") ? String(standard.dropFirst(root.count + 1)) : standard
        return exclude.contains { GlobPattern($0).matches(relative) }
    }

    /// Whether the screen keyed `screen` is one `excludeScreens` leaves out.
    public func excludes(screen: String) -> Bool {
        guard !excludeScreens.isEmpty else { return false }
        let last = screen.components(separatedBy: " > ").last ?? screen
        return excludeScreens.contains { $0 == screen || $0 == last }
    }

    /// The impact `rule` has under this configuration.
    public func impact(of rule: AuditRule) -> Impact {
        impacts[rule] ?? rule.defaultImpact
    }
}
