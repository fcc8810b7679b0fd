public import Diagnostics
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// What running a file printed, the unknowns it met, and why it stopped
/// early, if it did.
public struct EvalResult: Sendable {
    /// What the program printed; an unknown value is `«…»` in place, and
    /// output whose length cannot be known ends in one `«…»` line.
    public var output: String
    /// Each unknown met, with its cause and place.
    public var unknowns: [Unknown]
    /// Why the run ended before the program's end.
    public var stop: EvalStop?
}

/// One Swift file: parsed, then run by the interpreter.
public enum SwiftProgram {
    /// The syntax errors of `source`, as diagnostics at `fileName` (parsed
    /// on a large stack: deeply nested input ends at the parser's nesting
    /// limit, with its message, not in a crash).
    public static func syntaxErrors(in source: String, fileName: String) -> [Diagnostics.Diagnostic] {
        onLargeStack { parseErrors(in: source, fileName: fileName) }
    }

    private static func parseErrors(in source: String, fileName: String) -> [Diagnostics.Diagnostic] {
        let file = Parser.parse(source: source)
        guard file.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: fileName, tree: file)
        return ParseDiagnosticsGenerator.diagnostics(for: file).filter { $0.diagMessage.severity == .error }.map {
            let place = $0.location(converter: converter)
            return Diagnostics.Diagnostic(
                $0.message, at: Diagnostics.SourceLocation(file: fileName, line: place.line, column: place.column))
        }
    }

    /// Runs `body` on a thread with a 512 MB stack and returns its result.
    static func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = body()
            done.signal()
        }
        thread.stackSize = 1 << 29
        thread.start()
        done.wait()
        return box.result!
    }

    /// Runs the top-level statements of `source` on a thread with a large
    /// stack (deep nesting ends at a limit, not in a crash).
    public static func run(source: String, fileName: String, limits: EvalLimits = .standard) -> EvalResult {
        onLargeStack { evaluate(source: source, fileName: fileName, limits: limits) }
    }

    private static func evaluate(source: String, fileName: String, limits: EvalLimits) -> EvalResult {
        let file = Parser.parse(source: source)
        let interpreter = Interpreter(file: file, fileName: fileName, limits: limits)
        let stop = interpreter.run()
        var output = interpreter.output
        if let stop, [.limit, .unknownControlFlow, .unsupported].contains(stop.kind) {
            // A line cut short ends in «…»: the rest of it is not known either.
            if !output.isEmpty, !output.hasSuffix("\n") { output += "«…»\n" }
            output += "«…»\n"
        }
        return EvalResult(output: output, unknowns: interpreter.unknowns, stop: stop)
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var result: T?
}
