import Foundation
import Testing

@testable import Speech

/// WAV files as other tools read them.
@Suite struct WAVFileTests {
    private static let soxi = ["/usr/bin/soxi", "/usr/local/bin/soxi"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    private static func soxi(_ flag: String, _ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: soxi ?? "/usr/bin/soxi")
        process.arguments = [flag, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func headerAndSamplesRoundTrip() throws {
        let file = WAVFile(samples: [0, 1, -1, 32767, -32768], sampleRate: 22_050)
        #expect(file.data.count == 44 + 10)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString).wav")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try file.write(to: path)
        #expect(try WAVFile(contentsOf: path) == file)
    }

    @Test(.enabled(if: soxi != nil, "needs sox (make test installs it)"))
    func soxiReadsBackRateChannelsAndDuration() async throws {
        let samples = try await EspeakEngine.shared.synthesize("Back, button", parameters: SpeechParameters())
        let file = WAVFile(samples: samples, sampleRate: try await EspeakEngine.shared.sampleRate())
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString).wav")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try file.write(to: path)
        #expect(try Self.soxi("-r", path) == "22050")
        #expect(try Self.soxi("-c", path) == "1")
        #expect(try Self.soxi("-b", path) == "16")
        #expect(try Self.soxi("-s", path) == String(samples.count))
        let duration = Double(try Self.soxi("-D", path)) ?? 0
        #expect(abs(duration - file.duration) < 0.001)
    }

    @Test func unreadableFilesAreErrorsNotCrashes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString).wav")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("not a wav".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: SpeechError.self) { try WAVFile(contentsOf: path) }
    }
}
