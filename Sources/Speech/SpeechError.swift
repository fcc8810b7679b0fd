/// Why speech could not be produced. Messages are full sentences.
public enum SpeechError: Error, Sendable, Hashable, CustomStringConvertible {
    /// espeak-ng could not start, e.g. its data files are missing.
    case unavailable(String)
    /// No espeak-ng voice has this name; `suggestions` are close matches.
    case unknownVoice(String, suggestions: [String])
    /// espeak-ng reported an error while synthesizing.
    case synthesisFailed(String)
    /// A WAV file or audio directory could not be written.
    case cannotWrite(path: String, reason: String)

    /// The message a user reads.
    public var description: String {
        switch self {
        case .unavailable(let reason):
            "espeak-ng is not available: \(reason)"
        case .unknownVoice(let name, let suggestions):
            "espeak-ng has no voice '\(name)'"
                + (suggestions.isEmpty
                    ? "; run 'a11ysim voices' to list them."
                    : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?")
        case .synthesisFailed(let reason):
            "espeak-ng could not synthesize the text: \(reason)"
        case .cannotWrite(let path, let reason):
            "Cannot write '\(path)': \(reason)"
        }
    }
}
