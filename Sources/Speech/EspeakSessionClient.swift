internal import Foundation
internal import Glibc

/// a11ysim's end of the espeak-ng session server (``EspeakSessionServer``):
/// starts the server as a child process and asks it for one session's
/// voices and samples at a time. Used only by ``EspeakEngine``.
final class EspeakSessionClient {
    private let process: Process
    private let channel: EspeakChannel
    private var inSession = false

    /// Starts `executable` as the server.
    init(executable: URL) throws(SpeechError) {
        // A write to a server that has gone away must fail, not kill a11ysim.
        signal(SIGPIPE, SIG_IGN)
        let requests = Pipe()
        let responses = Pipe()
        let process = Process()
        process.executableURL = executable
        process.arguments = [EspeakSessionServer.argument]
        // Every symbol bound as the server starts, not again in each session's child.
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_BIND_NOW": "1"]) { _, new in new }
        process.standardInput = requests
        process.standardOutput = responses
        do {
            try process.run()
        } catch {
            throw .unavailable("its session server '\(executable.path)' could not be started: \(error.localizedDescription)")
        }
        self.process = process
        channel = EspeakChannel(input: responses.fileHandleForReading.fileDescriptor, output: requests.fileHandleForWriting.fileDescriptor)
    }

    deinit {
        // Closing the requests pipe ends the server; it never outlives a11ysim.
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
        guard channel.send(EspeakChannel.Request.synthesize.rawValue, writer.bytes), let response = channel.receiveSamples() else { throw Self.gone }
        switch response {
        case .success(let samples):
            return samples
        case .failure(let frame):
            var reader = WireReader(frame.payload)
            throw frame.kind == EspeakChannel.Status.failed.rawValue ? SpeechError.read(from: &reader) ?? Self.gone : Self.gone
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
