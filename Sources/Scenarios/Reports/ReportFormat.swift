internal import VoiceOver

/// How `a11ysim run` prints results.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, junit
}

/// Renders results as text, JSON or JUnit XML. Output is deterministic:
/// results are in the order given (sorted by path), times are virtual.
public struct ReportRenderer: Sendable {
    public var format: ReportFormat
    public var includeTranscript: Bool

    /// Creates a renderer.
    public init(format: ReportFormat, includeTranscript: Bool = false) {
        self.format = format
        self.includeTranscript = includeTranscript
    }

    /// The whole report for `results` plus errors of files that did not load.
    public func render(results: [ScenarioResult], errors: [ScenarioError]) -> String {
        switch format {
        case .text: text(results, errors)
        case .json: json(results, errors)
        case .junit: junit(results, errors)
        }
    }

    private func text(_ results: [ScenarioResult], _ errors: [ScenarioError]) -> String {
        var lines: [String] = []
        for result in results {
            lines.append("\(result.passed ? "✓" : "✗") \(result.name)  (\(result.steps) steps, \(VirtualTime.format(result.duration)) s)  \(result.file)")
            for failure in result.failures {
                lines.append("    \(failure.location): \(failure.key): expected \(failure.expected), got \(failure.actual)")
            }
            if includeTranscript {
                lines.append(contentsOf: result.transcript.map { "      \($0)" })
            }
        }
        for error in errors { lines.append("✗ \(error)") }
        let failed = results.filter { !$0.passed }.count + errors.count
        lines.append("\(results.count - results.filter { !$0.passed }.count) passed, \(failed) failed")
        return lines.joined(separator: "\n") + "\n"
    }

    private func json(_ results: [ScenarioResult], _ errors: [ScenarioError]) -> String {
        var items: [String] = []
        for result in results {
            let failures = result.failures.map { failure in
                "{\"file\": \(Self.quote(failure.location.file)), \"line\": \(failure.location.line), \"column\": \(failure.location.column), \"key\": \(Self.quote(failure.key)), \"expected\": \(Self.quote(failure.expected)), \"actual\": \(Self.quote(failure.actual))}"
            }
            var fields = [
                "\"name\": \(Self.quote(result.name))", "\"file\": \(Self.quote(result.file))", "\"passed\": \(result.passed)",
                "\"steps\": \(result.steps)", "\"duration\": \(VirtualTime.format(result.duration))",
                "\"failures\": [\(failures.joined(separator: ", "))]",
            ]
            if includeTranscript { fields.append("\"transcript\": [\(result.transcript.map(Self.quote).joined(separator: ", "))]") }
            items.append("    {" + fields.joined(separator: ", ") + "}")
        }
        let errorItems = errors.map { "    {\"file\": \(Self.quote($0.location.file)), \"line\": \($0.location.line), \"column\": \($0.location.column), \"message\": \(Self.quote($0.description))}" }
        let passed = results.filter(\.passed).count
        return """
            {
              "passed": \(passed),
              "failed": \(results.count - passed + errors.count),
              "scenarios": [
            \(items.joined(separator: ",\n"))
              ],
              "errors": [
            \(errorItems.joined(separator: ",\n"))
              ]
            }

            """
    }

    private func junit(_ results: [ScenarioResult], _ errors: [ScenarioError]) -> String {
        let failures = results.filter { !$0.passed }.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"a11ysim\" tests=\"\(results.count + errors.count)\" failures=\"\(failures)\" errors=\"\(errors.count)\">",
            "  <testsuite name=\"scenarios\" tests=\"\(results.count + errors.count)\" failures=\"\(failures)\" errors=\"\(errors.count)\">",
        ]
        for result in results {
            let open = "    <testcase classname=\(Self.attribute(Self.className(result.file))) name=\(Self.attribute(result.name)) file=\(Self.attribute(result.file)) time=\"\(VirtualTime.format(result.duration))\""
            if result.passed {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            for failure in result.failures {
                let message = "\(failure.location): \(failure.key): expected \(failure.expected), got \(failure.actual)"
                lines.append("      <failure message=\(Self.attribute(message)) type=\"expectation\">\(Self.escape(message))</failure>")
            }
            lines.append("    </testcase>")
        }
        for error in errors {
            lines.append("    <testcase classname=\(Self.attribute(Self.className(error.location.file))) name=\(Self.attribute(error.location.file)) file=\(Self.attribute(error.location.file))>")
            lines.append("      <error message=\(Self.attribute(error.description)) type=\"input\">\(Self.escape(error.description))</error>")
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func className(_ file: String) -> String {
        var name = file
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        return String(name.map { $0 == "/" ? "." : $0 })
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" { result += " " } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    static func attribute(_ text: String) -> String { "\"\(escape(text))\"" }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
