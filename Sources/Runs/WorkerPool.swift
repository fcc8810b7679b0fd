internal import Foundation

/// Runs scenario files in parallel by starting `a11ysim run --worker` child
/// processes (the app model lives on one main actor per process, so
/// processes are how scenarios use several cores). Files are dealt out
/// round-robin; each worker prints its outcomes as JSON; the pool merges
/// them back into file order, so the report is the same for any `--jobs`.
/// The workers are this program started as `run --worker-indices I,J --
/// PATH…` (`RunCommand`'s hidden worker mode, which calls
/// ``RunOrchestrator/runAsWorker(indices:paths:)``).
public struct WorkerPool: Sendable {
    /// Why the pool could not run.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var jobs: Int
    /// Options every worker gets (speech, filter, …).
    public var forwardedArguments: [String]
    /// Start a fresh process for every file. espeak-ng's audio depends
    /// slightly on what the process synthesized before, so with espeak-ng
    /// every scenario runs in a process of its own and its timing is the
    /// same for any `--jobs`.
    public var oneFilePerProcess = false
    /// Options for one worker's files (e.g. where to put its audio).
    public var extraArguments: @Sendable ([(index: Int, path: String)]) -> [String] = { _ in [] }

    /// A pool of at most `jobs` workers, each given `forwardedArguments`.
    public init(jobs: Int, forwardedArguments: [String], oneFilePerProcess: Bool = false) {
        self.jobs = jobs
        self.forwardedArguments = forwardedArguments
        self.oneFilePerProcess = oneFilePerProcess
    }

    /// Runs `files` (already sorted; `indices` are their positions) and
    /// returns their outcomes in file order.
    public func run(files: [(index: Int, path: String)]) async throws -> [ScenarioOutcome] {
        let executable = try Self.executableURL()
        let count = max(1, min(jobs, files.count))
        // A worker per batch of files, or with `oneFilePerProcess` a fresh
        // process per file, at most `jobs` at a time.
        let batches: [[(index: Int, path: String)]] =
            oneFilePerProcess
            ? files.map { [$0] }
            : (0..<count).map { worker in files.enumerated().filter { $0.offset % count == worker }.map(\.element) }
        let outcomes = try await withThrowingTaskGroup(of: [ScenarioOutcome].self) { group in
            var pending = batches.filter { !$0.isEmpty }.makeIterator()
            func start(_ batch: [(index: Int, path: String)]) {
                let indices = batch.map { String($0.index) }.joined(separator: ",")
                let arguments = ["run", "--worker-indices", indices] + forwardedArguments + extraArguments(batch) + ["--"] + batch.map(\.path)
                group.addTask { try await Self.runWorker(executable, arguments: arguments) }
            }
            for _ in 0..<count {
                guard let batch = pending.next() else { break }
                start(batch)
            }
            var all: [ScenarioOutcome] = []
            for try await part in group {
                all += part
                if let batch = pending.next() { start(batch) }
            }
            return all
        }
        return outcomes.sorted { $0.index < $1.index }
    }

    /// This program's own executable.
    private static func executableURL() throws -> URL {
        if let url = Bundle.main.executableURL, FileManager.default.isExecutableFile(atPath: url.path) { return url }
        let link = URL(fileURLWithPath: "/proc/self/exe")
        if FileManager.default.isExecutableFile(atPath: link.path) { return link }
        throw Failure(description: "cannot find the a11ysim executable to start parallel workers; use --jobs 1")
    }

    private static func runWorker(_ executable: URL, arguments: [String]) async throws -> [ScenarioOutcome] {
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
            throw Failure(description: "a parallel worker stopped with status \(process.terminationStatus)\(message.isEmpty ? "" : ": \(message)")")
        }
        do {
            return try JSONDecoder().decode([ScenarioOutcome].self, from: data)
        } catch {
            throw Failure(description: "a parallel worker's output could not be read: \(error)")
        }
    }

    private static func readToEnd(_ handle: FileHandle) async -> Data {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: handle.readDataToEndOfFile())
            }
        }
    }
}
