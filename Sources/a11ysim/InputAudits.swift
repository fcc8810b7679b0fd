import ArgumentParser
import Audit
import Diagnostics
import Foundation
import Inputs
import Runs

/// Audits a selection for `audit` and `snapshot` through
/// ``AuditOrchestrator``, and prints the diagnostics of each file that did
/// not load, in file order, on standard error.
@MainActor
enum InputAudits {
    static func audit(
        _ files: [String], with auditor: Auditor, jobs: Int, importArguments: ImportArguments
    ) async throws(ExitCode) -> [FileAudit] {
        var orchestrator = AuditOrchestrator(jobs: jobs, options: importArguments.options)
        orchestrator.maximumScreens = auditor.maximumScreens
        orchestrator.maximumDepth = auditor.maximumDepth
        // The workers audit as `audit` does, with these limits.
        orchestrator.workerArguments =
            importArguments.workerArguments + [
                "--max-screens", String(auditor.maximumScreens), "--max-depth", String(auditor.maximumDepth),
            ]
        return try await audit(
            Array(files.enumerated()).map { (index: $0.offset, path: $0.element) }, with: orchestrator
        ).map(\.audit)
    }

    /// Audits `files` with `orchestrator`; a worker that fails is an input error (exit 2).
    static func audit(
        _ files: [(index: Int, path: String)], with orchestrator: AuditOrchestrator
    ) async throws(ExitCode) -> [AuditOrchestrator.Audited] {
        let audited: [AuditOrchestrator.Audited]
        do {
            audited = try await orchestrator.audit(files)
        } catch {
            throw CLIInput.failure(error)
        }
        report(audited)
        return audited
    }

    /// Prints every diagnostic of the files that did not load.
    static func report(_ audited: [AuditOrchestrator.Audited]) {
        for file in audited {
            if let diagnostics = file.diagnostics { CLIInput.report(diagnostics) }
        }
    }
}
