import ArgumentParser
import Diagnostics
import Foundation
import SwiftEval

/// `a11ysim eval`: runs a Swift file's top-level statements with the
/// interpreter a11ysim reads app code with, and prints what `print` would.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Run a Swift file's top-level code with a11ysim's Swift interpreter.",
        discussion: """
            Examples:
              a11ysim eval Model.swift     # what the compiled program would print, «…» where unknown

            Prints what `print` writes. A value the interpreter cannot know is «…» in its line; a
            run whose further output cannot be known ends in one «…» line. Why each is unknown (its
            cause: runtime data, a framework, code outside the file, or an interpreter gap) and why
            a run stopped early are on standard error at their line.
            Exit status: 0 the file ran (unknowns included), 2 it cannot be read or parsed.
            """
    )

    @Argument(help: "The Swift file to run (relative to the current directory).")
    var file: String

    @Flag(help: "Say nothing on standard error about unknown values.")
    var quiet = false

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file), let source = String(data: data, encoding: .utf8)
        else {
            CLIInput.report(
                Diagnostic(
                    "cannot read \(file)", at: SourceLocation(file: file, line: 0, column: 0),
                    hint: FileManager.default.fileExists(atPath: file)
                        ? "it is not UTF-8 text or not readable" : "no such file"))
            throw ExitCode(2)
        }
        let errors = SwiftProgram.syntaxErrors(in: source, fileName: file)
        if !errors.isEmpty {
            CLIInput.report(DiagnosticGroup(errors))
            throw ExitCode(2)
        }
        let result = SwiftProgram.run(source: source, fileName: file)
        FileHandle.standardOutput.write(Data(result.output.utf8))
        let renderer = DiagnosticRenderer()
        renderer.add(source: source, for: file)
        if !quiet {
            for unknown in result.unknowns where unknown.line > 0 {
                let location = SourceLocation(file: file, line: unknown.line, column: unknown.column)
                let note = Diagnostic(
                    "unknown (\(unknown.cause.rawValue)): \(unknown.detail)", at: location, severity: .note)
                FileHandle.standardError.write(Data(renderer.render(note).utf8))
            }
        }
        if let stop = result.stop {
            let location = SourceLocation(file: file, line: stop.line, column: stop.column)
            let severity: Diagnostic.Severity = stop.kind == .unknownControlFlow ? .note : .error
            let diagnostic = Diagnostic(
                "stopped (\(stop.kind.rawValue)): \(stop.message)", at: location, severity: severity)
            FileHandle.standardError.write(Data(renderer.render(diagnostic).utf8))
        }
    }
}
