internal import Glibc

/// One end of the pipes between a11ysim and its espeak-ng session server
/// (``EspeakSessionServer``): frames of a kind byte, a 32-bit payload
/// length and the payload, in the machine's byte order (both ends are the
/// same program on the same machine).
struct EspeakChannel {
    /// What a request asks.
    enum Request: UInt8 {
        /// Start a session: a process with espeak-ng as a fresh one has it.
        case begin = 0x42
        /// End the session.
        case end = 0x45
        /// Check a voice (``EspeakLibrary/validate(voice:)``).
        case validate = 0x56
        /// Synthesize text (``EspeakLibrary/measuredSynthesis(_:parameters:)``).
        case synthesize = 0x53
    }

    /// How a response begins.
    enum Status: UInt8 {
        case ok = 0
        case failed = 1
    }

    /// The file descriptor frames are read from.
    let input: Int32
    /// The file descriptor frames are written to.
    let output: Int32

    /// Writes one frame; false when the other end is gone.
    func send(_ kind: UInt8, _ payload: [UInt8] = []) -> Bool {
        var frame = WireWriter()
        frame.byte(kind)
        frame.uint32(UInt32(payload.count))
        return write(frame.bytes) && write(payload)
    }

    /// Reads one frame; nil at the end of input or on a broken frame.
    func receive() -> (kind: UInt8, payload: [UInt8])? {
        guard let header = read(5) else { return nil }
        var reader = WireReader(header)
        guard let kind = reader.byte(), let length = reader.uint32(), length <= Self.maximumPayload,
              let payload = read(Int(length))
        else { return nil }
        return (kind, payload)
    }

    /// The largest payload accepted: more than ten minutes of audio
    /// (``EspeakEngine/maximumSeconds``) at espeak-ng's 22,050 Hz.
    static let maximumPayload: UInt32 = 64 << 20

    private func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private func read(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(input, buffer.baseAddress! + offset, count - offset)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { return nil }
            offset += got
        }
        return bytes
    }
}
