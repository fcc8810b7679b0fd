extension SpeechError {
    /// Writes the error into a session-server response.
    func write(to writer: inout WireWriter) {
        switch self {
        case .unavailable(let reason):
            writer.byte(0)
            writer.string(reason)
        case .unknownVoice(let name, let suggestions):
            writer.byte(1)
            writer.string(name)
            writer.uint32(UInt32(suggestions.count))
            for suggestion in suggestions { writer.string(suggestion) }
        case .synthesisFailed(let reason):
            writer.byte(2)
            writer.string(reason)
        case .cannotWrite(let path, let reason):
            writer.byte(3)
            writer.string(path)
            writer.string(reason)
        }
    }

    /// Reads an error written by ``write(to:)``; nil when the bytes are not one.
    static func read(from reader: inout WireReader) -> SpeechError? {
        switch reader.byte() {
        case 0:
            return reader.string().map { .unavailable($0) }
        case 1:
            guard let name = reader.string(), let count = reader.uint32(), count <= 1_000 else { return nil }
            var suggestions: [String] = []
            for _ in 0..<count {
                guard let suggestion = reader.string() else { return nil }
                suggestions.append(suggestion)
            }
            return .unknownVoice(name, suggestions: suggestions)
        case 2:
            return reader.string().map { .synthesisFailed($0) }
        case 3:
            guard let path = reader.string(), let reason = reader.string() else { return nil }
            return .cannotWrite(path: path, reason: reason)
        default:
            return nil
        }
    }
}
