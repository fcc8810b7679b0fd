internal import Crawl
public import Diagnostics
internal import Foundation

/// Known findings a team has accepted for now: they are reported as
/// suppressed and do not fail the audit; findings not in the baseline are
/// new, and baseline entries no longer found are resolved.
public struct Baseline: Sendable, Hashable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The rule id.
        public var rule: String
        /// The file audited.
        public var file: String
        /// The screen's key.
        public var screen: String
        /// The element's path, or `-` for the screen.
        public var element: String

        /// Creates an entry.
        public init(rule: String, file: String, screen: String, element: String) {
            self.rule = rule
            self.file = file
            self.screen = screen
            self.element = element
        }

        /// The fingerprint it matches.
        public var fingerprint: String { [rule, file, screen, element].joined(separator: "|") }

        /// Orders entries by fingerprint.
        public static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.fingerprint < rhs.fingerprint }
    }

    /// The format's version.
    public var version = 1
    /// The accepted findings, sorted.
    public var findings: [Entry]

    /// A baseline accepting `findings` (violations and needs-review ones).
    public init(findings: [AuditFinding]) {
        self.findings = Set(
            findings.map {
                Entry(rule: $0.rule.rawValue, file: $0.file, screen: $0.screen, element: $0.element?.path ?? "-")
            }
        ).sorted()
    }

    /// Reads a baseline file.
    public static func load(path: String) throws(Diagnostic) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic("the baseline file cannot be read", file: path, hint: "create it with --update-baseline")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw Diagnostic(
                "the baseline is not a baseline JSON file written by a11ysim: \(error)", file: path,
                hint: "write it again with --update-baseline")
        }
    }

    /// The baseline as JSON text, sorted and stable.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return (String(data: data, encoding: .utf8) ?? "{}") + "\n"
    }
}
