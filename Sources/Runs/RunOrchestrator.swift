public import Audit
internal import Diagnostics
public import Foundation
public import Inputs
internal import ScenarioYAML
public import Speech

/// How `a11ysim run` runs a selection of input files: in this process or in
/// worker processes, stopping at the first failure with `failFast`,
/// collecting the run's audio for `--audio-file`. The CLI parses arguments,
/// builds one of these and renders what it returns.
public struct RunOrchestrator: Sendable {
    /// What a run gave.
    public struct Outcome: Sendable {
        /// One per file that was run and not left out by the filter, in file order.
        public var outcomes: [ScenarioOutcome]
        /// Files not run because an earlier one failed (`failFast`).
        public var notRun: Int
        /// The whole run's audio, when it was collected.
        public var audio: WAVFile?
    }

    /// Scenarios run at once; more than one runs them in worker processes.
    public var jobs: Int
    /// Stop at the first file that fails or does not load.
    public var failFast = false
    /// Run only scenarios whose name or path contains this text.
    public var filter: String?
    /// The speech every scenario gets.
    public var speech: SpeechSetup
    /// How storyboards and captures are imported.
    public var options: ImportOptions
    /// Collect every scenario's audio into one track (`--audio-file`).
    public var collectsAudio = false
    /// The options a worker process needs to run a file as this process would.
    public var workerArguments: [String] = []

    /// An orchestrator running `jobs` at once with this speech and import options.
    public init(jobs: Int, speech: SpeechSetup, options: ImportOptions) {
        self.jobs = jobs
        self.speech = speech
        self.options = options
    }

    /// Runs `files` (sorted; `index` is each one's position in the selection).
    @MainActor
    public func run(_ files: [(index: Int, path: String)]) async throws(WorkerPool.Failure) -> Outcome {
        let tracks = collectsAudio ? AudioTracks() : nil
        var outcomes: [ScenarioOutcome] = []
        var notRun = 0
        if failFast {
            // One file at a time, in order, until one fails.
            for (position, file) in files.enumerated() {
                let found = try await self.outcomes(of: [file], tracks: tracks)
                outcomes += found
                if found.contains(where: \.failed) {
                    notRun = files.count - position - 1
                    break
                }
            }
        } else {
            outcomes = try await self.outcomes(of: files, tracks: tracks)
        }
        return Outcome(outcomes: outcomes, notRun: notRun, audio: tracks?.joined)
    }

    /// Runs `files` in this process, or, when there are several and `jobs`
    /// allows it, one share here and the others in `jobs - 1` worker
    /// processes (a share of its own saves starting, encoding and decoding
    /// one worker), the shares balanced by file size. With espeak-ng every
    /// file speaks in a session of its own (``SpeechSetup/synthesizer(for:)``),
    /// so its audio is the same for any `jobs`.
    @MainActor
    private func outcomes(
        of files: [(index: Int, path: String)], tracks: AudioTracks?
    ) async throws(WorkerPool.Failure) -> [ScenarioOutcome] {
        guard files.count > 1, jobs > 1 else {
            return await runHere(files, tracks: tracks)
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-audio-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let count = min(jobs, files.count)
        let shares = (0..<count).map { share in files.enumerated().filter { $0.offset % count == share }.map(\.element)
        }
        var pool = WorkerPool(jobs: jobs - 1, forwardedArguments: workerArguments)
        pool.batches = Array(shares.dropFirst())
        if tracks != nil {
            // Each worker writes a track per file, named by its index.
            try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            pool.extraArguments = { _ in ["--worker-audio-dir", scratch] }
        }
        async let others = Self.run(pool)
        let mine = await runEach(shares[0], collectsAudio: tracks != nil)
        let outcomes: [ScenarioOutcome]
        switch await others {
        case .success(let theirs): outcomes = (mine.outcomes + theirs).sorted { $0.index < $1.index }
        case .failure(let failure): throw failure
        }
        if let tracks {
            for outcome in outcomes where outcome.result != nil {
                let path = (scratch as NSString).appendingPathComponent("\(outcome.index).wav")
                if let track = mine.audio[outcome.index] ?? (try? WAVFile(contentsOf: path)) { tracks.append(track) }
            }
        }
        return outcomes
    }

    /// The workers' outcomes, or why they could not be had.
    private static func run(_ pool: WorkerPool) async -> Result<[ScenarioOutcome], WorkerPool.Failure> {
        do {
            return .success(try await pool.run(files: pool.batches?.flatMap { $0 } ?? []))
        } catch let failure as WorkerPool.Failure {
            return .failure(failure)
        } catch {
            return .failure(WorkerPool.Failure(description: "\(error)"))
        }
    }

    @MainActor
    private func runHere(_ files: [(index: Int, path: String)], tracks: AudioTracks?) async -> [ScenarioOutcome] {
        // Files after the first speak in the session server: start it
        // while the first runs.
        if speech.usesEspeak, files.count > 1 { await EspeakEngine.shared.prepareSessions() }
        var collected: [ScenarioOutcome] = []
        for file in files {
            if let outcome = await ScenarioOutcome.run(
                index: file.index, path: file.path, filter: filter, speech: speech, options: options, tracks: tracks)
            {
                collected.append(outcome)
            }
        }
        return collected
    }

    /// Runs `files` here, keeping each file's audio track by its index.
    @MainActor
    private func runEach(
        _ files: [(index: Int, path: String)], collectsAudio: Bool
    ) async -> (outcomes: [ScenarioOutcome], audio: [Int: WAVFile]) {
        var outcomes: [ScenarioOutcome] = []
        var audio: [Int: WAVFile] = [:]
        if speech.usesEspeak, files.count > 1 { await EspeakEngine.shared.prepareSessions() }
        for file in files {
            let tracks = collectsAudio ? AudioTracks() : nil
            outcomes += await runHere([file], tracks: tracks)
            if let tracks, !tracks.isEmpty { audio[file.index] = tracks.joined }
        }
        return (outcomes, audio)
    }

    /// A worker's part: runs `paths` (whose positions in the whole
    /// selection are `indices`) here and gives their outcomes as JSON, and
    /// each file's audio track, by index, when audio is collected.
    @MainActor
    public func runAsWorker(indices: [Int], paths: [String]) async throws -> (json: Data, audio: [Int: WAVFile]) {
        let (outcomes, audio) = await runEach(
            zip(indices, paths).map { (index: $0.0, path: $0.1) }, collectsAudio: collectsAudio)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try encoder.encode(outcomes), audio)
    }

    /// `run --audit`: follows each scenario's steps again with the audit
    /// watching; a file that does not load is an audit of its error.
    @MainActor
    public func audit(_ files: [String]) async -> [FileAudit] {
        var audits: [FileAudit] = []
        let loader = InputLoader(options: options)
        for file in files {
            do {
                let input = try await loader.load(file)
                audits.append(await Auditor().audit(run: input.spec, summary: \.summary))
            } catch {
                audits.append(FileAudit(file: file, screens: [], findings: [], evaluations: [], error: error.first))
            }
        }
        return audits
    }
}
