import AppSpec
import ArgumentParser
import Inputs
import Storyboard

/// How imported inputs are read, for every command that takes them (also
/// those a scenario names with `storyboard:`): storyboards' label key
/// paths, and the screen SwiftUI sources start from.
struct ImportArguments: ParsableArguments {
    @Option(help: "A runtime-attribute key path that carries an accessibility label in this app (repeatable).")
    var labelKeyPath: [String] = []

    @Option(help: "SwiftUI sources: start from this View type (or App struct) instead of the App's window.")
    var view: String?

    @Option(help: "SwiftUI sources: start from this preview (#Preview(\"Name\") or a PreviewProvider's type name).")
    var preview: String?

    func validate() throws {
        if view != nil && preview != nil { throw ValidationError("Give --view or --preview, not both.") }
    }

    /// The import options these arguments ask for.
    var options: ImportOptions {
        var storyboard = StoryboardImportOptions()
        storyboard.labelKeyPaths = labelKeyPath
        let entry = view.map(SwiftUIEntry.view) ?? preview.map(SwiftUIEntry.preview)
        return ImportOptions(storyboard: storyboard, swiftUIEntry: entry)
    }

    /// The arguments again, for a worker process.
    var workerArguments: [String] {
        labelKeyPath.flatMap { ["--label-key-path", $0] } + (view.map { ["--view", $0] } ?? [])
            + (preview.map { ["--preview", $0] } ?? [])
    }
}
