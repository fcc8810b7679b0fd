extension SpeechParameters {
    /// Writes the parameters into a session-server request.
    func write(to writer: inout WireWriter) {
        writer.string(voice)
        writer.uint32(UInt32(bitPattern: Int32(clamping: rate)))
        writer.uint32(UInt32(bitPattern: Int32(clamping: pitch)))
        writer.uint32(UInt32(bitPattern: Int32(clamping: volume)))
    }

    /// Reads parameters written by ``write(to:)``.
    static func read(from reader: inout WireReader) -> SpeechParameters? {
        guard let voice = reader.string(), let rate = reader.uint32(), let pitch = reader.uint32(),
            let volume = reader.uint32()
        else {
            return nil
        }
        return SpeechParameters(
            voice: voice, rate: Int(Int32(bitPattern: rate)), pitch: Int(Int32(bitPattern: pitch)),
            volume: Int(Int32(bitPattern: volume)))
    }
}
