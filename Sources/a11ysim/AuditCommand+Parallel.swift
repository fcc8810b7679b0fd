import ArgumentParser
import Audit
import Diagnostics
import Foundation
import Inputs
import Runs

/// `audit`'s selection, worker processes (`--jobs`), shards and merging.
extension AuditCommand {
    /// The files to audit, each with its position in the whole selection
    /// (before `--shard` and the configuration's `exclude`, so shards
    /// merge back into the same order), and the files skipped.
    @MainActor
    func select(
        configuration: AuditConfiguration, shard part: InputSelection.Shard?
    ) throws -> (files: [(index: Int, path: String)], skipped: [String]) {
        let selection = try CLIInput.orExit { () throws(DiagnosticGroup) in
            try InputSelection.discover(paths, shard: part, allowEmpty: allowEmpty)
        }
        var files = zip(selection.positions, selection.files).map { (index: $0.0, path: $0.1) }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let excluded = files.filter { configuration.excludes(file: $0.path, workingDirectory: workingDirectory) }
        if !excluded.isEmpty {
            files.removeAll { file in excluded.contains { $0.index == file.index } }
            CLIInput.note(
                "Left out \(excluded.count) file\(excluded.count == 1 ? "" : "s") that \(configuration.source ?? "the configuration")'s exclude names."
            )
            if files.isEmpty && !allowEmpty {
                throw CLIInput.failure(
                    Diagnostic(
                        "every input file is left out by the exclude patterns",
                        file: configuration.source ?? ".a11ysim.yml",
                        hint: "an empty selection is an input error; narrow 'exclude' or pass --allow-empty"))
            }
        }
        return (files, selection.skipped)
    }

    /// How the files are audited: `--jobs` at once, with the configuration's limits.
    func orchestrator(_ configuration: AuditConfiguration) -> AuditOrchestrator {
        var orchestrator = AuditOrchestrator(
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, options: importArguments.options)
        orchestrator.maximumScreens = configuration.maxScreens
        orchestrator.maximumDepth = configuration.maxDepth
        orchestrator.workerArguments =
            importArguments.workerArguments + [
                "--max-screens", String(configuration.maxScreens), "--max-depth", String(configuration.maxDepth),
            ]
        return orchestrator
    }

    /// `--merge`: the results files named by `paths`, as one run.
    func mergedResults() throws -> [AuditOrchestrator.Audited] {
        var parts: [AuditResults] = []
        for path in paths {
            parts.append(try CLIInput.orExit { () throws(Diagnostic) in try AuditResults.load(path: path) })
        }
        return try CLIInput.orExit { () throws(Diagnostic) in try AuditResults.merge(parts, paths: paths) }
    }

    /// Worker mode: audits this process's share and prints the audits as JSON.
    @MainActor
    func auditAsWorker(indices text: String) async throws {
        let indices = text.split(separator: ",").compactMap { Int($0) }
        guard indices.count == paths.count else { throw ValidationError("--worker-indices needs one index per path.") }
        let parts =
            workerParts.map { $0.split(separator: ",").compactMap(AuditOrchestrator.FilePart.init) }
            ?? paths.map { _ in .whole }
        guard parts.count == paths.count else { throw ValidationError("--worker-parts needs one part per path.") }
        var orchestrator = AuditOrchestrator(jobs: 1, options: importArguments.options)
        if let maxScreens { orchestrator.maximumScreens = maxScreens }
        if let maxDepth { orchestrator.maximumDepth = maxDepth }
        FileHandle.standardOutput.write(
            try await orchestrator.auditAsWorker(
                indices: indices, paths: paths, parts: parts, claims: workerClaims.map(LaunchClaims.init)))
    }
}
