internal import Foundation

/// The one owner of libespeak-ng in the process. espeak-ng keeps all its
/// state in globals and is not thread-safe, so every C call in a11ysim is
/// made through this actor, one at a time (docs/voiceover-rules.md §9).
///
/// A run speaks each file in a session of its own (``beginSession()``):
/// the first in this process's library while nothing has touched it, the
/// others in the session server (``EspeakSessionServer``), so that a file's
/// audio is what a fresh process gives, whichever files ran before it.
public actor EspeakEngine {
    /// The process-wide engine.
    public static let shared = EspeakEngine()

    /// Audio longer than this is cut, so hostile text cannot exhaust memory.
    public static let maximumSeconds = 600

    private let library = EspeakLibrary()
    private var serverExecutable: String?
    private var server: EspeakSessionClient?
    /// Whether this session's requests go to the server.
    private var remote = false
    private var cache: [CacheKey: [Int16]] = [:]
    private var cachedSamples = 0

    private init() {}

    /// The engine runs on the main actor's executor. Its one client, the
    /// screen reader, lives there, so a synthesis request starts at once
    /// instead of waking another thread (about 50 µs per utterance,
    /// measured by `make bench-speech`); calls from other tasks still
    /// queue here one at a time.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        MainActor.sharedUnownedExecutor
    }

    /// The sample rate, after starting espeak-ng if needed.
    public func sampleRate() throws(SpeechError) -> Int {
        try library.sampleRate()
    }

    /// Whether espeak-ng starts (its data files are found).
    public func isAvailable() -> Bool {
        (try? library.sampleRate()) != nil
    }

    /// Every voice, without MBROLA voices (they are listed but cannot load
    /// unless mbrola is installed), sorted by identifier.
    public func voices() throws(SpeechError) -> [VoiceInfo] {
        try library.voices()
    }

    /// Lets ``beginSession()`` start `executable` (a11ysim itself) as the
    /// session server. Without one, sessions share this process's library.
    public func useSessionServer(executable: String) {
        serverExecutable = executable
    }

    /// Starts the session server now, when one is set and not yet running,
    /// so that it is ready by the second session: for a caller about to
    /// run several files. A server that cannot start is reported by
    /// ``beginSession()``.
    public func prepareSessions() {
        guard let serverExecutable, server == nil else { return }
        server = try? EspeakSessionClient(executable: URL(fileURLWithPath: serverExecutable))
    }

    /// Begins a session: from here on espeak-ng speaks as in a freshly
    /// started process (this process's library while nothing has touched
    /// it, else a session of the server), and nothing is reused from the
    /// cache of earlier sessions.
    public func beginSession() throws(SpeechError) {
        cache.removeAll(keepingCapacity: true)
        cachedSamples = 0
        guard let serverExecutable, library.touched || server != nil else { return }
        let server: EspeakSessionClient
        if let running = self.server {
            server = running
        } else {
            server = try EspeakSessionClient(executable: URL(fileURLWithPath: serverExecutable))
            self.server = server
        }
        do {
            try server.begin()
            remote = true
        } catch {
            self.server = nil
            throw error
        }
    }

    /// Checks that espeak-ng accepts `voice`, with suggestions when not.
    public func validate(voice: String) throws(SpeechError) {
        if remote, let server {
            try server.validate(voice: voice)
        } else {
            try library.validate(voice: voice)
        }
    }

    /// Synthesizes `text` into 16-bit mono PCM at ``sampleRate()``.
    public func synthesize(_ text: String, parameters: SpeechParameters) throws(SpeechError) -> [Int16] {
        let key = CacheKey(text: text, parameters: parameters)
        if let samples = cache[key] { return samples }
        let samples: [Int16]
        if remote, let server {
            samples = try server.synthesize(text, parameters: parameters)
        } else {
            samples = try library.measuredSynthesis(text, parameters: parameters).samples
        }
        if cachedSamples + samples.count > Self.maximumCachedSamples {
            cache.removeAll(keepingCapacity: true)
            cachedSamples = 0
        }
        cache[key] = samples
        cachedSamples += samples.count
        return samples
    }

    /// What a cached synthesis is known by: within a session espeak-ng's
    /// first samples for a text and parameters are the ones heard again,
    /// and screen readers say the same few phrases again and again
    /// ("Button.", a repeated announcement).
    private struct CacheKey: Hashable {
        var text: String
        var parameters: SpeechParameters
    }

    /// Samples kept in the cache at most (16 MB); it empties when full.
    static let maximumCachedSamples = 8_000_000

    /// Synthesizes `text` in this process and tells when its first samples
    /// arrived, for latency benchmarks (`make bench-speech`).
    public func measuredSynthesis(_ text: String, parameters: SpeechParameters) throws(SpeechError) -> MeasuredSynthesis
    {
        try library.measuredSynthesis(text, parameters: parameters)
    }
}
