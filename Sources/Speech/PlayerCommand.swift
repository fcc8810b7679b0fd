/// A program that plays a WAV file read from its standard input.
public struct PlayerCommand: Sendable, Hashable {
    /// The program: a name until detection finds its full path.
    public var executable: String
    /// Its arguments; the WAV data comes on standard input.
    public var arguments: [String]

    /// Creates a command.
    public init(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// Players that talk to a PulseAudio or PipeWire server.
    static let serverPlayers = [
        PlayerCommand(executable: "paplay", arguments: []),
        PlayerCommand(executable: "pw-play", arguments: ["-"]),
    ]

    /// Players that reach the sound card (sox's `play` uses a server too when one runs).
    static let alsaPlayers = [
        PlayerCommand(executable: "aplay", arguments: ["-q", "-"]),
        PlayerCommand(executable: "play", arguments: ["-q", "-t", "wav", "-"]),
    ]
}
