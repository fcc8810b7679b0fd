import Foundation

/// Runs a program with posix_spawn and waits with waitpid: Foundation's
/// Process waits for every process holding its descriptors, and Chromium,
/// tmux and `timeout` leave processes running. Shared by the test targets.
public enum Spawn {
    /// Runs `arguments[0]` (a path) with the rest as arguments, output to
    /// `log`; returns the exit status, or `nil` if it could not start.
    public static func run(_ arguments: [String], log: String = "/dev/null") -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &cArguments, environ) == 0 else { return nil }
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// The first of `names` found on PATH.
    public static func which(_ names: String...) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }
}
