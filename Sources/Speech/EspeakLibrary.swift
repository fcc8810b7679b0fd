internal import CEspeakNG
internal import Foundation

/// libespeak-ng's calls, made by the one owner of the library in a process:
/// ``EspeakEngine`` in a11ysim's own processes, ``EspeakSessionServer`` in
/// the session server. espeak-ng keeps all its state in globals and is not
/// thread-safe, so an instance is used from one place at a time.
///
/// The library is initialised once, on first use, through the
/// `espeak_ng_*` API, which reports missing data instead of exiting the
/// process, in synchronous mode (synthesis runs inside the call and fills a
/// PCM buffer). It is never terminated: 1.51 hangs when initialised again
/// after termination, which is why a fresh state comes from a new process.
final class EspeakLibrary {
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
    /// Whether anything beyond starting has been asked of espeak-ng: its
    /// audio depends on what it did before, so only an untouched library
    /// speaks as a fresh process's does.
    private(set) var touched = false

    init() {}

    /// The sample rate, after starting espeak-ng if needed.
    func sampleRate() throws(SpeechError) -> Int {
        switch start() {
        case .ready(let rate): return rate
        case .failed(let error): throw error
        }
    }

    /// Every voice, without MBROLA voices (they are listed but cannot load
    /// unless mbrola is installed), sorted by identifier.
    func voices() throws(SpeechError) -> [VoiceInfo] {
        _ = try sampleRate()
        if let cachedVoices { return cachedVoices }
        touched = true
        var result: [VoiceInfo] = []
        if let list = espeak_ListVoices(nil) {
            var index = 0
            while let voice = list[index] {
                index += 1
                let identifier = voice.pointee.identifier.map { String(cString: $0) } ?? ""
                guard !identifier.hasPrefix("mb/") else { continue }
                let name = voice.pointee.name.map { String(cString: $0) } ?? identifier
                result.append(
                    VoiceInfo(name: name, identifier: identifier, languages: Self.languages(voice.pointee.languages)))
            }
        }
        result.sort { $0.identifier < $1.identifier }
        cachedVoices = result
        return result
    }

    /// Reads the list of installed voices into espeak-ng's own cache (a
    /// scan of its voices folder, about 3 ms), as its first voice selection
    /// would: done once before forking sessions, it leaves every session's
    /// audio as a fresh process's (the session server, and a test that
    /// compares the audio, rely on it).
    func readVoiceList() {
        _ = espeak_ListVoices(nil)
    }

    /// Checks that espeak-ng accepts `voice`, with suggestions when not.
    func validate(voice: String) throws(SpeechError) {
        _ = try sampleRate()
        try select(
            SpeechParameters(
                voice: voice, rate: currentRate ?? 175, pitch: currentPitch ?? 50, volume: currentVolume ?? 100))
    }

    /// Synthesizes `text` and tells when its first samples arrived.
    func measuredSynthesis(_ text: String, parameters: SpeechParameters) throws(SpeechError) -> MeasuredSynthesis {
        let rate = try sampleRate()
        try select(parameters)
        touched = true
        let sink = PCMSink(limit: rate * EspeakEngine.maximumSeconds)
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        // Set on every call: the callback is process-wide state, and a
        // benchmark's direct C calls install their own between ours.
        espeak_SetSynthCallback(espeakSynthCallback)
        // espeak-ng jitters its output with rand(); a fixed seed per
        // utterance makes the same text give the same audio in any order.
        srand(1)
        let status = text.withCString { pointer in
            espeak_ng_Synthesize(
                pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context.toOpaque())
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
            let path =
                ProcessInfo.processInfo.environment["ESPEAK_DATA_PATH"].map { " (ESPEAK_DATA_PATH is '\($0)')" } ?? ""
            result = .failed(.unavailable("its data files could not be loaded\(path): \(Self.message(for: status))."))
        }
        state = result
        return result
    }

    private func select(_ parameters: SpeechParameters) throws(SpeechError) {
        touched = true
        if parameters.voice != currentVoice {
            var status = parameters.voice.withCString { espeak_ng_SetVoiceByName($0) }
            if status != ENS_OK, let identifier = voiceSpeaking(parameters.voice) {
                status = identifier.withCString { espeak_ng_SetVoiceByName($0) }
            }
            guard status == ENS_OK else {
                currentVoice = nil
                let known = (try? voices()) ?? []
                throw .unknownVoice(
                    parameters.voice, suggestions: VoiceMatcher(voices: known).suggestions(for: parameters.voice))
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

    /// The voice for a language code that is not a voice's file name
    /// (`en-gb` is spoken by `gmw/en`), keeping a `+variant`: a voice whose
    /// main language it is, else the first that lists it. nil when none does.
    private func voiceSpeaking(_ name: String) -> String? {
        let parts = name.lowercased().split(separator: "+", maxSplits: 1)
        guard let language = parts.first.map(String.init), !language.isEmpty, let known = try? voices() else {
            return nil
        }
        let match =
            known.first { $0.languages.first?.lowercased() == language }
            ?? known.first { $0.languages.contains { $0.lowercased() == language } }
        guard let match else { return nil }
        return match.identifier + (parts.count > 1 ? "+" + parts[1] : "")
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
private func espeakSynthCallback(
    _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let events, let userData = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<PCMSink>.fromOpaque(userData).takeUnretainedValue()
    if let wav, count > 0 {
        if sink.firstSamples == nil { sink.firstSamples = .now }
        sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
    }
    return sink.samples.count >= sink.limit ? 1 : 0
}
