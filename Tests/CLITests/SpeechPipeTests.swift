import Foundation
import Testing

/// A report piped into a reader that stops early (`| head`) ends a11ysim
/// by `SIGPIPE`, quietly, as with any other command-line tool, also when
/// espeak-ng's session server is running (it talks over a socket that
/// never raises the signal, so the signal is left alone for standard output).
@Suite struct SpeechPipeTests {
    @Test func aReportPipedIntoHeadEndsQuietlyWithEspeakSessions() throws {
        let executable = try #require(A11ysimProcess.executable)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = A11ysimProcess.packageRoot.appendingPathComponent("Scenarios/navigation/quick-start.yaml")
        // Enough files for a report larger than a pipe's buffer (64 KiB).
        for index in 0..<250 {
            try FileManager.default.copyItem(
                at: scenario, to: folder.appendingPathComponent(String(format: "q%03d.yaml", index)))
        }
        let script =
            "'\(executable.path)' run '\(folder.path)' --speech espeak --jobs 1 --transcript --format json 2>'\(folder.path)/err' | head -c 100 >/dev/null; echo ${PIPESTATUS[0]}"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let status = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errors = try String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "141", "ended by SIGPIPE (128 + 13)")
        #expect(!errors.contains("Fatal error") && !errors.contains("crashed"), "\(errors.prefix(300))")
    }
}
