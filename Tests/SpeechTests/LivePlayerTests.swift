import Foundation
import Testing

@testable import Speech

@MainActor
@Suite("Playing speech live and cutting it off")
struct LivePlayerTests {
    private let wav = WAVFile(samples: (0..<22_050).map { Int16(truncatingIfNeeded: $0 &* 37) }, sampleRate: 22_050)

    @Test func theWholeClipReachesThePlayerAsAWAVFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("played.wav").path
        let player = LivePlayer(
            command: PlayerCommand(executable: "/bin/sh", arguments: ["-c", "cat > \"$0\"", output]))
        #expect(player.play(wav))
        player.waitUntilDone()
        #expect(try WAVFile(contentsOf: output) == wav)
    }

    @Test func stoppingEndsAPlayerAtOnceEvenWhileItIsBeingFed() {
        // `sleep` never reads its input, so the write blocks on a full pipe
        // until the player is killed; a11ysim must neither hang nor die of SIGPIPE.
        let long = WAVFile(samples: Array(repeating: 1000, count: 22_050 * 60), sampleRate: 22_050)
        let player = LivePlayer(command: PlayerCommand(executable: "/bin/sleep", arguments: ["60"]))
        #expect(player.play(long))
        #expect(player.isPlaying)
        player.stop()
        #expect(!player.isPlaying)
        #expect(player.processIdentifier == nil)
    }

    @Test func aNewClipCutsOffThePreviousOne() {
        let player = LivePlayer(command: PlayerCommand(executable: "/bin/sleep", arguments: ["60"]))
        player.play(wav)
        let first = player.processIdentifier
        player.play(wav)
        let second = player.processIdentifier
        #expect(first != nil && second != nil && first != second)
        // The first player is gone: signal 0 only checks that a process exists.
        #expect(kill(first ?? 0, 0) == -1)
        player.stop()
    }

    @Test func aMissingPlayerProgramIsReportedNotThrown() {
        let player = LivePlayer(command: PlayerCommand(executable: "/nonexistent/aplay", arguments: []))
        #expect(!player.play(wav))
        #expect(!player.isPlaying)
    }
}
