import CEspeakDirect
import Foundation

/// The baseline: libespeak-ng called straight from C types, as
/// espeak-ng.md §5 measured it. It relies on a11ysim's engine having
/// started the library and chosen the voice and rate already, so both
/// paths synthesize with the same settings in the same process.
enum DirectEspeak {
    /// One synthesis: seconds to the first samples, whole seconds, samples.
    static func synthesize(_ text: String) -> (first: Double, total: Double, samples: Int) {
        let sink = DirectSink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        let start = ContinuousClock.now
        espeak_SetSynthCallback(directCallback)
        srand(1)
        _ = text.withCString { pointer in
            espeak_ng_Synthesize(pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context.toOpaque())
        }
        let end = ContinuousClock.now
        let first = sink.first.map { Measurement.seconds(start, $0) } ?? .nan
        return (first, Measurement.seconds(start, end), sink.samples.count)
    }
}

/// Samples of one direct synthesis.
final class DirectSink {
    var samples: [Int16] = []
    var first: ContinuousClock.Instant?
}

private func directCallback(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let userData = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<DirectSink>.fromOpaque(userData).takeUnretainedValue()
    if let wav, count > 0 {
        if sink.first == nil { sink.first = .now }
        sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
    }
    return 0
}
