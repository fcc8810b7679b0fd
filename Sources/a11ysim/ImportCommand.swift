import ArgumentParser
import Diagnostics
import Foundation
import Inputs
import Runs

/// `a11ysim import`: a storyboard, XIB or runtime capture as a runnable scenario.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Import SwiftUI sources, a storyboard, XIB or runtime capture as a scenario with a generated smoke script.",
        discussion: """
            Prints a scenario that names the file (storyboard: Main.storyboard, or a controller's
            capture:), so each run reads it as it is then, followed by steps that visit every screen
            reachable from the initial controller (and each identified controller nothing leads to) and
            expect what VoiceOver says. --copy writes the app itself in the scenario format instead. A
            runtime capture (\(InputRegistry.captureFormats)) becomes one screen with its captured frames.
            Which form was written, and warnings (file:line), go to standard error.
            Examples:
              a11ysim import Main.storyboard -o main.yaml && a11ysim run main.yaml
              a11ysim import Main.storyboard --copy -o main-snapshot.yaml
              a11ysim import Main.storyboard --label-key-path accLabelText
              a11ysim import settings-page-source.xml -o settings.yaml
            """
    )

    @Argument(help: ArgumentHelp("A file to import: \(InputRegistry.importedNouns)."), completion: .file())
    var file: String

    @Option(
        name: [.short, .customLong("output")],
        help: "Write the scenario to this file (atomically) instead of standard output.",
        completion: .file(extensions: ["yaml", "yml"]))
    var output: String?

    @Flag(help: "Let --output overwrite an existing file.")
    var force = false

    @Flag(
        help:
            "Write the app itself into the scenario (a snapshot later edits of the file do not reach) instead of naming the file."
    )
    var copy = false

    @OptionGroup(title: "Imported inputs")
    var importArguments: ImportArguments

    @Flag(help: "Do not print warnings.")
    var quiet = false

    private var form: ImportForm { copy ? .copy : .reference }

    @MainActor
    func run() async throws {
        if let output, !force, FileManager.default.fileExists(atPath: output) {
            CLIInput.note("error: '\(output)' already exists; add --force to overwrite it, or write to another file.")
            throw ExitCode(2)
        }
        let file = self.file
        try CLIInput.orExit { () throws(Diagnostic) in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
                throw Diagnostic("no such file or directory", file: file, line: 0, column: 0)
            }
            let holdsSwift = isDirectory.boolValue && InputSelection.isSwiftUIApp(folder: file)
            if isDirectory.boolValue && !holdsSwift {
                throw Diagnostic(
                    "is a folder but no SwiftUI app (Swift sources and no other input); 'a11ysim import' reads one file (\(InputRegistry.importedNouns)) or a folder of SwiftUI sources",
                    file: file, line: 0, column: 0,
                    hint: "name a file in it, e.g. a11ysim import \(file)/Main.storyboard")
            }
        }
        let yaml: String
        let warnings: [Diagnostic]
        do {
            let imported = try await ScenarioImporter(options: importArguments.options).importScenario(
                file, form: form, writtenTo: output)
            (yaml, warnings) = (imported.yaml, imported.warnings)
        } catch {
            throw CLIInput.failure(error)
        }
        if !quiet {
            for warning in warnings { CLIInput.note(warning.description) }
            CLIInput.note(form.note)
        }
        if let output {
            try CLIInput.orExit { try OutputFiles.writeAtomically(yaml, to: output, what: "the scenario") }
        } else {
            FileHandle.standardOutput.write(Data(yaml.utf8))
        }
    }
}
