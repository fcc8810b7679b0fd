internal import Foundation
internal import Glibc

/// a11ysim's end of the espeak-ng session server (``EspeakSessionServer``):
/// starts the server as a child process and asks it for one session's
/// voices and samples at a time. Used only by ``EspeakEngine``.
final class EspeakSessionClient {
    private let process: Process
    private let channel: EspeakChannel
    /// This side of the socket pair the server reads and writes.
    private let socket: Int32
    private var inSession = false

    /// Starts `executable` as the server, its standard input and output one
    /// end of a socket pair: writes to a server that has gone away fail with
    /// `EPIPE` instead of raising `SIGPIPE`, which stays as it was for the
    /// rest of a11ysim (a report piped into `head` still ends it quietly).
    init(executable: URL) throws(SpeechError) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else {
            throw .unavailable("its session server could not be connected (socketpair failed, errno \(errno)).")
        }
        let serverEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let process = Process()
        process.executableURL = executable
        process.arguments = [EspeakSessionServer.argument]
        // Every symbol bound as the server starts, not again in each session's child.
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_BIND_NOW": "1"]) { _, new in new }
        process.standardInput = serverEnd
        process.standardOutput = serverEnd
        do {
            try process.run()
        } catch {
            close(ends[0])
            throw .unavailable(
                "its session server '\(executable.path)' could not be started: \(error.localizedDescription)")
        }
        // The server has its own copy: closing ours lets this side see the end
        // of the connection when the server stops.
        try? serverEnd.close()
        self.process = process
        socket = ends[0]
        channel = EspeakChannel(input: ends[0], output: ends[0], isSocket: true)
    }

    deinit {
        // Closing the socket ends the server; it never outlives a11ysim.
        close(socket)
        process.terminate()
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
