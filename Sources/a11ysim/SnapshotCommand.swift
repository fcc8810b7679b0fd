import ArgumentParser
import Audit
import Crawl
import Diagnostics
import Foundation
import Inputs

/// `a11ysim snapshot`: records what each reachable screen reads (a text
/// snapshot and an SVG overlay per screen), or with `--check` compares the
/// app with what was recorded.
struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record what each reachable screen reads, or check the app against the recording.",
        discussion: """
            Recording (the default) writes, per screen, OUT/<input path>/<screen>.txt (reading order, \
            spoken text, traits, frames) and <screen>.svg (the screen with numbered markers and a legend \
            of what VoiceOver says), and removes the files of screens the app no longer reaches. \
            <input path> is the input's path relative to the working directory.
            --check compares the .txt files: a unified diff per changed screen, new and gone screens, \
            and inputs with nothing recorded; exit 1 on any difference, 0 when the app reads as recorded.
            Examples:
              a11ysim snapshot Scenarios --out Snapshots
              a11ysim snapshot Scenarios --out Snapshots --check
              a11ysim snapshot Scenarios --out Snapshots --check --format markdown >> "$GITHUB_STEP_SUMMARY"
            """
    )

    /// How `--check` prints its report.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, markdown
    }

    @Argument(help: ArgumentHelp(InputRegistry.pathsHelp), completion: .file())
    var paths: [String]

    @Option(help: "The snapshot directory (created if missing).", completion: .directory)
    var out: String

    @Flag(help: "Compare the app with the snapshots in --out instead of recording them.")
    var check = false

    @Option(help: "With --check: text, or markdown for a pull-request comment.")
    var format: Format = .text

    @Option(help: "Screens visited at most per file (default 60).")
    var maxScreens: Int = 60

    @Flag(help: "Pass when no input file is found instead of exit 2.")
    var allowEmpty = false

    @Option(
        help:
            "Files (or an app's previews) recorded at once (default: the number of cores). The snapshots are the same for any value."
    )
    var jobs: Int?

    @OptionGroup(title: "Imported inputs")
    var importArguments: ImportArguments

    func validate() throws {
        if format != .text && !check { throw ValidationError("--format applies to --check only") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
    }

    @MainActor
    func run() async throws {
        let selection = try CLIInput.orExit { () throws(DiagnosticGroup) in
            try InputSelection.discover(paths, allowEmpty: allowEmpty)
        }
        let files = selection.files
        var auditor = Auditor()
        auditor.maximumScreens = maxScreens
        let store = SnapshotStore(root: out)
        var screens = 0
        var removed = 0
        var changes: [SnapshotChange] = []
        var failed = false
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        for audit in try await InputAudits.audit(files, with: auditor, jobs: jobs, importArguments: importArguments) {
            guard audit.error == nil else {
                failed = true
                continue
            }
            var texts: [String: String] = [:]
            var svgs: [String: String] = [:]
            for screen in audit.screens {
                let flagged = Set(audit.findings.filter { $0.screen == screen.key }.compactMap { $0.element?.path })
                let svg = ScreenSVG(screen: screen, flagged: flagged)
                let name = SnapshotStore.fileName(forScreen: screen.key)
                texts[name] = svg.transcript()
                svgs[name] = svg.render()
            }
            screens += texts.count
            if check {
                changes += store.compare(texts, for: audit.file)
                continue
            }
            let folder = store.folder(for: audit.file)
            for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
                try CLIInput.orExit { try OutputFiles.writeAtomically(text, to: "\(folder)/\(name).txt") }
                try CLIInput.orExit { try OutputFiles.writeAtomically(svgs[name] ?? "", to: "\(folder)/\(name).svg") }
            }
            for stale in store.staleFiles(for: audit.file, keeping: Set(texts.keys)) {
                try? FileManager.default.removeItem(atPath: stale)
                removed += 1
            }
        }
        if check {
            let report = SnapshotReport(changes: changes, files: files.count, screens: screens, directory: out)
            print(format == .markdown ? report.markdown() : report.text(), terminator: "")
            if failed { throw ExitCode(2) }
            if !report.passed { throw ExitCode(1) }
            return
        }
        let stale =
            removed > 0 ? " (removed \(removed) file\(removed == 1 ? "" : "s") of screens no longer reached)" : ""
        print(
            "Recorded \(screens) screen\(screens == 1 ? "" : "s") from \(files.count) file\(files.count == 1 ? "" : "s") in \(out)\(stale)."
        )
        if failed { throw ExitCode(2) }
    }
}
