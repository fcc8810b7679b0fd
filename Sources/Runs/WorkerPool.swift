internal import Foundation
internal import Inputs

/// What a worker process prints for each file, in a JSON array: the
/// file's position in the whole selection comes with it.
public protocol WorkerResult: Decodable, Sendable {
    /// The file's position in the selection.
    var index: Int { get }
}

/// Runs input files in parallel by starting worker child processes of this
/// program (the app model lives on one main actor per process, so
/// processes are how files use several cores). Files are dealt out
/// round-robin, or by cost when costs are given; each worker prints its
/// results as JSON; the pool merges them back into file order, so the
/// report is the same for any `--jobs`. The workers are this program
/// started as `<subcommand> --worker-indices I,J -- PATH…` (the hidden
/// worker mode of `run`, which calls
/// ``RunOrchestrator/runAsWorker(indices:paths:)``, and of `audit`, which
/// calls ``AuditOrchestrator/auditAsWorker(indices:paths:)``).
public struct WorkerPool: Sendable {
    /// Why the pool could not run.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, as the user reads it.
        public var description: String
    }

    /// The most workers running at once (`--jobs`).
    public var jobs: Int
    /// Options every worker gets (speech, filter, …).
    public var forwardedArguments: [String]
    /// Options for one worker's files (e.g. where to put its audio).
    public var extraArguments: @Sendable ([(index: Int, path: String)]) -> [String] = { _ in [] }
    /// The subcommand the workers run.
    public var subcommand = "run"
    /// Each file's expected cost (e.g. its size): files are then dealt
    /// out longest first to the least loaded worker, so one large file
    /// does not leave the other workers idle. `nil`: round-robin.
    public var cost: (@Sendable (String) -> Int)?
    /// The batches, one per worker, when the caller deals the files out
    /// itself (`run(files:as:)` then runs these, whatever `files` it gets).
    public var batches: [[(index: Int, path: String)]]?

    /// A pool of at most `jobs` workers, each given `forwardedArguments`.
    public init(jobs: Int, forwardedArguments: [String]) {
        self.jobs = jobs
        self.forwardedArguments = forwardedArguments
    }

    /// Runs `files` (already sorted; `indices` are their positions) and
    /// returns their outcomes in file order.
    public func run(files: [(index: Int, path: String)]) async throws -> [ScenarioOutcome] {
        try await run(files: files, as: ScenarioOutcome.self)
    }

    /// Runs `files` and returns the workers' results, of type `Result`, in file order.
    public func run<Result: WorkerResult>(files: [(index: Int, path: String)], as: Result.Type) async throws -> [Result]
    {
        let executable = try Self.executableURL()
        let count = max(1, min(jobs, files.count))
        // A worker per batch of files, at most `jobs` at a time.
        let dealt: [[(index: Int, path: String)]] =
            cost.map { Self.balanced(files, into: count, cost: $0) }
            ?? (0..<count).map { worker in
                files.enumerated().filter { $0.offset % count == worker }.map(\.element)
            }
        let batches = self.batches ?? dealt
        let subcommand = self.subcommand
        let outcomes = try await withThrowingTaskGroup(of: [Result].self) { group in
            var pending = batches.filter { !$0.isEmpty }.makeIterator()
            func start(_ batch: [(index: Int, path: String)]) {
                let indices = batch.map { String($0.index) }.joined(separator: ",")
                let arguments =
                    [subcommand, "--worker-indices", indices] + forwardedArguments + extraArguments(batch) + ["--"]
                    + batch.map(\.path)
                group.addTask { try await Self.runWorker(executable, arguments: arguments, as: Result.self) }
            }
            for _ in 0..<count {
                guard let batch = pending.next() else { break }
                start(batch)
            }
            var all: [Result] = []
            for try await part in group {
                all += part
                if let batch = pending.next() { start(batch) }
            }
            return all
        }
        return outcomes.sorted { $0.index < $1.index }
    }

    /// The path of this program's executable, which workers (and
    /// espeak-ng's session server) run.
    public static func executablePath() throws(Failure) -> String {
        try executableURL().path
    }

    private static func executableURL() throws(Failure) -> URL {
        if let url = Bundle.main.executableURL, FileManager.default.isExecutableFile(atPath: url.path) { return url }
        let link = URL(fileURLWithPath: "/proc/self/exe")
        if FileManager.default.isExecutableFile(atPath: link.path) { return link }
        throw Failure(description: "cannot find the a11ysim executable to start parallel workers; use --jobs 1")
    }

    /// `files` in `count` batches: each file, costliest first (ties in
    /// file order), to the batch with the least cost so far (ties: the
    /// first); each batch in file order. Loads saturate instead of
    /// overflowing.
    static func balanced(
        _ files: [(index: Int, path: String)], into count: Int, cost: (String) -> Int
    ) -> [[(index: Int, path: String)]] {
        balanced(files, into: count, costs: files.map { cost($0.path) })
    }

    /// `files` dealt into `count` batches by `costs` (one per file), as above (``InputCost/balanced(costs:into:)``).
    static func balanced(
        _ files: [(index: Int, path: String)], into count: Int, costs: [Int]
    ) -> [[(index: Int, path: String)]] {
        InputCost.balanced(costs: costs, into: count).map { $0.map { files[$0] } }
    }

    private static func runWorker<Result: WorkerResult>(
        _ executable: URL, arguments: [String], as: Result.Type
    ) async throws -> [Result] {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to the end on their own threads so a chatty worker never blocks.
        async let outData = Self.readToEnd(output.fileHandleForReading)
        async let errData = Self.readToEnd(errors.fileHandleForReading)
        let (data, errorData) = await (outData, errData)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(
                description:
                    "a parallel worker stopped with status \(process.terminationStatus)\(message.isEmpty ? "" : ": \(message)")"
            )
        }
        do {
            return try JSONDecoder().decode([Result].self, from: data)
        } catch {
            throw Failure(description: "a parallel worker's output could not be read: \(error)")
        }
    }

    /// Reads `handle` to its end on a thread of its own: a blocking read on
    /// one of dispatch's global threads would hold a place in the pool that
    /// runs this process's tasks (on Linux as wide as the cores), and every
    /// hop off the main actor would then wait for the pool to grow.
    private static func readToEnd(_ handle: FileHandle) async -> Data {
        await withCheckedContinuation { continuation in
            let reader = Thread {
                continuation.resume(returning: handle.readDataToEndOfFile())
            }
            reader.start()
        }
    }
}
