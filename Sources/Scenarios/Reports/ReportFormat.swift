public import Diagnostics
internal import Foundation
internal import VoiceOver

/// How `a11ysim run` prints results.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Plain text, JSON, or JUnit XML (`--format text|json|junit`).
    case text, json, junit
}

/// Renders results as text, JSON or JUnit XML. Output is deterministic:
/// results are in the order given (sorted by path), times are virtual.
public struct ReportRenderer: Sendable {
    /// The format results are rendered in.
    public var format: ReportFormat
    /// Whether each scenario's transcript is included (`--transcript`).
    public var includeTranscript: Bool
    /// Files in the folders given that are not inputs; the text report
    /// names them before its summary.
    public var skipped: [String] = []

    /// Creates a renderer.
    public init(format: ReportFormat, includeTranscript: Bool = false) {
        self.format = format
        self.includeTranscript = includeTranscript
    }

    /// The whole report for `results` plus errors of files that did not load.
    /// `errors` holds, per file that did not load, all its diagnostics.
    public func render(results: [ScenarioResult], errors: [DiagnosticGroup]) -> String {
        switch format {
        case .text: text(results, errors)
        case .json: json(results, errors)
        case .junit: junit(results, errors)
        }
    }

    private func text(_ results: [ScenarioResult], _ errors: [DiagnosticGroup]) -> String {
        var lines: [String] = []
        for result in results {
            if let reading = result.reading {
                lines += Self.readingLines(result, reading, transcript: includeTranscript)
                continue
            }
            lines.append(
                "\(result.passed ? "✓" : "✗") \(result.name)  (\(result.steps) step\(result.steps == 1 ? "" : "s"), \(VirtualTime.format(result.duration)) s)  \(result.file)"
            )
            for failure in result.failures {
                lines.append(
                    "    \(failure.location): \(failure.key): expected \(failure.expected), got \(failure.actual)")
            }
            if includeTranscript {
                lines.append(contentsOf: result.transcript.map { "      \($0)" })
            }
        }
        if let line = Self.skippedLine(skipped) { lines.append(line) }
        lines.append(Self.summary(results: results, errors: errors))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Skipped 1 file that is not an input: Scenarios/audit-baseline.json`, or nil.
    public static func skippedLine(_ skipped: [String]) -> String? {
        guard !skipped.isEmpty else { return nil }
        let count = skipped.count
        return "Skipped \(count) file\(count == 1 ? " that is" : "s that are") not an input: "
            + skipped.prefix(5).joined(separator: ", ") + (count > 5 ? ", and \(count - 5) more" : "")
    }

    /// `N passed, N failed`, plus `, N not loaded` when files had errors
    /// (those are printed on standard error, one line each).
    public static func summary(results: [ScenarioResult], errors: [DiagnosticGroup]) -> String {
        let passed = results.filter(\.passed).count
        var line = "\(passed) passed, \(results.count - passed) failed"
        if !errors.isEmpty { line += ", \(errors.count) not loaded" }
        return line
    }

    private func json(_ results: [ScenarioResult], _ errors: [DiagnosticGroup]) -> String {
        let passed = results.filter(\.passed).count
        let report = JSONReport(
            passed: passed,
            failed: results.count - passed,
            notLoaded: errors.count,
            scenarios: results.map { result in
                JSONReport.Scenario(
                    name: result.name, file: result.file, passed: result.passed, steps: result.steps,
                    duration: VirtualTime.format(result.duration),
                    reading: result.reading?.map {
                        JSONReport.ReadElement(speech: $0.speech, location: $0.location?.description)
                    },
                    failures: result.failures.map {
                        JSONReport.Failure(
                            file: $0.location.file, line: $0.location.line, column: $0.location.column, key: $0.key,
                            expected: $0.expected, actual: $0.actual)
                    },
                    transcript: includeTranscript ? result.transcript : nil)
            },
            errors: errors.flatMap(\.diagnostics).map {
                JSONReport.LoadError(
                    file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.description)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func junit(_ results: [ScenarioResult], _ errors: [DiagnosticGroup]) -> String {
        let failures = results.filter { !$0.passed }.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"a11ysim\" tests=\"\(results.count + errors.count)\" failures=\"\(failures)\" errors=\"\(errors.count)\">",
            "  <testsuite name=\"scenarios\" tests=\"\(results.count + errors.count)\" failures=\"\(failures)\" errors=\"\(errors.count)\">",
        ]
        for result in results {
            // `time` is how long the file took (what CI dashboards add up);
            // the scenario's virtual duration is a property.
            let time = String(format: "%.3f", result.wallSeconds ?? 0)
            lines.append(
                "    <testcase classname=\(Self.attribute(Self.className(result.file))) name=\(Self.attribute(result.name)) file=\(Self.attribute(result.file)) time=\"\(time)\">"
            )
            lines.append(
                "      <properties><property name=\"virtualTime\" value=\"\(VirtualTime.format(result.duration))\"/></properties>"
            )
            for failure in result.failures {
                let message = "\(failure.location): \(failure.key): expected \(failure.expected), got \(failure.actual)"
                lines.append(
                    "      <failure message=\(Self.attribute(message)) type=\"expectation\">\(Self.escape(message))</failure>"
                )
            }
            lines.append("    </testcase>")
        }
        for group in errors {
            let error = group.first
            lines.append(
                "    <testcase classname=\(Self.attribute(Self.className(error.location.file))) name=\(Self.attribute(error.location.file)) file=\(Self.attribute(error.location.file))>"
            )
            lines.append(
                "      <error message=\(Self.attribute(error.description)) type=\"input\">\(Self.escape(group.description))</error>"
            )
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func className(_ file: String) -> String {
        var name = file
        for suffix in [".yaml", ".yml", ".storyboard", ".xib"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return String(name.map { $0 == "/" ? "." : $0 })
    }

    static func escape(_ text: String) -> String { XMLText.escaped(text) }

    static func attribute(_ text: String) -> String { "\"\(escape(text))\"" }
}
