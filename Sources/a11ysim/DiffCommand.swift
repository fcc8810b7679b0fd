import ArgumentParser
import Crawl
import Diagnostics
import Diff
import Foundation
import Inputs

/// `a11ysim diff A B`: what changed for a VoiceOver user between two
/// inputs (scenarios, storyboards, captures), screen by screen.
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Compare what VoiceOver reads on two inputs (SwiftUI sources, storyboard, capture, scenario), screen by screen.",
        discussion: """
            Each input's screens are those the audit reaches from launch. Screens are matched by name; two
            one-screen inputs are compared whatever their names. Elements are matched by accessibility
            identifier, then label, then position; a difference is an element added, removed, changed
            (label, value, traits, frame beyond --tolerance, or other spoken text) or read in another place.
            Exit status: 0 when the inputs read the same, 1 when they differ, 2 on bad input.
            Examples:
              a11ysim diff settings.yaml captures/settings.xml        # did the model drift from the app?
              a11ysim diff before.xml after.xml --format markdown     # a PR comment
              a11ysim diff app.storyboard app.yaml --screen Settings --ignore frames
            """
    )

    @Argument(help: ArgumentHelp("The first input. " + InputRegistry.fileHelp), completion: .file())
    var first: String

    @Argument(help: "The second input.", completion: .file())
    var second: String

    @Option(help: "Output format: \(DiffFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DiffFormat = .text

    @Option(help: "Compare one screen: NAME in both inputs, or FIRST:SECOND.")
    var screen: String?

    @Option(
        help:
            "Leave out: \(DiffOptions.Aspects.named.map(\.name).joined(separator: ", ")) (repeat or separate with commas)."
    )
    var ignore: [String] = []

    @Option(help: "Frames whose edges move by at most this many points are equal (default 2).")
    var tolerance: Double = 2

    @Option(
        name: [.short, .customLong("output")],
        help: "Write the report to this file (atomically) instead of standard output.", completion: .file())
    var output: String?

    @Option(help: "Screens visited at most per input (default 60).")
    var maxScreens: Int = 60

    @OptionGroup(title: "Imported inputs")
    var importArguments: ImportArguments

    func validate() throws {
        guard tolerance >= 0, tolerance.isFinite else {
            throw ValidationError("--tolerance must be a number of points, 0 or more, not \(tolerance)")
        }
        guard maxScreens > 0 else { throw ValidationError("--max-screens must be at least 1") }
        for word in ignore.flatMap({ $0.split(separator: ",") }) {
            let name = word.trimmingCharacters(in: .whitespaces)
            guard DiffOptions.Aspects.named.contains(where: { $0.name == name }) else {
                let names = DiffOptions.Aspects.named.map(\.name)
                let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw ValidationError("--ignore takes \(names.joined(separator: ", ")), not '\(name)'\(hint)")
            }
        }
    }

    @MainActor
    func run() async throws {
        var options = DiffOptions(tolerance: tolerance)
        for word in ignore.flatMap({ $0.split(separator: ",") }) {
            let name = word.trimmingCharacters(in: .whitespaces)
            if let aspect = DiffOptions.Aspects.named.first(where: { $0.name == name })?.aspect {
                options.ignored.insert(aspect)
            }
        }
        var limits = Crawler.Limits()
        limits.screens = maxScreens
        let loader = InputLoader(options: importArguments.options)
        var screens: [[ScreenSnapshot]] = []
        for path in [first, second] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CLIInput.failure(Diagnostic("no such file or directory", file: path, line: 0, column: 0))
            }
            // A folder is an input only as a SwiftUI app (its Swift sources).
            let holdsSwift = isFolder.boolValue && InputSelection.isSwiftUIApp(folder: path)
            if isFolder.boolValue && !holdsSwift {
                throw CLIInput.failure(
                    Diagnostic(
                        "this is a folder; a11ysim diff compares two inputs (\(InputRegistry.readableList)), or two folders of SwiftUI sources",
                        file: path,
                        line: 0, column: 0, hint: "name one file of the folder"))
            }
            let input: LoadedInput
            do {
                input = try await loader.load(path)
            } catch {
                throw CLIInput.failure(error)
            }
            screens.append(await Crawler.screens(of: input.spec, file: path, limits: limits).screens)
        }
        let diff = try CLIInput.orExit { () throws(Diagnostic) in
            try InputDiff(
                first: first, firstScreens: screens[0], second: second, secondScreens: screens[1], options: options,
                choice: screen.map(InputDiff.ScreenChoice.init))
        }
        let report = format.render(diff)
        if let output {
            try CLIInput.orExit { try OutputFiles.writeAtomically(report, to: output) }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        if diff.hasDifferences { throw ExitCode(1) }
    }
}
