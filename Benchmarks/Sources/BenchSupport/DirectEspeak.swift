import CEspeakDirect
import Foundation

/// The floor for speech: libespeak-ng called straight from C types, as
/// docs/performance.md measures it. It relies on a11ysim's engine having
/// started the library and chosen the voice and rate already, so both
/// paths synthesize with the same settings in the same process.
public enum DirectEspeak {
    /// One synthesis: nanoseconds to the first samples, whole nanoseconds, samples.
    public static func synthesize(_ text: String) -> (first: Int, total: Int, samples: Int) {
        let sink = DirectSink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        let start = ContinuousClock.now
        espeak_SetSynthCallback(directCallback)
        srand(1)
        _ = text.withCString { pointer in
            espeak_ng_Synthesize(
                pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context.toOpaque())
        }
        let end = ContinuousClock.now
        let first = sink.first.map { EngineWork.nanoseconds($0 - start) } ?? -1
        return (first, EngineWork.nanoseconds(end - start), sink.samples)
    }
}

/// What one direct synthesis produced.
final class DirectSink {
    var samples = 0
    var buffer: [Int16] = []
    var first: ContinuousClock.Instant?
}

private func directCallback(
    _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let events, let userData = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<DirectSink>.fromOpaque(userData).takeUnretainedValue()
    if let wav, count > 0 {
        if sink.first == nil { sink.first = .now }
        // Keep the samples as a11ysim's sink does, so both paths copy the same audio.
        sink.buffer.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
        sink.samples += Int(count)
    }
    return 0
}
