import ArgumentParser
import Diagnostics
import Foundation
import Inputs

/// The shard a command runs: `--shard I/N` when given, else the one a CI
/// engine's environment gives (Bazel, GitLab, CircleCI, Buildkite), said
/// in a note. Bazel's status file is touched whenever Bazel shards the job.
enum CLIShard {
    static func effective(
        _ option: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> InputSelection.Shard? {
        if environment["TEST_TOTAL_SHARDS"] != nil {
            try CLIInput.orExit { () throws(Diagnostic) in
                try CIShardEnvironment.touchBazelStatusFile(environment)
            }
        }
        if let option {
            guard let shard = InputSelection.Shard(option) else {
                throw ValidationError("--shard must look like I/N with 1 ≤ I ≤ N, e.g. 2/4; got '\(option)'.")
            }
            return shard
        }
        let found = try CLIInput.orExit { () throws(Diagnostic) in try CIShardEnvironment.from(environment) }
        guard let found else { return nil }
        CLIInput.note("Running \(found.description(in: environment)).")
        return found.shard
    }
}
