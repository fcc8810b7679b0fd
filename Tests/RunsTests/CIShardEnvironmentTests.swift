import Diagnostics
import Foundation
import Inputs
import Testing

/// The shard each CI engine's variables give (Bazel, CircleCI and
/// Buildkite count from 0, GitLab from 1), what is not a shard, and the
/// errors; shards dealt by size cover every file once.
@Suite struct CIShardEnvironmentTests {
    @Test(arguments: [
        (["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0"], 1, 3, CIEngine.bazel),
        (["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2"], 3, 3, .bazel),
        (["CI_NODE_TOTAL": "4", "CI_NODE_INDEX": "1"], 1, 4, .gitLab),
        (["CI_NODE_TOTAL": "4", "CI_NODE_INDEX": "4"], 4, 4, .gitLab),
        (["CIRCLE_NODE_TOTAL": "2", "CIRCLE_NODE_INDEX": "1"], 2, 2, .circleCI),
        (["BUILDKITE_PARALLEL_JOB_COUNT": "5", "BUILDKITE_PARALLEL_JOB": "0"], 1, 5, .buildkite),
    ])
    func eachEngineGivesItsShardCountedFromOne(
        environment: [String: String], index: Int, count: Int, engine: CIEngine
    ) throws {
        let found = try #require(try CIShardEnvironment.from(environment))
        #expect(found.shard == InputSelection.Shard(index: index, count: count))
        #expect(found.engines == [engine])
    }

    @Test(arguments: [
        [:],
        ["CI_NODE_TOTAL": "1"],  // every GitLab job that is not parallel
        ["CIRCLE_NODE_TOTAL": "1", "CIRCLE_NODE_INDEX": "0"],  // CircleCI without parallelism
        ["TEST_TOTAL_SHARDS": "1", "TEST_SHARD_INDEX": "0"],
        ["CI_NODE_TOTAL": "", "CI_NODE_INDEX": ""],
    ])
    func aJobThatIsNotSplitHasNoShard(environment: [String: String]) throws {
        #expect(try CIShardEnvironment.from(environment) == nil)
    }

    @Test func enginesThatAgreeGiveOneShard() throws {
        let found = try #require(
            try CIShardEnvironment.from([
                "CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "2", "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1",
            ]))
        #expect(found.shard == InputSelection.Shard(index: 2, count: 2))
        #expect(found.engines == [.bazel, .gitLab])
        #expect(
            found.description(in: [
                "CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "2", "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1",
            ])
                == "shard 2/2 from Bazel's TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=2 and GitLab's CI_NODE_INDEX=2, CI_NODE_TOTAL=2"
        )
    }

    @Test(arguments: [
        (
            ["CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2", "CIRCLE_NODE_INDEX": "1"],
            "GitLab says shard 1/2 but CircleCI says shard 2/2: the CI engines disagree on this job's shard"
        ),
        (
            ["CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "0"],
            "GitLab's shard variables: CI_NODE_INDEX=0 is not a shard of 2 (1…2, GitLab counts from 1)"
        ),
        (
            ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"],
            "Bazel's shard variables: TEST_SHARD_INDEX=2 is not a shard of 2 (0…1, Bazel counts from 0)"
        ),
        (
            ["TEST_TOTAL_SHARDS": "two", "TEST_SHARD_INDEX": "0"],
            "Bazel's shard variables: TEST_TOTAL_SHARDS=two is not a count of 1 or more"
        ),
        (
            ["BUILDKITE_PARALLEL_JOB": "1"],
            "Buildkite's shard variables: BUILDKITE_PARALLEL_JOB is set but BUILDKITE_PARALLEL_JOB_COUNT is not"
        ),
        (["CI_NODE_TOTAL": "3"], "GitLab's shard variables: CI_NODE_TOTAL=3 is set but CI_NODE_INDEX is not"),
    ])
    func malformedOrDisagreeingVariablesAreErrors(environment: [String: String], message: String) {
        #expect {
            _ = try CIShardEnvironment.from(environment)
        } throws: { error in
            (error as? Diagnostic)?.message == message && (error as? Diagnostic)?.hint?.contains("--shard I/N") == true
        }
    }

    @Test func bazelsStatusFileIsCreatedAndRenewed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-shard-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CIShardEnvironment.touchBazelStatusFile(["TEST_SHARD_STATUS_FILE": path])
        #expect(FileManager.default.fileExists(atPath: path))
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        try CIShardEnvironment.touchBazelStatusFile(["TEST_SHARD_STATUS_FILE": path])
        let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect((date ?? old) > old)
        #expect(throws: Diagnostic.self) {
            try CIShardEnvironment.touchBazelStatusFile(["TEST_SHARD_STATUS_FILE": "/nonexistent-folder/status"])
        }
    }

    @Test func shardsDealtBySizeCoverEachFileOnceAndBalanceTheLoad() {
        let costs = [100, 1, 1, 1, 50, 50, 2, 0]
        let batches = InputCost.balanced(costs: costs, into: 3)
        #expect(batches == [[0], [3, 4, 6], [1, 2, 5, 7]])
        #expect(batches.flatMap { $0 }.sorted() == Array(costs.indices))
        #expect(InputCost.balanced(costs: costs, into: 3) == batches, "every shard deals the same way")
    }
}
