import Audit
import Foundation
import Testing

/// docs/audit-rules.md documents every rule and maps each to one of
/// Apple's audit types (or to none), so the table cannot drift from the catalogue.
@Suite struct RuleDocumentationTests {
    static func document() throws -> String {
        try String(contentsOf: FixturePaths.repository.appendingPathComponent("docs/audit-rules.md"), encoding: .utf8)
    }

    @Test func everyRuleHasItsOwnEntry() throws {
        let text = try Self.document()
        for rule in AuditRule.allCases {
            #expect(text.contains("**\(rule.rawValue)**"), "docs/audit-rules.md has no entry for \(rule.rawValue)")
        }
        #expect(text.contains("runs \(AuditRule.allCases.count) rules"))
    }

    @Test func everyRuleIsInTheAppleAuditTypeTableOnce() throws {
        let text = try Self.document()
        let table = text.components(separatedBy: "## Apple's audit types")[1].components(separatedBy: "\n## ")[0]
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Apple") }
        let listed = rows.flatMap { row in
            row.split(separator: "|").last.map {
                $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } ?? []
        }
        #expect(listed.sorted() == AuditRule.allCases.map(\.rawValue).sorted())
        #expect(rows.count == 10, "seven iOS types, action and parentChild, and none")
    }
}
