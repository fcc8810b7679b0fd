internal import Diagnostics

/// Collects the problems of one file while the loader keeps going, so a
/// file with four typos shows four errors in one run.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []

    /// Whether nothing was recorded.
    var isEmpty: Bool { diagnostics.isEmpty }

    /// How many were recorded, to tell whether a step of the work added any.
    var count: Int { diagnostics.count }

    func record(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Runs `body`; an error it throws is recorded and gives nil.
    func attempt<T>(_ body: () throws(Diagnostic) -> T) -> T? {
        do {
            return try body()
        } catch {
            record(error)
            return nil
        }
    }

    /// What was recorded, in file order, each once.
    var group: DiagnosticGroup? {
        var seen: Set<Diagnostic> = []
        let ordered = diagnostics.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element).filter { seen.insert($0).inserted }
        return ordered.isEmpty ? nil : DiagnosticGroup(ordered)
    }
}
