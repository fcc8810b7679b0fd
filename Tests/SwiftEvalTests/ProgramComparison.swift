import Foundation

/// How the evaluator's output of a program compares with the compiled
/// program's: the same, unknown where it says so, or wrong.
enum ProgramComparison: String, Sendable {
    case exact
    case unknown
    case wrong

    /// Compares line by line: a line with `«…»` matches any text in their
    /// place; a last line `«…»` stands for the rest of the output.
    static func compare(evaluated: String, compiled: String) -> ProgramComparison {
        if evaluated == compiled { return .exact }
        var got = evaluated.components(separatedBy: "\n")
        var expected = compiled.components(separatedBy: "\n")
        if got.last == "" { got.removeLast() }
        if expected.last == "" { expected.removeLast() }
        let open = got.last == "«…»"
        if open { got.removeLast() }
        if open ? got.count > expected.count : got.count != expected.count { return .wrong }
        for (line, wanted) in zip(got, expected) where !matches(line, wanted) { return .wrong }
        return .unknown
    }

    /// Whether `line` (with `«…»` as a wildcard) matches `wanted`.
    static func matches(_ line: String, _ wanted: String) -> Bool {
        guard line.contains("«…»") else { return line == wanted }
        let parts = line.components(separatedBy: "«…»")
        guard let first = parts.first, let last = parts.last, wanted.hasPrefix(first), wanted.hasSuffix(last),
            wanted.count >= first.count + last.count
        else { return false }
        var rest = Substring(wanted.dropFirst(first.count).dropLast(last.count))
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
