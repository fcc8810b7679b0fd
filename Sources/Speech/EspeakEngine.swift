internal import CEspeakNG
internal import Foundation

/// The one owner of libespeak-ng in the process. espeak-ng keeps all its
/// state in globals and is not thread-safe, so every C call in a11ysim is
/// made here, on this actor, one at a time (docs/voiceover-rules.md §9).
///
/// The library is initialised once, on first use, through the
/// `espeak_ng_*` API, which reports missing data instead of exiting the
/// process, in synchronous mode (synthesis runs inside the call and fills a
/// PCM buffer). It is never terminated: 1.51 hangs when terminated after a
/// second initialisation.
public actor EspeakEngine {
    /// The process-wide engine.
    public static let shared = EspeakEngine()

    /// Audio longer than this is cut, so hostile text cannot exhaust memory.
    public static let maximumSeconds = 600

    private enum State {
        case ready(sampleRate: Int)
        case failed(SpeechError)
    }

    private var state: State?
    private var currentVoice: String?
    private var currentRate: Int?
    private var currentPitch: Int?
    private var currentVolume: Int?
    private var cachedVoices: [VoiceInfo]?
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
        switch start() {
        case .ready(let rate): return rate
        case .failed(let error): throw error
        }
    }

    /// Whether espeak-ng starts (its data files are found).
    public func isAvailable() -> Bool {
        if case .ready = start() { return true }
        return false
    }

    /// Every voice, without MBROLA voices (they are listed but cannot load
    /// unless mbrola is installed), sorted by identifier.
    public func voices() throws(SpeechError) -> [VoiceInfo] {
        _ = try sampleRate()
        if let cachedVoices { return cachedVoices }
        var result: [VoiceInfo] = []
        if let list = espeak_ListVoices(nil) {
            var index = 0
            while let voice = list[index] {
                index += 1
                let identifier = voice.pointee.identifier.map { String(cString: $0) } ?? ""
                guard !identifier.hasPrefix("mb/") else { continue }
                let name = voice.pointee.name.map { String(cString: $0) } ?? identifier
                result.append(VoiceInfo(name: name, identifier: identifier, languages: Self.languages(voice.pointee.languages)))
            }
        }
        result.sort { $0.identifier < $1.identifier }
        cachedVoices = result
        return result
    }

    /// Checks that espeak-ng accepts `voice`, with suggestions when not.
    public func validate(voice: String) throws(SpeechError) {
        _ = try sampleRate()
        try select(SpeechParameters(voice: voice, rate: currentRate ?? 175, pitch: currentPitch ?? 50, volume: currentVolume ?? 100))
    }

    /// Synthesizes `text` into 16-bit mono PCM at ``sampleRate()``.
    public func synthesize(_ text: String, parameters: SpeechParameters) throws(SpeechError) -> [Int16] {
        let key = CacheKey(text: text, parameters: parameters)
        if let samples = cache[key] { return samples }
        let samples = try measuredSynthesis(text, parameters: parameters).samples
        if cachedSamples + samples.count > Self.maximumCachedSamples {
            cache.removeAll(keepingCapacity: true)
            cachedSamples = 0
        }
        cache[key] = samples
        cachedSamples += samples.count
        return samples
    }

    /// What a cached synthesis is known by: espeak-ng gives the same
    /// samples for the same text and parameters, and screen readers say the
    /// same few phrases again and again ("Button.", a repeated announcement).
    private struct CacheKey: Hashable {
        var text: String
        var parameters: SpeechParameters
    }

    /// Samples kept in the cache at most (16 MB); it empties when full.
    static let maximumCachedSamples = 8_000_000

    /// Synthesizes `text` and tells when its first samples arrived, for
    /// latency benchmarks (`make bench-speech`).
    public func measuredSynthesis(_ text: String, parameters: SpeechParameters) throws(SpeechError) -> MeasuredSynthesis {
        let rate = try sampleRate()
        try select(parameters)
        let sink = PCMSink(limit: rate * Self.maximumSeconds)
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        // Set on every call: the callback is process-wide state, and a
        // benchmark's direct C calls install their own between ours.
        espeak_SetSynthCallback(espeakSynthCallback)
        // espeak-ng jitters its output with rand(); a fixed seed per
        // utterance makes the same text give the same audio in any order.
        srand(1)
        let status = text.withCString { pointer in
            espeak_ng_Synthesize(pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context.toOpaque())
        }
        guard status == ENS_OK || status == ENS_SPEECH_STOPPED else {
            throw .synthesisFailed(Self.message(for: status))
        }
        return MeasuredSynthesis(samples: sink.samples, firstSamples: sink.firstSamples)
    }

    private func start() -> State {
        if let state { return state }
        espeak_ng_InitializePath(nil)
        var context: espeak_ng_ERROR_CONTEXT?
        var status = espeak_ng_Initialize(&context)
        if status == ENS_OK {
            status = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
        }
        espeak_ng_ClearErrorContext(&context)
        let result: State
        if status == ENS_OK {
            result = .ready(sampleRate: Int(espeak_ng_GetSampleRate()))
        } else {
            let path = ProcessInfo.processInfo.environment["ESPEAK_DATA_PATH"].map { " (ESPEAK_DATA_PATH is '\($0)')" } ?? ""
            result = .failed(.unavailable("its data files could not be loaded\(path): \(Self.message(for: status))."))
        }
        state = result
        return result
    }

    private func select(_ parameters: SpeechParameters) throws(SpeechError) {
        if parameters.voice != currentVoice {
            let status = parameters.voice.withCString { espeak_ng_SetVoiceByName($0) }
            guard status == ENS_OK else {
                currentVoice = nil
                let known = (try? voices()) ?? []
                throw .unknownVoice(parameters.voice, suggestions: VoiceMatcher(voices: known).suggestions(for: parameters.voice))
            }
            currentVoice = parameters.voice
            currentRate = nil
            currentPitch = nil
            currentVolume = nil
        }
        if parameters.rate != currentRate {
            _ = espeak_ng_SetParameter(espeakRATE, Int32(parameters.rate), 0)
            currentRate = parameters.rate
        }
        if parameters.pitch != currentPitch {
            _ = espeak_ng_SetParameter(espeakPITCH, Int32(parameters.pitch), 0)
            currentPitch = parameters.pitch
        }
        if parameters.volume != currentVolume {
            _ = espeak_ng_SetParameter(espeakVOLUME, Int32(parameters.volume), 0)
            currentVolume = parameters.volume
        }
    }

    private static func message(for status: espeak_ng_STATUS) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `espeak_VOICE.languages`: repeated (priority byte, NUL-terminated
    /// code), ended by a zero priority byte.
    private static func languages(_ pointer: UnsafePointer<CChar>?) -> [String] {
        guard var cursor = pointer else { return [] }
        var result: [String] = []
        while cursor.pointee != 0 {
            cursor += 1
            let code = String(cString: cursor)
            if !code.isEmpty { result.append(code) }
            cursor += code.utf8.count + 1
        }
        return result
    }
}

/// Collects the samples of one synchronous synthesis; reached from the C
/// callback through `user_data`, only while `espeak_ng_Synthesize` runs.
private final class PCMSink {
    var samples: [Int16] = []
    var firstSamples: ContinuousClock.Instant?
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }
}

/// espeak-ng's synthesis callback: appends samples to the sink named by the
/// events' `user_data`; returning 1 stops synthesis at the length limit.
private func espeakSynthCallback(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let userData = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<PCMSink>.fromOpaque(userData).takeUnretainedValue()
    if let wav, count > 0 {
        if sink.firstSamples == nil { sink.firstSamples = .now }
        sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
    }
    return sink.samples.count >= sink.limit ? 1 : 0
}
