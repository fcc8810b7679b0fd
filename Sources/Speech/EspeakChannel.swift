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
    /// Whether `output` is a socket, written with `MSG_NOSIGNAL` so that a
    /// peer gone away is an error, not `SIGPIPE`.
    var isSocket = false

    /// Writes one frame; false when the other end is gone.
    func send(_ kind: UInt8, _ payload: [UInt8] = []) -> Bool {
        var frame = WireWriter()
        frame.byte(kind)
        frame.uint32(UInt32(payload.count))
        return write(frame.bytes) && write(payload)
    }

    /// Reads one frame; nil at the end of input or on a broken frame.
    func receive() -> (kind: UInt8, payload: [UInt8])? {
        guard let (kind, length) = receiveHeader(), let payload = read(length) else { return nil }
        return (kind, payload)
    }

    /// Writes an `ok` frame of samples (a 32-bit count, then the samples)
    /// straight from their storage, without a copy.
    func sendSamples(_ samples: [Int16]) -> Bool {
        var frame = WireWriter()
        frame.byte(Status.ok.rawValue)
        frame.uint32(UInt32(4 + samples.count * 2))
        frame.uint32(UInt32(samples.count))
        return write(frame.bytes) && samples.withUnsafeBytes { write($0) }
    }

    /// Reads a response to a synthesis: its samples, read straight into
    /// their array, or the failure frame's payload.
    func receiveSamples() -> Result<[Int16], SampleFailure>? {
        guard let (kind, length) = receiveHeader() else { return nil }
        guard kind == Status.ok.rawValue else {
            guard let payload = read(length) else { return nil }
            return .failure(SampleFailure(kind: kind, payload: payload))
        }
        guard length >= 4, let countBytes = read(4) else { return nil }
        var reader = WireReader(countBytes)
        guard let count = reader.uint32().map(Int.init), length == 4 + count * 2 else { return nil }
        var complete = true
        let samples = [Int16](unsafeUninitializedCapacity: count) { buffer, initialized in
            complete = read(into: UnsafeMutableRawBufferPointer(buffer))
            initialized = complete ? count : 0
        }
        return complete ? .success(samples) : nil
    }

    /// A response that was not samples: its kind and payload.
    struct SampleFailure: Error {
        var kind: UInt8
        var payload: [UInt8]
    }

    private func receiveHeader() -> (kind: UInt8, length: Int)? {
        guard let header = read(5) else { return nil }
        var reader = WireReader(header)
        guard let kind = reader.byte(), let length = reader.uint32(), length <= Self.maximumPayload else { return nil }
        return (kind, Int(length))
    }

    /// The largest payload accepted: more than ten minutes of audio
    /// (``EspeakEngine/maximumSeconds``) at espeak-ng's 22,050 Hz.
    static let maximumPayload: UInt32 = 64 << 20

    private func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { write($0) }
    }

    private func write(_ buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let written =
                isSocket
                ? Glibc.send(output, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                : Glibc.write(output, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private func read(_ count: Int) -> [UInt8]? {
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            complete = read(into: UnsafeMutableRawBufferPointer(buffer))
            initialized = complete ? count : 0
        }
        return complete ? bytes : nil
    }

    /// Fills `buffer` from the input; false at its end or on an error.
    private func read(into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let got = Glibc.read(input, base + offset, buffer.count - offset)
            if got < 0 {
                if errno == EINTR { continue }
                return false
            }
            if got == 0 { return false }
            offset += got
        }
        return true
    }
}
