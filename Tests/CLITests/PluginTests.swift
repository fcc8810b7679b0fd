import Foundation
import TestSupport
import Testing

/// `swift package a11ysim audit`, the command plugin, run by SwiftPM on a small
/// package of a team's (Fixtures/PluginPackage: a SwiftUI target and a model
/// target, depending on this repository by path).
///
/// SwiftPM builds the plugin's tool, a11ysim with swift-syntax, in the package's
/// own scratch folder: several minutes on two cores, more than `make test` can
/// spend, so the suite runs with `A11YSIM_TEST_PLUGIN=1` (`make test-plugin`).
/// The scratch folder is kept in `.build/plugin-test`, so a second run builds
/// only what changed.
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["A11YSIM_TEST_PLUGIN"] == "1",
        "skipped: set A11YSIM_TEST_PLUGIN=1 (make test-plugin) to build the plugin's tool in a package of its own"))
struct PluginTests {
    static let folder = A11ysimProcess.packageRoot.appendingPathComponent(".build/plugin-test")
    static let package = folder.appendingPathComponent("TallyApp")
    static let scratch = folder.appendingPathComponent("scratch")
    static let reports = scratch.appendingPathComponent("plugins/A11ySimAudit/outputs/audit")

    /// The fixture package copied into `.build/plugin-test/TallyApp`, naming this repository.
    static let prepared: Bool = {
        let fixture = A11ysimProcess.packageRoot.appendingPathComponent("Tests/CLITests/Fixtures/PluginPackage")
        let files = FileManager.default
        try? files.removeItem(at: package)
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            try files.copyItem(at: fixture, to: package)
            let template = package.appendingPathComponent("Package.swift.in")
            let manifest = try String(contentsOf: template, encoding: .utf8)
                .replacingOccurrences(of: "@A11YSIM@", with: A11ysimProcess.packageRoot.path)
            try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            try files.removeItem(at: template)
            return true
        } catch {
            return false
        }
    }()

    /// Runs `swift package --scratch-path … a11ysim arguments…` in the fixture package.
    static func plugin(_ arguments: [String]) throws -> (status: Int32?, output: String) {
        #expect(prepared)
        try? FileManager.default.removeItem(at: reports)
        let swift = try #require(Spawn.which("swift"))
        let log = folder.appendingPathComponent("plugin.log").path
        let status = Spawn.run(
            [
                "/bin/sh", "-c", "cd '\(package.path)' && exec \"$0\" \"$@\"", swift, "package", "--scratch-path",
                scratch.path, "a11ysim",
            ] + arguments, log: log)
        return (status, try String(contentsOfFile: log, encoding: .utf8))
    }

    @Test func auditsTheSwiftUITargetAndWritesEveryReportUnderBuild() throws {
        let (status, output) = try Self.plugin(["audit"])
        #expect(status == 1, "a critical violation fails the command: \(output)")
        #expect(output.contains("a11ysim: auditing Tally (Sources/Tally)\n"), "the model target is left out")
        #expect(output.contains("error: a11ysim found new accessibility violations (the reports are in"))
        #expect(
            output.contains(
                "warning: Sources/Tally/TallyView.swift:13:13: critical interactive-name: The button "
                    + "'TallyView.swift preview 1/button' has no label: VoiceOver says only \"Button.\"."),
            "each new violation is said at its line")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.reports.path).sorted()
        #expect(names == ["audit.html", "audit.json", "audit.junit.xml", "audit.md", "audit.sarif", "audit.txt"])
        let text = try String(contentsOf: Self.reports.appendingPathComponent("audit.txt"), encoding: .utf8)
        #expect(
            text.contains(
                "violation critical interactive-name: The button 'TallyView.swift preview 1/button' has no label: "
                    + "VoiceOver says only \"Button.\".  Sources/Tally/TallyView.swift:13:13"))
    }

    @Test func passesItsOptionsToTheAuditAndPassesOnceTheBaselineHoldsTheFinding() throws {
        let baseline = Self.package.appendingPathComponent("a11y-baseline.json")
        try? FileManager.default.removeItem(at: baseline)
        let update = try Self.plugin(["audit", "--baseline", "a11y-baseline.json", "--update-baseline"])
        #expect(update.status == 0, "\(update.output)")
        #expect(FileManager.default.fileExists(atPath: baseline.path))
        let (status, output) = try Self.plugin(["--target", "Tally", "--baseline", "a11y-baseline.json"])
        #expect(status == 0, "the one finding is in the baseline: \(output)")
        #expect(output.contains("Result: PASSED"))
    }

    @Test func aFormatIsPrintedAndAnOutputFolderIsTheUsers() throws {
        let github = try Self.plugin(["audit", "--format", "github"])
        #expect(github.status == 1)
        #expect(
            github.output.contains("::error file=Sources/Tally/TallyView.swift,line=13,col=13,title=interactive-name"))
        #expect(!FileManager.default.fileExists(atPath: Self.reports.path), "nothing written under .build")
        let folder = Self.folder.appendingPathComponent("reports")
        try? FileManager.default.removeItem(at: folder)
        let written = try Self.plugin(["audit", "--output-dir=\(folder.path)"])
        #expect(written.status == 1)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("audit.sarif").path))
        #expect(!FileManager.default.fileExists(atPath: Self.reports.path))
    }

    @Test func saysWhatItCannotDo() throws {
        let other = try Self.plugin(["run"])
        #expect(other.status != 0)
        #expect(
            other.output.contains(
                "the plugin runs 'audit' only, not 'run'; run other commands with the tool: swift run a11ysim run"))
        let missing = try Self.plugin(["audit", "--target", "Nope"])
        #expect(missing.status != 0)
        #expect(missing.output.contains("Nope"))
    }
}
