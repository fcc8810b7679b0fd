internal import AppSpec
public import Audit
public import Diagnostics
public import Foundation
public import Inputs

/// How `a11ysim audit` and `snapshot` audit a selection of input files: in
/// this process or in worker processes (`--jobs`), each file loaded through
/// the input pipeline (SwiftUI sources from their entry and from each
/// preview) and crawled. The audits come back in file order whatever the
/// jobs, so every report is byte-identical for any `--jobs`.
public struct AuditOrchestrator: Sendable {
    /// One file's audit, with the diagnostics of a file that did not load.
    public struct Audited: Sendable, Codable, WorkerResult {
        /// The file's position in the whole selection.
        public var index: Int
        /// The audit (of its error, when it did not load).
        public var audit: FileAudit
        /// Why it did not load, every diagnostic.
        public var diagnostics: DiagnosticGroup?
    }

    /// Files audited at once; more than one audits in worker processes.
    public var jobs: Int
    /// How storyboards, captures and SwiftUI sources are imported.
    public var options: ImportOptions
    /// Screens visited at most per file.
    public var maximumScreens = 60
    /// Steps from launch at most.
    public var maximumDepth = 8
    /// The options a worker needs to audit a file as this process would.
    public var workerArguments: [String] = []
    /// The subcommand whose worker mode audits (`audit` or `snapshot`).
    public var subcommand = "audit"

    /// An orchestrator auditing `jobs` files at once with these import options.
    public init(jobs: Int, options: ImportOptions) {
        self.jobs = jobs
        self.options = options
    }

    /// Audits `files` (sorted; `index` is each one's position in the
    /// selection): with `jobs` above one, this process audits one share
    /// and worker processes the others (a share of its own saves
    /// encoding, sending and decoding its audits), the shares balanced by
    /// file size, the largest files first. With fewer files than jobs, a
    /// folder or Swift file is split into parts, its launches (the entry,
    /// then each SwiftUI preview) dealt among them, so one app's previews
    /// use every core; each launch runs the same in any part.
    @MainActor
    public func audit(_ files: [(index: Int, path: String)]) async throws(WorkerPool.Failure) -> [Audited] {
        let units = Self.units(files, jobs: jobs)
        guard units.count > 1, jobs > 1 else { return await auditHere(files) }
        let work = units.enumerated().map { (index: $0.offset, path: $0.element.path) }
        let shares = WorkerPool.balanced(work, into: min(jobs, units.count), costs: units.map(\.cost))
        // A file split into parts: its launches go to whichever process is free first.
        let claims = units.contains { $0.part.count > 1 } ? LaunchClaims.make() : nil
        defer { claims?.remove() }
        var pool = WorkerPool(jobs: jobs - 1, forwardedArguments: workerArguments)
        pool.subcommand = subcommand
        pool.batches = Array(shares.dropFirst())
        pool.extraArguments = { batch in
            ["--worker-parts", batch.map { units[$0.index].part.description }.joined(separator: ",")]
                + (claims.map { ["--worker-claims", $0.folder] } ?? [])
        }
        async let others = Self.run(pool)
        let mine = await auditParts(
            shares[0].map { (index: $0.index, path: $0.path, part: units[$0.index].part) }, claims: claims)
        switch await others {
        case .success(let parts): return Self.merge(mine + parts, units: units)
        case .failure(let failure): throw failure
        }
    }

    /// A file's expected cost (``InputCost/of(_:)``).
    @Sendable static func cost(_ path: String) -> Int { InputCost.of(path) }

    /// The workers' audits of their parts, or why they could not be had.
    private static func run(_ pool: WorkerPool) async -> Result<[PartAudit], WorkerPool.Failure> {
        let files = pool.batches?.flatMap { $0 } ?? []
        do {
            return .success(try await pool.run(files: files, as: PartAudit.self))
        } catch let failure as WorkerPool.Failure {
            return .failure(failure)
        } catch {
            return .failure(WorkerPool.Failure(description: "\(error)"))
        }
    }

    /// Audits `files` in this process, each whole.
    @MainActor
    public func auditHere(_ files: [(index: Int, path: String)]) async -> [Audited] {
        let units = files.map { Unit(file: $0.index, path: $0.path, part: .whole, cost: 0) }
        let parts = await auditParts(units.enumerated().map { (index: $0.offset, path: $0.element.path, part: .whole) })
        return Self.merge(parts, units: units)
    }

    /// A worker's part: audits `paths` (the units numbered `indices`, each
    /// the part of its file that `parts` names, its launches claimed in
    /// `claims` when the parent shares them) here and gives them as JSON.
    @MainActor
    public func auditAsWorker(
        indices: [Int], paths: [String], parts: [FilePart], claims: LaunchClaims? = nil
    ) async throws -> Data {
        let audits = await auditParts(
            (0..<paths.count).map { (index: indices[$0], path: paths[$0], part: parts[$0]) }, claims: claims)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(audits)
    }
}
