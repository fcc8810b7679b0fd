internal import Diagnostics
internal import Foundation

extension ReportRenderer {
    /// Speech longer than this is not padded: the location follows it.
    private static let speechColumn = 48

    /// An app input's launch screen in the text report: each element's
    /// speech in reading order with where it is declared, then the commands
    /// to run next on the same input; with `transcript`, what was spoken
    /// at launch before those commands.
    static func readingLines(
        _ result: ScenarioResult, _ reading: [ScenarioResult.ReadElement], transcript: Bool
    ) -> [String] {
        let count = reading.count
        var lines = [
            "\(result.passed ? "✓" : "✗") \(result.name)  (launch screen, \(count) element\(count == 1 ? "" : "s"))  \(result.file)"
        ]
        if reading.isEmpty { lines.append("    VoiceOver finds no element on the launch screen.") }
        let numberWidth = String(count).count
        let width = min(speechColumn, reading.map { $0.speech.count + 2 }.max() ?? 0)
        for (index, element) in reading.enumerated() {
            let number = String(index + 1)
            let quoted = "\"\(element.speech)\""
            var line = "    " + String(repeating: " ", count: numberWidth - number.count) + number + "  " + quoted
            if let location = element.location, location.line > 0 {
                line +=
                    String(repeating: " ", count: max(0, width - quoted.count)) + "  \(location.file):\(location.line)"
            }
            lines.append(line)
        }
        for failure in result.failures {
            lines.append("    \(failure.location): \(failure.key): expected \(failure.expected), got \(failure.actual)")
        }
        if transcript { lines += result.transcript.map { "      \($0)" } }
        lines += nextCommands(for: result.file)
        return lines
    }

    /// What to run next on the input at `path`.
    static func nextCommands(for path: String) -> [String] {
        let quoted = shellQuoted(path)
        let commands = [
            ("a11ysim repl \(quoted)", "explore it with VoiceOver's gestures"),
            ("a11ysim audit \(quoted)", "check every screen it reaches"),
            ("a11ysim import \(quoted) -o \(scenarioName(for: path))", "a scenario of it to edit and run"),
        ]
        let width = commands.map(\.0.count).max() ?? 0
        return commands.enumerated().map { index, command in
            (index == 0 ? "    next: " : "          ") + command.0
                + String(repeating: " ", count: width - command.0.count) + "  " + command.1
        }
    }

    /// `coffee.yaml` for `Apps/Coffee`, `main.yaml` for `Main.storyboard`.
    private static func scenarioName(for path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let base = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        let words = base.lowercased().split { !$0.isLetter && !$0.isNumber }
        return (words.isEmpty ? "app" : words.joined(separator: "-")) + ".yaml"
    }

    /// `path` as a shell reads it back: as it is when it has only safe
    /// characters, else in single quotes.
    private static func shellQuoted(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+:@%".unicodeScalars.contains($0)
        }
        return safe && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
