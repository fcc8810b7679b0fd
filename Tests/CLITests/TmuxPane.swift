import Foundation
import TestSupport

/// A tmux server of its own (its own socket, no user config) with one
/// 80x24 pane running a command: keys are sent and the screen read as a
/// person at that terminal would see it.
struct TmuxPane {
    static var executable: String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let tmux: String
    let socket = "a11ysim-test-\(UUID().uuidString)"

    /// Starts `command` in a detached 80x24 session, in `directory`.
    init?(command: String, directory: URL) throws {
        guard let tmux = Self.executable else { return nil }
        self.tmux = tmux
        // The server this starts keeps its standard output: never a pipe
        // read to the end, or the read would wait for the server to exit.
        try detached([
            "-f", "/dev/null", "new-session", "-d", "-s", "repl", "-x", "80", "-y", "24", "-c", directory.path, command,
        ])
    }

    /// Sends tmux key names (`Right`, `Enter`, `Escape`, `m`) or literal text with `-l`.
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", "repl"] + keys)
    }

    /// The visible screen, without colours.
    func screen() throws -> String {
        try output(["capture-pane", "-p", "-J", "-t", "repl"])
    }

    /// A tmux format value for the pane, e.g. `#{cursor_flag}`.
    func format(_ format: String) throws -> String {
        try output(["display-message", "-p", "-t", "repl", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen contains `text` (polling every 20 ms, up to
    /// `seconds`), and returns the screen either way.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 15) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = try screen()
        while !screen.contains(text) && Date() < deadline {
            usleep(20_000)
            screen = try self.screen()
        }
        return screen
    }

    /// Waits until a tmux format value for the pane is `value`; returns
    /// whether it became so within `seconds`.
    func waitForFormat(_ format: String, _ value: String, seconds: Double = 15) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try self.format(format) == value { return true }
            usleep(20_000)
        }
        return false
    }

    func kill() {
        try? detached(["kill-server"])
    }

    private func run(_ arguments: [String]) throws {
        _ = try output(arguments)
    }

    /// Runs tmux with posix_spawn and waits with waitpid. Foundation's
    /// Process would wait until every process holding its exit-watch
    /// descriptor is gone, and the tmux server started here inherits it
    /// and lives on.
    private func detached(_ arguments: [String]) throws {
        guard Spawn.run([tmux, "-L", socket] + arguments) != nil else { throw CocoaError(.executableLoad) }
    }

    private func output(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-L", socket] + arguments
        let pipe = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
