import ArgumentParser
import Foundation
import Scenarios
import Storyboard

/// `a11ysim import`: a storyboard or XIB as a runnable scenario.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import an Interface Builder storyboard or XIB as a scenario with a generated smoke script.",
        discussion: """
            Prints a scenario: the app in the scenario format, then steps that visit every screen reachable
            from the initial controller (and each identified controller nothing leads to) and expect what
            VoiceOver says. Warnings (file:line) go to standard error.
            Examples:
              a11ysim import Main.storyboard -o main.yaml && a11ysim run main.yaml
              a11ysim import Main.storyboard --label-key-path accLabelText
            """
    )

    @Argument(help: "A .storyboard or .xib file.")
    var file: String

    @Option(name: [.short, .customLong("output")], help: "Write the scenario to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Let --output overwrite an existing file.")
    var force = false

    @Option(help: "A runtime-attribute key path that carries an accessibility label in this app (repeatable).")
    var labelKeyPath: [String] = []

    @Flag(help: "Do not print warnings.")
    var quiet = false

    func run() async throws {
        guard file.hasSuffix(".storyboard") || file.hasSuffix(".xib") else {
            FileHandle.standardError.write(Data("error: '\(file)' is not a .storyboard or .xib file.\n".utf8))
            throw ExitCode(2)
        }
        guard FileManager.default.fileExists(atPath: file) else {
            FileHandle.standardError.write(Data("error: No such file or directory: '\(file)'.\n".utf8))
            throw ExitCode(2)
        }
        if let output, !force, FileManager.default.fileExists(atPath: output) {
            FileHandle.standardError.write(Data("error: '\(output)' already exists; add --force to overwrite it, or write to another file.\n".utf8))
            throw ExitCode(2)
        }
        var options = StoryboardImportOptions()
        options.labelKeyPaths = labelKeyPath
        let imported: StoryboardImporter.Output
        do {
            imported = try await StoryboardImporter(options: options).importScenario(path: file)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        if !quiet {
            for warning in imported.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        }
        if let output {
            do {
                try Data(imported.yaml.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write '\(output)': \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            FileHandle.standardOutput.write(Data(imported.yaml.utf8))
        }
    }
}
