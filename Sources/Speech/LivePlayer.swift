internal import Foundation

/// Plays speech through a ``PlayerCommand`` as it is spoken, and stops it
/// at once when speech is interrupted (VoiceOver cuts speech off at every
/// new gesture). One player process per clip; the player's own output,
/// such as ALSA messages, is discarded.
@MainActor
public final class LivePlayer {
    private let command: PlayerCommand
    private var process: Process?
    private let writer = DispatchQueue(label: "a11ysim.live-player")

    /// Creates a player; nothing plays until ``play(_:)``.
    public init(command: PlayerCommand) {
        self.command = command
        // A player stopped mid-write closes its pipe; the write then fails
        // with EPIPE instead of killing a11ysim with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether a clip is still playing.
    public var isPlaying: Bool { process?.isRunning ?? false }

    /// The running player's process id, for tests.
    public var processIdentifier: Int32? { isPlaying ? process?.processIdentifier : nil }

    /// Stops what is playing and starts `wav`. Returns false when the
    /// player cannot be started.
    @discardableResult
    public func play(_ wav: WAVFile) -> Bool {
        stop()
        guard !wav.samples.isEmpty else { return true }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.executable)
        process.arguments = command.arguments
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        self.process = process
        let handle = input.fileHandleForWriting
        let data = wav.data
        writer.async {
            try? handle.write(contentsOf: data)
            try? handle.close()
        }
        return true
    }

    /// Stops playback at once.
    public func stop() {
        guard let process else { return }
        self.process = nil
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// Waits until the current clip has played to its end.
    public func waitUntilDone() {
        process?.waitUntilExit()
        process = nil
    }
}
