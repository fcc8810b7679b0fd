public import Diagnostics
internal import Foundation

/// A CI engine that splits one job into parallel copies and tells each
/// copy its share through environment variables of its own.
public enum CIEngine: String, CaseIterable, Sendable {
    case bazel, gitLab, circleCI, buildkite

    /// How the engine names its variables and counts its shards.
    struct Convention {
        /// What a message calls the engine.
        var name: String
        /// The variable holding this copy's position.
        var index: String
        /// The variable holding how many copies run.
        var total: String
        /// The position of the first copy (0 or 1).
        var base: Int
    }

    /// Each engine's convention: one table line per engine.
    var convention: Convention {
        switch self {
        case .bazel: Convention(name: "Bazel", index: "TEST_SHARD_INDEX", total: "TEST_TOTAL_SHARDS", base: 0)
        case .gitLab: Convention(name: "GitLab", index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", base: 1)
        case .circleCI:
            Convention(name: "CircleCI", index: "CIRCLE_NODE_INDEX", total: "CIRCLE_NODE_TOTAL", base: 0)
        case .buildkite:
            Convention(
                name: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT", base: 0)
        }
    }
}

/// The shard a CI engine gives this process through its environment,
/// used when `--shard` is not given (`--shard` wins).
public struct CIShardEnvironment: Sendable {
    /// The shard, 1-based as `--shard` writes it.
    public var shard: InputSelection.Shard
    /// The engines whose variables give it (several when they agree).
    public var engines: [CIEngine]

    /// Bazel's file a test runner touches to say it honours the shard
    /// (without it Bazel fails a sharded test).
    public static let bazelStatusFile = "TEST_SHARD_STATUS_FILE"

    /// The shard `environment` gives, `nil` when no engine runs this job as
    /// one of several copies (no variables, or a total of 1, as GitLab and
    /// CircleCI set for a job that is not parallel). Malformed values, an
    /// index without its total (or the reverse) and engines that disagree
    /// are errors.
    public static func from(_ environment: [String: String]) throws(Diagnostic) -> CIShardEnvironment? {
        var found: [(engine: CIEngine, shard: InputSelection.Shard)] = []
        for engine in CIEngine.allCases {
            if let shard = try shard(of: engine, in: environment) { found.append((engine, shard)) }
        }
        guard let first = found.first else { return nil }
        if let other = found.first(where: { $0.shard != first.shard }) {
            throw Diagnostic(
                "\(describe(first)) but \(describe(other)): the CI engines disagree on this job's shard",
                file: "a11ysim", line: 0, column: 0,
                hint: "pass --shard I/N to choose, or unset one engine's variables")
        }
        return CIShardEnvironment(shard: first.shard, engines: found.map(\.engine))
    }

    /// Where the shard came from, for a note: `shard 2/4 from GitLab's CI_NODE_INDEX=2, CI_NODE_TOTAL=4`.
    public func description(in environment: [String: String]) -> String {
        let sources = engines.map { engine in
            let convention = engine.convention
            return
                "\(convention.name)'s \(convention.index)=\(environment[convention.index] ?? ""), \(convention.total)=\(environment[convention.total] ?? "")"
        }
        return "shard \(shard.index)/\(shard.count) from \(sources.joined(separator: " and "))"
    }

    /// Touches Bazel's status file when Bazel names one (creating it, or
    /// renewing its date), so Bazel knows the shard was honoured.
    public static func touchBazelStatusFile(_ environment: [String: String]) throws(Diagnostic) {
        guard let path = environment[bazelStatusFile], !path.isEmpty else { return }
        let manager = FileManager.default
        if manager.fileExists(atPath: path) {
            do {
                try manager.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
                return
            } catch {}
        } else if manager.createFile(atPath: path, contents: Data()) {
            return
        }
        throw Diagnostic(
            "cannot touch Bazel's shard status file", file: path, line: 0, column: 0,
            hint: "\(bazelStatusFile) must name a file this process may write")
    }

    private static func shard(
        of engine: CIEngine, in environment: [String: String]
    ) throws(Diagnostic) -> InputSelection.Shard? {
        let convention = engine.convention
        let indexText = environment[convention.index].flatMap { $0.isEmpty ? nil : $0 }
        let totalText = environment[convention.total].flatMap { $0.isEmpty ? nil : $0 }
        guard indexText != nil || totalText != nil else { return nil }
        guard let totalText else {
            throw malformed(convention, "\(convention.index) is set but \(convention.total) is not")
        }
        guard let total = Int(totalText), total >= 1 else {
            throw malformed(convention, "\(convention.total)=\(totalText) is not a count of 1 or more")
        }
        guard let indexText else {
            // GitLab sets its total to 1 for every job that is not parallel.
            if total == 1 { return nil }
            throw malformed(convention, "\(convention.total)=\(total) is set but \(convention.index) is not")
        }
        guard let index = Int(indexText), (convention.base..<(convention.base + total)).contains(index) else {
            let range = "\(convention.base)…\(convention.base + total - 1)"
            throw malformed(
                convention,
                "\(convention.index)=\(indexText) is not a shard of \(total) (\(range), \(convention.name) counts from \(convention.base))"
            )
        }
        if total == 1 { return nil }
        return InputSelection.Shard(index: index - convention.base + 1, count: total)
    }

    private static func malformed(_ convention: CIEngine.Convention, _ what: String) -> Diagnostic {
        Diagnostic(
            "\(convention.name)'s shard variables: \(what)", file: "a11ysim", line: 0, column: 0,
            hint: "pass --shard I/N to choose the shard yourself")
    }

    private static func describe(_ found: (engine: CIEngine, shard: InputSelection.Shard)) -> String {
        "\(found.engine.convention.name) says shard \(found.shard.index)/\(found.shard.count)"
    }
}
