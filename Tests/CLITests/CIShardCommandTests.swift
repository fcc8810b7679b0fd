import Foundation
import Testing

/// `run` and `audit` take their shard from a CI engine's variables when
/// `--shard` is absent: the shards run each input once between them,
/// Bazel's status file is touched, `--shard` wins, and merged audit
/// results equal an unsharded audit byte for byte.
@Suite struct CIShardCommandTests {
    let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AuditTests/Fixtures/Rules").path

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The scenarios `run Scenarios` ran with `environment`, by file.
    func ranFiles(_ environment: [String: String], _ extra: [String] = []) throws -> (files: [String], stderr: String) {
        let outcome = try A11ysimProcess.run(
            ["run", "Scenarios", "--speech", "off", "--format", "json"] + extra, environment: environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let scenarios = (object?["scenarios"] as? [[String: Any]]) ?? []
        return (scenarios.compactMap { $0["file"] as? String }, outcome.stderr)
    }

    @Test func bazelsTwoShardsRunEachScenarioOnceAndTouchTheStatusFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = try ranFiles([:]).files
        var seen: [String] = []
        for index in 0..<2 {
            let status = folder.appendingPathComponent("status-\(index)").path
            let (files, stderr) = try ranFiles([
                "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": status,
            ])
            #expect(!files.isEmpty)
            #expect(
                stderr.contains(
                    "Running shard \(index + 1)/2 from Bazel's TEST_SHARD_INDEX=\(index), TEST_TOTAL_SHARDS=2."))
            #expect(FileManager.default.fileExists(atPath: status), "Bazel's status file is touched")
            seen += files
        }
        #expect(seen.sorted() == all.sorted())
        #expect(Set(seen).count == seen.count, "no scenario runs in both shards")
    }

    @Test func gitLabsOneBasedShardsRunEachScenarioOnce() throws {
        let all = try ranFiles([:]).files
        let first = try ranFiles(["CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "1"]).files
        let second = try ranFiles(["CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "2"]).files
        #expect(!first.isEmpty && !second.isEmpty)
        #expect((first + second).sorted() == all.sorted())
        #expect(Set(first).isDisjoint(with: second))
    }

    @Test func theShardOptionWinsOverTheEnvironment() throws {
        let environment = [
            "CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2", "CIRCLE_NODE_INDEX": "1",
        ]
        let refused = try A11ysimProcess.run(["run", "Scenarios", "--speech", "off"], environment: environment)
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                "GitLab says shard 1/2 but CircleCI says shard 2/2: the CI engines disagree on this job's shard"))
        let (files, stderr) = try ranFiles(environment, ["--shard", "1/1"])
        #expect(files.sorted() == (try ranFiles([:]).files.sorted()))
        #expect(!stderr.contains("Running shard"))
    }

    @Test func auditShardsFromTheEnvironmentMergeIntoTheUnshardedReports() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "failOn: critical\n".write(
            to: folder.appendingPathComponent("audit.yml"), atomically: true, encoding: .utf8)
        let config = folder.appendingPathComponent("audit.yml").path
        func audit(_ name: String, _ extra: [String], _ environment: [String: String] = [:]) throws -> Int32 {
            try A11ysimProcess.run(
                ["audit", rules, "--config", config, "--output-dir", folder.appendingPathComponent(name).path] + extra,
                environment: environment
            ).status
        }
        let status = try audit("whole", [])
        #expect(status == 0 || status == 1)
        var results: [String] = []
        for index in 0..<3 {
            let path = folder.appendingPathComponent("shard-\(index).json").path
            results.append(path)
            let environment = ["BUILDKITE_PARALLEL_JOB_COUNT": "3", "BUILDKITE_PARALLEL_JOB": "\(index)"]
            #expect(try audit("part\(index)", ["--save-results", path], environment) != 2)
        }
        let merge = try A11ysimProcess.run(
            ["audit", "--merge"] + results.reversed() + [
                "--config", config, "--output-dir", folder.appendingPathComponent("merged").path,
            ])
        #expect(merge.status == status, "\(merge.stderr)")
        for format in ["audit.json", "audit.sarif", "audit.txt", "audit.md", "audit.html", "audit.junit.xml"] {
            #expect(
                try Data(contentsOf: folder.appendingPathComponent("merged/\(format)"))
                    == (try Data(contentsOf: folder.appendingPathComponent("whole/\(format)"))),
                "\(format) of the merged shards")
        }
    }

    @Test func githubFormatPrintsAnAnnotationAtTheElementsLine() throws {
        let fixture = "Tests/AuditTests/Fixtures/Rules/target-size.fires.yaml"
        let outcome = try A11ysimProcess.run(["audit", fixture, "--format", "github"])
        #expect(outcome.status == 1)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        let annotation = try #require(lines.first { $0.hasPrefix("::warning ") })
        #expect(
            annotation.hasPrefix(
                "::warning file=\(fixture),line=12,col=9,title=target-size (moderate)::'home/info' is 24 by 24 points"),
            "\(annotation)")
        #expect(lines.contains { $0.hasPrefix("::error file=\(fixture),line=15,col=9,title=target-size (serious)::") })
        #expect(lines.last == "Result: FAILED (2 new violations at serious or above)")
    }
}
