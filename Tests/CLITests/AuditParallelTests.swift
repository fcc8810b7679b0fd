import Foundation
import Testing

/// `a11ysim audit --jobs`, `--shard`, `--save-results` and `--merge`: every
/// report is the same byte for byte however the files are split.
@Suite struct AuditParallelTests {
    let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AuditTests/Fixtures/Rules").path

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-parallel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "failOn: critical\n".write(
            to: folder.appendingPathComponent("audit.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func oneJobTwoJobsAndTwoMergedShardsWriteTheSameReports() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("audit.yml").path
        func audit(_ name: String, _ extra: [String]) throws -> Int32 {
            try A11ysimProcess.run(
                ["audit", rules, "--config", config, "--output-dir", folder.appendingPathComponent(name).path] + extra
            ).status
        }
        let status = try audit("one", ["--jobs", "1"])
        #expect(status == 0 || status == 1)
        #expect(try audit("two", ["--jobs", "2"]) == status)
        let first = folder.appendingPathComponent("shard-1.json").path
        let second = folder.appendingPathComponent("shard-2.json").path
        #expect(try audit("part1", ["--shard", "1/2", "--save-results", first]) != 2)
        #expect(try audit("part2", ["--shard", "2/2", "--jobs", "2", "--save-results", second]) != 2)
        let merge = try A11ysimProcess.run([
            "audit", "--merge", second, first, "--config", config, "--output-dir",
            folder.appendingPathComponent("merged").path,
        ])
        #expect(merge.status == status)
        for format in ["audit.json", "audit.sarif", "audit.txt", "audit.md", "audit.html", "audit.junit.xml"] {
            let one = try Data(contentsOf: folder.appendingPathComponent("one/\(format)"))
            #expect(
                try Data(contentsOf: folder.appendingPathComponent("two/\(format)")) == one, "\(format) with two jobs")
            #expect(
                try Data(contentsOf: folder.appendingPathComponent("merged/\(format)")) == one,
                "\(format) of the merged shards")
        }
        let part = try Data(contentsOf: folder.appendingPathComponent("part1/audit.json"))
        #expect(
            part != (try Data(contentsOf: folder.appendingPathComponent("one/audit.json"))),
            "a shard reports only its files")
    }

    @Test func anAppsPreviewsSplitAmongJobsWriteTheReportsOneJobWrites() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pantry = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Pantry").path
        func audit(_ name: String, jobs: String) throws -> Int32 {
            try A11ysimProcess.run([
                "audit", pantry, "--jobs", jobs, "--output-dir", folder.appendingPathComponent(name).path,
            ]).status
        }
        let status = try audit("one", jobs: "1")
        #expect(status == 0 || status == 1)
        // Three jobs split the one app into three parts: the App and its four previews dealt among them.
        #expect(try audit("three", jobs: "3") == status)
        for format in ["audit.json", "audit.sarif", "audit.txt", "audit.md", "audit.html", "audit.junit.xml"] {
            let one = try Data(contentsOf: folder.appendingPathComponent("one/\(format)"))
            #expect(
                try Data(contentsOf: folder.appendingPathComponent("three/\(format)")) == one,
                "\(format) with three jobs")
        }
        let text = try String(contentsOf: folder.appendingPathComponent("one/audit.txt"), encoding: .utf8)
        for preview in ["Pantry", "Counter", "Another counter", "Owner"] {
            #expect(text.contains(preview), "the preview '\(preview)' is audited")
        }
    }

    @Test func mergingAnIncompleteOrRepeatedSetOfShardsIsAnInputError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("audit.yml").path
        let first = folder.appendingPathComponent("shard-1.json").path
        #expect(
            try A11ysimProcess.run(["audit", rules, "--config", config, "--shard", "1/3", "--save-results", first])
                .status != 2)
        let missing = try A11ysimProcess.run(["audit", "--merge", first, "--config", config])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.hasPrefix(
                "\(first): error: the results of shards 2/3, 3/3 are missing; a merged report covers every file only when every shard is given"
            ))
        let twice = try A11ysimProcess.run(["audit", "--merge", first, first, "--config", config])
        #expect(twice.status == 2)
        #expect(twice.stderr.hasPrefix("\(first): error: shard 1/3 is given twice: here and in \(first)\n"))
        let report = folder.appendingPathComponent("report.json").path
        _ = try A11ysimProcess.run(["audit", rules, "--config", config, "--format", "json", "--output", report])
        let wrong = try A11ysimProcess.run(["audit", "--merge", report, "--config", config])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("\(report): error: this is not a results file of 'a11ysim audit --save-results'"))
    }
}

/// Writing a report to a pipe or a device writes into it; an atomic write
/// would rename a regular file over it (`--output /dev/null` once turned
/// the machine's /dev/null into a file).
@Suite struct OutputToDeviceTests {
    @Test func aReportWrittenToAPipeGoesThroughItAndThePipeStays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("report.pipe").path
        let copy = folder.appendingPathComponent("copy.txt").path
        let executable = try #require(A11ysimProcess.executable).path
        let script =
            "mkfifo '\(fifo)' && { cat '\(fifo)' > '\(copy)' & } && '\(executable)' run Scenarios/navigation --jobs 1 --output '\(fifo)'; status=$?; wait; exit $status"
        let status = TestSupportShell.run(script, in: A11ysimProcess.packageRoot.path)
        #expect(status == 0)
        let type = try FileManager.default.attributesOfItem(atPath: fifo)[.type] as? FileAttributeType
        #expect(type != nil && type != .typeRegular)
        #expect(try String(contentsOfFile: copy, encoding: .utf8).hasSuffix(" passed, 0 failed\n"))
    }
}

/// Runs a shell script in a directory and gives its exit status.
enum TestSupportShell {
    static func run(_ script: String, in directory: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "cd '\(directory)' && \(script)"]
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
