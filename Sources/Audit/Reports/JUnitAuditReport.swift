internal import AppModel
internal import Diagnostics
internal import Foundation

/// JUnit XML for CI test views: a test suite per file and a test case per
/// rule and screen. Violations fail (suppressed ones pass with a note);
/// needs-review and inapplicable results are skipped with the reason.
struct JUnitAuditReport {
    let report: AuditReport

    func render() -> String {
        typealias F = AuditFormatting
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, skipped: 0, errors: 0)
        for file in report.files {
            var cases: [String] = []
            var failures = 0
            var skipped = 0
            if let error = file.error {
                cases.append(
                    "    <testcase name=\"load\" classname=\"\(F.xml(file.file))\"><error message=\"\(F.xml(error.message))\">\(F.xml("\(error)"))</error></testcase>"
                )
                totals.errors += 1
            }
            for evaluation in file.evaluations {
                let name = "\(evaluation.rule.rawValue) on \(evaluation.screen)"
                let findings = file.findings.filter { $0.rule == evaluation.rule && $0.screen == evaluation.screen }
                let open = "    <testcase name=\"\(F.xml(name))\" classname=\"\(F.xml(file.file))\">"
                let failing = findings.filter { $0.outcome == .violation && !$0.isSuppressed }
                if !failing.isEmpty {
                    failures += 1
                    let body =
                        failing.map { finding in
                            "\(finding.message)\(finding.location.map { " (\($0))" } ?? "")"
                        }.joined(separator: "\n") + "\nfix: \(evaluation.rule.help)"
                    let impact = failing.map(\.impact).max() ?? evaluation.rule.defaultImpact
                    cases.append(
                        "\(open)<failure message=\"\(F.xml(evaluation.rule.title))\" type=\"\(impact.rawValue)\">\(F.xml(body))</failure></testcase>"
                    )
                } else if evaluation.outcome == .incomplete {
                    skipped += 1
                    let message = "needs review: " + findings.map(\.message).joined(separator: " ")
                    cases.append("\(open)<skipped message=\"\(F.xml(message))\"/></testcase>")
                } else if evaluation.outcome == .inapplicable {
                    skipped += 1
                    cases.append(
                        "\(open)<skipped message=\"inapplicable: nothing on this screen for the rule to check\"/></testcase>"
                    )
                } else if !findings.isEmpty {
                    cases.append(
                        "\(open)<system-out>\(F.xml("suppressed by the baseline: " + findings.map(\.message).joined(separator: " ")))</system-out></testcase>"
                    )
                } else {
                    cases.append("\(open)</testcase>")
                }
            }
            let tests = cases.count
            totals.tests += tests
            totals.failures += failures
            totals.skipped += skipped
            suites.append(
                "  <testsuite name=\"\(F.xml(file.file))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(file.error == nil ? 0 : 1)\" skipped=\"\(skipped)\">\n"
                    + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n") + "  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"a11ysim audit\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" skipped=\"\(totals.skipped)\">\n"
            + suites.joined(separator: "\n") + (suites.isEmpty ? "" : "\n") + "</testsuites>\n"
    }
}
