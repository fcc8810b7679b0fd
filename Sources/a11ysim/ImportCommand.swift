import ArgumentParser
import Diagnostics
import Foundation
import Inputs

/// `a11ysim import`: a storyboard, XIB or runtime capture as a runnable scenario.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a storyboard, XIB or runtime capture as a scenario with a generated smoke script.",
        discussion: """
            Prints a scenario: the app in the scenario format, then steps that visit every screen reachable
            from the initial controller (and each identified controller nothing leads to) and expect what
            VoiceOver says. A runtime capture (an Appium/WebDriverAgent page source, an XCUITest
            debugDescription or idb/AXe JSON) becomes one screen with its captured frames.
            Warnings (file:line) go to standard error.
            Examples:
              a11ysim import Main.storyboard -o main.yaml && a11ysim run main.yaml
              a11ysim import Main.storyboard --label-key-path accLabelText
              a11ysim import settings-page-source.xml -o settings.yaml
            """
    )

    @Argument(help: ArgumentHelp("A file to import: \(InputRegistry.importedNouns)."))
    var file: String

    @Option(name: [.short, .customLong("output")], help: "Write the scenario to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Let --output overwrite an existing file.")
    var force = false

    @OptionGroup(title: "Storyboards")
    var importArguments: ImportArguments

    @Flag(help: "Do not print warnings.")
    var quiet = false

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
            if isDirectory.boolValue {
                throw Diagnostic(
                    "is a directory; 'a11ysim import' reads one file: \(InputRegistry.importedNouns)", file: file, line: 0, column: 0,
                    hint: "name a file in it, e.g. a11ysim import \(file)/Main.storyboard")
            }
        }
        let yaml: String
        let warnings: [Diagnostic]
        do {
            (yaml, warnings) = try await InputLoader(options: importArguments.options).importScenario(file)
        } catch {
            CLIInput.fail(error)
        }
        if !quiet {
            for warning in warnings { CLIInput.note(warning.description) }
        }
        if let output {
            do {
                try Data(yaml.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write '\(output)': \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            FileHandle.standardOutput.write(Data(yaml.utf8))
        }
    }
}
