internal import Glibc

/// The espeak-ng session server: gives every session espeak-ng exactly as a
/// freshly started process has it, without starting a process.
///
/// espeak-ng's audio depends slightly on what the process synthesized
/// before (its wave generator and prosody keep state between utterances),
/// and it cannot be terminated and started again. So that a scenario's
/// audio is the same whichever scenarios ran before it in the process, the
/// server, a11ysim started with ``argument``, starts espeak-ng once and
/// then forks for each session: the child serves that session's requests
/// from the started library's untouched state and exits at its end, while
/// the parent waits. The server is single-threaded when it forks (it is
/// entered before any task or thread starts), and the children only make C
/// calls and write to a pipe before `_exit`.
public enum EspeakSessionServer {
    /// The argument that starts a11ysim as the server (on standard input and output).
    public static let argument = "--espeak-session-server"

    /// Serves, and never returns, when the process was started as the
    /// server; returns at once otherwise. Call it first thing in `main`.
    public static func serveIfAsked(_ arguments: [String] = CommandLine.arguments) {
        guard arguments.count == 2, arguments[1] == argument else { return }
        closeInheritedDescriptors()
        serve(EspeakChannel(input: STDIN_FILENO, output: STDOUT_FILENO))
    }

    /// Closes every descriptor but standard input, output and error. The
    /// server outlives the scenarios its client runs, so a descriptor it
    /// inherited, such as the write end of a parallel worker's output pipe
    /// that was open when the server started, would keep that pipe open and
    /// the client waiting for an end that never comes.
    private static func closeInheritedDescriptors() {
        guard let directory = opendir("/proc/self/fd") else { return }
        var open: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let descriptor = Int32(name), descriptor > STDERR_FILENO { open.append(descriptor) }
        }
        let own = dirfd(directory)
        closedir(directory)
        for descriptor in open where descriptor != own { close(descriptor) }
    }

    private static func serve(_ channel: EspeakChannel) -> Never {
        let library = EspeakLibrary()
        var startFailure: SpeechError?
        do {
            _ = try library.sampleRate()
            library.readVoiceList()
        } catch {
            startFailure = error
        }
        while let request = channel.receive() {
            guard request.kind == EspeakChannel.Request.begin.rawValue else { _exit(2) }
            if let startFailure {
                reply(channel, failure: startFailure)
                continue
            }
            let child = fork()
            if child == 0 { serveSession(library, channel) }
            if child < 0 {
                reply(channel, failure: .unavailable("a session could not be started (fork failed, errno \(errno))."))
                continue
            }
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 {
                guard errno == EINTR else { _exit(3) }
            }
            // A session that did not end as asked (the client went away, or
            // the child crashed) ends the server: the client then reads the
            // end of its pipe instead of waiting for an answer.
            guard status == 0 else { _exit(4) }
        }
        _exit(0)
    }

    /// A child's whole life: one session's requests, then `_exit`.
    private static func serveSession(_ library: EspeakLibrary, _ channel: EspeakChannel) -> Never {
        guard channel.send(EspeakChannel.Status.ok.rawValue) else { _exit(5) }
        while let request = channel.receive() {
            var reader = WireReader(request.payload)
            do throws(SpeechError) {
                switch EspeakChannel.Request(rawValue: request.kind) {
                case .end:
                    _exit(0)
                case .validate:
                    guard let voice = reader.string() else { _exit(6) }
                    try library.validate(voice: voice)
                case .synthesize:
                    guard let parameters = SpeechParameters.read(from: &reader), let text = reader.string() else {
                        _exit(6)
                    }
                    let samples = try library.measuredSynthesis(text, parameters: parameters).samples
                    guard channel.sendSamples(samples) else { _exit(5) }
                    continue
                case .begin, nil:
                    _exit(6)
                }
            } catch {
                reply(channel, failure: error)
                continue
            }
            guard channel.send(EspeakChannel.Status.ok.rawValue) else { _exit(5) }
        }
        _exit(7)
    }

    private static func reply(_ channel: EspeakChannel, failure: SpeechError) {
        var writer = WireWriter()
        failure.write(to: &writer)
        guard channel.send(EspeakChannel.Status.failed.rawValue, writer.bytes) else { _exit(5) }
    }
}
