import Foundation
import Testing

/// Runs the built `a11ysim` binary from the package root, as a user would,
/// and captures its exit status and output.
struct A11ysimProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String

        var stdoutLines: [String] {
            stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The package root (three levels above this file).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The manual: README.md, then the pages under docs/commands/ and the
    /// topic pages docs/manual.md lists, joined. What README used to hold
    /// lives there now; the pages about SwiftUI and captures in general
    /// (docs/swiftui.md, docs/captures.md) name placeholder apps and are not part of it.
    static func manualText() -> String {
        let docs = packageRoot.appendingPathComponent("docs")
        let commands =
            ((try? FileManager.default.contentsOfDirectory(atPath: docs.appendingPathComponent("commands").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "commands/" + $0 }
        let topics = [
            "manual.md", "real-apps.md", "forms.md", "speech.md", "ci.md", "app-model.md", "swift-tests.md",
            "development.md",
        ]
        let pages =
            [packageRoot.appendingPathComponent("README.md")]
            + (commands + topics).map { docs.appendingPathComponent($0) }
        return pages.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// The `a11ysim` executable built next to the test bundle.
    static var executable: URL? {
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        if let main = Bundle.main.executableURL { candidates.append(main.deletingLastPathComponent()) }
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in candidates {
            for dir in [directory, directory.deletingLastPathComponent()] {
                let url = dir.appendingPathComponent("a11ysim")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// The variables through which CI engines shard a job (`CIShardEnvironment`).
    static let shardVariables: Set<String> = [
        "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "CI_NODE_TOTAL", "CI_NODE_INDEX",
        "CIRCLE_NODE_TOTAL", "CIRCLE_NODE_INDEX", "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT",
    ]

    /// Runs `a11ysim arguments…` in the package root (or `directory`);
    /// output goes through temporary files so large reports never block on a pipe.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], input: String? = nil, directory: URL? = nil
    ) throws -> Outcome {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out")
        let err = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        // The CI engine running these tests may shard its own job: a command run here shards only when a test says so.
        let inherited = ProcessInfo.processInfo.environment.filter { !Self.shardVariables.contains($0.key) }
        process.environment = inherited.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        if let input {
            let inputFile = scratch.appendingPathComponent("in")
            try input.write(to: inputFile, atomically: true, encoding: .utf8)
            process.standardInput = try FileHandle(forReadingFrom: inputFile)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// Whether ../shared/corpus is beside the repository (as in CI): the
    /// README's real-app excerpts are checked against it.
    static let corpusPresent = FileManager.default.fileExists(
        atPath: packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus").path)

    /// Why such a test is skipped when the corpus is absent.
    static let corpusAbsent: Comment = "skipped: ../shared/corpus is not beside this repository"

    /// The number of scenario files under `Scenarios/`.
    /// The number of inputs `a11ysim run Scenarios` runs: the scenario
    /// files and the captures beside the capture flow.
    static func inputCount() -> Int {
        let root = packageRoot.appendingPathComponent("Scenarios")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var count = 0
        while let url = enumerator?.nextObject() as? URL {
            if ["yaml", "yml", "xml", "txt"].contains(url.pathExtension) { count += 1 }
        }
        return count
    }

    static func scenarioCount() -> Int {
        let root = packageRoot.appendingPathComponent("Scenarios")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var count = 0
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "yaml" || url.pathExtension == "yml" { count += 1 }
        }
        return count
    }
}
