import Diagnostics
import Foundation
import SwiftEval

/// The importer's notes on unknown parts («part» is not settled by the
/// sources: cause (detail)), read back by the part they name, so a test can
/// class each element that says an unknown value.
struct UnknownNotesSaid {
    private var notes: [String: (cause: UnknownCause, note: Diagnostic)] = [:]

    init(_ warnings: [Diagnostic]) {
        for warning in warnings where warning.severity == .note && warning.message.hasPrefix("«") {
            guard let close = warning.message.range(of: "» is not settled by the sources: ") else { continue }
            let part = String(
                warning.message[warning.message.index(after: warning.message.startIndex)..<close.lowerBound])
            let rest = warning.message[close.upperBound...]
            guard let cause = UnknownCause.allCases.first(where: { rest.hasPrefix($0.rawValue + " (") }),
                notes[part] == nil
            else { continue }
            notes[part] = (cause, warning)
        }
    }

    /// The «…» parts of `line`, without their marks.
    static func parts(of line: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "«"), let close = rest[open...].firstIndex(of: "»") {
            parts.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return parts
    }

    /// The causes of the unknown parts `line` says; a part with no note is an evaluator gap.
    func causes(of line: String) -> Set<UnknownCause> {
        Set(Self.parts(of: line).map { notes[$0]?.cause ?? .evaluatorGap })
    }

    /// Each part of `line` with its cause and note, or that none was given.
    func explain(_ line: String) -> String {
        Self.parts(of: line).map { part in
            guard let found = notes[part] else { return "«\(part)»: no note (evaluator gap)" }
            return "«\(part)»: \(found.note.location): \(found.note.message)"
        }.joined(separator: " | ")
    }
}
