import ArgumentParser
import Inputs
import Storyboard

/// How storyboards and XIBs are imported, for every command that takes
/// them (also those a scenario names with `storyboard:`).
struct ImportArguments: ParsableArguments {
    @Option(help: "A runtime-attribute key path that carries an accessibility label in this app (repeatable).")
    var labelKeyPath: [String] = []

    /// The import options these arguments ask for.
    var options: ImportOptions {
        var storyboard = StoryboardImportOptions()
        storyboard.labelKeyPaths = labelKeyPath
        return ImportOptions(storyboard: storyboard)
    }

    /// The arguments again, for a worker process.
    var workerArguments: [String] { labelKeyPath.flatMap { ["--label-key-path", $0] } }
}
