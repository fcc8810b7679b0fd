internal import Foundation
internal import Glibc

/// a11ysim's end of the espeak-ng session server (``EspeakSessionServer``):
/// starts the server as a child process and asks it for one session's
/// voices and samples at a time. Used only by ``EspeakEngine``.
final class EspeakSessionClient {
    private let server: pid_t
    private let channel: EspeakChannel
    /// This side of the socket pair the server reads and writes.
    private let socket: Int32
    private var inSession = false

    /// Starts `executable` as the server, its standard input and output one
    /// end of a socket pair: writes to a server that has gone away fail with
    /// `EPIPE` instead of raising `SIGPIPE`, which stays as it was for the
    /// rest of a11ysim (a report piped into `head` still ends it quietly).
    ///
    /// The server is spawned directly, not through Foundation's `Process`:
    /// it outlives the runs its client makes, and it closes every descriptor
    /// it inherits beyond its standard streams (``EspeakSessionServer``), so
    /// it can hold no parallel worker's pipe or process-watching socket open
    /// (Foundation's `Process` learns that a child ended when the child's
    /// copy of such a socket closes; a server holding a worker's copy kept
    /// `run --jobs N --speech espeak` waiting for a worker that had ended).
    init(executable: URL) throws(SpeechError) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw .unavailable("its session server could not be connected (socketpair failed, errno \(errno)).")
        }
        var environment = ProcessInfo.processInfo.environment
        // Every symbol bound as the server starts, not again in each session's child.
        environment["LD_BIND_NOW"] = "1"
        let spawned = Self.spawn(
            executable.path, argument: EspeakSessionServer.argument, streams: ends[1], environment: environment)
        // The server has its own copy: closing ours lets this side see the end
        // of the connection when the server stops.
        close(ends[1])
        guard case .success(let pid) = spawned else {
            close(ends[0])
            if case .failure(let code) = spawned {
                throw .unavailable("its session server '\(executable.path)' could not be started (errno \(code.code)).")
            }
            throw .unavailable("its session server '\(executable.path)' could not be started.")
        }
        server = pid
        socket = ends[0]
        channel = EspeakChannel(input: ends[0], output: ends[0], isSocket: true)
    }

    deinit {
        // Closing the socket ends the server; it never outlives a11ysim.
        close(socket)
        kill(server, SIGTERM)
        var status: Int32 = 0
        while waitpid(server, &status, 0) < 0 && errno == EINTR {}
    }

    /// Spawns `path argument` with `streams` as its standard input and
    /// output; returns its process id, or the error number.
    private static func spawn(
        _ path: String, argument: String, streams: Int32, environment: [String: String]
    ) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, streams, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, streams, STDOUT_FILENO)
        let arguments = [path, argument].map { $0.withCString { strdup($0) } }
        let variables = environment.sorted { $0.key < $1.key }.map {
            "\($0.key)=\($0.value)".withCString { strdup($0) }
        }
        defer { for copy in arguments + variables { free(copy) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, nil, arguments + [nil], variables + [nil])
        return code == 0 ? .success(pid) : .failure(SpawnError(code: code))
    }

    /// A `posix_spawn` error number.
    private struct SpawnError: Error {
        var code: Int32
    }

    /// Ends the current session, if any, and begins a fresh one.
    func begin() throws(SpeechError) {
        if inSession {
            guard channel.send(EspeakChannel.Request.end.rawValue) else { throw Self.gone }
            inSession = false
        }
        _ = try exchange(.begin, [])
        inSession = true
    }

    /// ``EspeakLibrary/validate(voice:)`` in the session.
    func validate(voice: String) throws(SpeechError) {
        var writer = WireWriter()
        writer.string(voice)
        _ = try exchange(.validate, writer.bytes)
    }

    /// ``EspeakLibrary/measuredSynthesis(_:parameters:)``'s samples in the session.
    func synthesize(_ text: String, parameters: SpeechParameters) throws(SpeechError) -> [Int16] {
        var writer = WireWriter()
        parameters.write(to: &writer)
        writer.string(text)
        guard channel.send(EspeakChannel.Request.synthesize.rawValue, writer.bytes),
            let response = channel.receiveSamples()
        else { throw Self.gone }
        switch response {
        case .success(let samples):
            return samples
        case .failure(let frame):
            var reader = WireReader(frame.payload)
            throw frame.kind == EspeakChannel.Status.failed.rawValue
                ? SpeechError.read(from: &reader) ?? Self.gone : Self.gone
        }
    }

    private func exchange(_ request: EspeakChannel.Request, _ payload: [UInt8]) throws(SpeechError) -> [UInt8] {
        guard channel.send(request.rawValue, payload), let response = channel.receive() else { throw Self.gone }
        switch EspeakChannel.Status(rawValue: response.kind) {
        case .ok:
            return response.payload
        case .failed:
            var reader = WireReader(response.payload)
            throw SpeechError.read(from: &reader) ?? Self.gone
        case nil:
            throw Self.gone
        }
    }

    private static let gone = SpeechError.unavailable("its session server stopped answering.")
}
