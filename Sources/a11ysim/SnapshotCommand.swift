import ArgumentParser
import Audit
import Diagnostics
import Inputs
import Foundation

/// `a11ysim snapshot`: per screen, an SVG of the element frames with
/// reading-order numbers and a text file of the spoken descriptions.
struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Write each reachable screen as an SVG of its elements and a text file of what VoiceOver says.",
        discussion: """
            Example:
              a11ysim snapshot Scenarios --out build/snapshots
            Files: OUT/<file name>/<screen>.svg and <screen>.txt, meant to be committed and diffed.
            """
    )

    @Argument(help: "Scenario files, storyboards, XIBs, or directories.")
    var paths: [String]

    @Option(help: "The directory to write into (created if missing).")
    var out: String

    @Option(help: "Screens visited at most per file (default 60).")
    var maxScreens: Int = 60

    @Flag(help: "Pass when no input file is found instead of exit 2.")
    var allowEmpty = false

    @OptionGroup(title: "Storyboards")
    var importArguments: ImportArguments

    @MainActor
    func run() async throws {
        let selection = try CLIInput.orExit { () throws(DiagnosticGroup) in try InputSelection.discover(paths, allowEmpty: allowEmpty) }
        let files = selection.files
        var auditor = Auditor()
        auditor.maximumScreens = maxScreens
        var written = 0
        var failed = false
        for audit in await InputAudits.audit(files, with: auditor, options: importArguments.options) {
            let file = audit.file
            if audit.error != nil {
                failed = true
                continue
            }
            let folder = (out as NSString).appendingPathComponent(Self.safeName((file as NSString).lastPathComponent))
            for screen in audit.screens {
                let flagged = Set(audit.findings.filter { $0.screen == screen.key }.compactMap { $0.element?.path })
                let svg = ScreenSVG(screen: screen, flagged: flagged)
                let base = (folder as NSString).appendingPathComponent(Self.safeName(screen.key))
                try CLIInput.orExit { try OutputFiles.writeAtomically(svg.render(), to: base + ".svg") }
                try CLIInput.orExit { try OutputFiles.writeAtomically(svg.transcript(), to: base + ".txt") }
                written += 1
            }
        }
        print("Wrote \(written) screen\(written == 1 ? "" : "s") from \(files.count) file\(files.count == 1 ? "" : "s") to \(out).")
        if failed { throw ExitCode(2) }
    }

    /// A file name: letters, digits, '.', '-' and '_' kept; each run of anything else one '_'.
    static func safeName(_ text: String) -> String {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || "._-".contains($0)) }).joined(separator: "_")
    }
}
