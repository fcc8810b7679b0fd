internal import Foundation

/// Where live speech can be played, decided up front from what the machine
/// has (docs/voiceover-rules.md §9): espeak-ng's own playback fails silently and
/// prints ALSA errors when there is no sound card, so a11ysim never asks it
/// to play. It looks for a sound server or an ALSA playback device and a
/// player program, and plays its own synthesized audio through that.
public enum AudioDevice: Sendable, Hashable {
    /// A device exists; audio goes to this player.
    case player(PlayerCommand)
    /// No way to play audio; the sentence says why.
    case unavailable(String)

    /// What this machine offers, read from the environment and the file system.
    public static func detect() -> AudioDevice {
        detect(
            environment: ProcessInfo.processInfo.environment,
            fileExists: { FileManager.default.fileExists(atPath: $0) },
            directoryContents: { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] })
    }

    /// What a machine with this environment and these files offers.
    static func detect(
        environment: [String: String], fileExists: (String) -> Bool, directoryContents: (String) -> [String]
    ) -> AudioDevice {
        let server = hasSoundServer(environment: environment, fileExists: fileExists)
        let alsa = directoryContents("/dev/snd").contains { $0.hasPrefix("pcmC") && $0.hasSuffix("p") }
        guard server || alsa else {
            return .unavailable(
                "No sound device was found (no playback device in /dev/snd and no PulseAudio or PipeWire server), so speech is printed but not played."
            )
        }
        let candidates = server ? PlayerCommand.serverPlayers + PlayerCommand.alsaPlayers : PlayerCommand.alsaPlayers
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for candidate in candidates {
            for folder in path {
                let executable = (folder as NSString).appendingPathComponent(candidate.executable)
                if fileExists(executable) {
                    var found = candidate
                    found.executable = executable
                    return .player(found)
                }
            }
        }
        let names = candidates.map(\.executable).joined(separator: ", ")
        return .unavailable(
            "A sound device exists but no audio player was found (looked for \(names)); install alsa-utils or sox to hear speech."
        )
    }

    private static func hasSoundServer(environment: [String: String], fileExists: (String) -> Bool) -> Bool {
        if let server = environment["PULSE_SERVER"], !server.isEmpty { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
        return fileExists(runtime + "/pulse/native") || fileExists(runtime + "/pipewire-0")
    }
}
