import Foundation
import Testing

/// Every command the README shows in a code block runs, as written, on the
/// files of the repository: nothing it names lives outside it. Commands
/// run in order in one scratch folder that links `Scenarios/` and `Tests/`,
/// so what one writes (an import) the next reads, and nothing lands in the
/// checkout.
@Suite struct ReadmeCommandTests {
    /// The README's command lines: lines in fenced blocks that start with
    /// `a11ysim ` or `$ a11ysim `, or pipe into `a11ysim`.
    static func commands() -> [String] {
        let readme = A11ysimProcess.manualText()
        var commands: [String] = []
        var inBlock = false
        var language = ""
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                language = inBlock ? String(line.dropFirst(3)) : ""
                continue
            }
            guard inBlock, language != "yaml" else { continue }
            let command = line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line
            guard command.hasPrefix("a11ysim ") || command.contains("| a11ysim ") else { continue }
            // An output line that repeats its command (diff's header) is not another command.
            if !line.hasPrefix("$ "), commands.last == command { continue }
            commands.append(command)
        }
        return commands
    }

    @Test func theReadmeShowsCommands() {
        #expect(Self.commands().count >= 25)
    }

    @Test func everyReadmeCommandRunsOnFilesInTheRepository() throws {
        let executable = try #require(A11ysimProcess.executable)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-readme-commands-\(UUID().uuidString)")
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("a11ysim"), withDestinationURL: executable)
        for folder in ["Scenarios", "Tests"] {
            try FileManager.default.createSymbolicLink(
                at: scratch.appendingPathComponent(folder),
                withDestinationURL: A11ysimProcess.packageRoot.appendingPathComponent(folder))
        }
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for command in Self.commands() {
            #expect(!command.contains("../"), "the README names a file outside the repository: \(command)")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", command]
            process.currentDirectoryURL = scratch
            process.environment = ProcessInfo.processInfo.environment.merging(["PATH": path]) { $1 }
            let log = scratch.appendingPathComponent("log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: log)
            process.standardError = try FileHandle(forWritingTo: log)
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            // 1 is a documented failure (an audit that fires, a diff that differs); 2 only for the broken fixtures shown as such.
            let expected: Set<Int32> = command.contains("/broken/") ? [2] : [0, 1]
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(
                expected.contains(process.terminationStatus),
                "\(command) exited \(process.terminationStatus): \(output.suffix(600))")
        }
    }
}
