import Testing

@testable import Speech

@Suite("Finding a sound device before playing")
struct AudioDeviceTests {
    private func detect(environment: [String: String] = [:], files: Set<String> = [], snd: [String] = []) -> AudioDevice
    {
        AudioDevice.detect(
            environment: environment, fileExists: { files.contains($0) },
            directoryContents: { $0 == "/dev/snd" ? snd : [] })
    }

    @Test func noSoundCardAndNoServerMeansNoAudioWithAReason() {
        let device = detect(
            environment: ["PATH": "/usr/bin"], files: ["/usr/bin/aplay"], snd: ["controlC0", "seq", "timer"])
        guard case .unavailable(let reason) = device else {
            Issue.record("expected no device, got \(device)")
            return
        }
        #expect(
            reason
                == "No sound device was found (no playback device in /dev/snd and no PulseAudio or PipeWire server), so speech is printed but not played."
        )
    }

    @Test func anALSAPlaybackDeviceUsesAplay() {
        let device = detect(
            environment: ["PATH": "/bin:/usr/bin"], files: ["/usr/bin/aplay", "/usr/bin/play"],
            snd: ["controlC0", "pcmC0D0c", "pcmC0D0p"])
        #expect(device == .player(PlayerCommand(executable: "/usr/bin/aplay", arguments: ["-q", "-"])))
    }

    @Test func aCaptureOnlyCardIsNoPlaybackDevice() {
        let device = detect(environment: ["PATH": "/usr/bin"], files: ["/usr/bin/aplay"], snd: ["pcmC0D0c"])
        #expect(device != .player(PlayerCommand(executable: "/usr/bin/aplay", arguments: ["-q", "-"])))
    }

    @Test func aPulseAudioSocketPrefersPaplay() {
        let device = detect(
            environment: ["PATH": "/usr/bin", "XDG_RUNTIME_DIR": "/run/user/1000"],
            files: ["/run/user/1000/pulse/native", "/usr/bin/paplay", "/usr/bin/aplay"])
        #expect(device == .player(PlayerCommand(executable: "/usr/bin/paplay", arguments: [])))
    }

    @Test func pulseServerVariableWithOnlySoxUsesPlay() {
        let device = detect(
            environment: ["PATH": "/opt/bin:/usr/bin", "PULSE_SERVER": "tcp:localhost"], files: ["/usr/bin/play"])
        #expect(device == .player(PlayerCommand(executable: "/usr/bin/play", arguments: ["-q", "-t", "wav", "-"])))
    }

    @Test func aDeviceWithoutAnyPlayerSaysWhatToInstall() {
        let device = detect(environment: ["PATH": "/usr/bin"], snd: ["pcmC0D0p"])
        #expect(
            device
                == .unavailable(
                    "A sound device exists but no audio player was found (looked for aplay, play); install alsa-utils or sox to hear speech."
                ))
    }
}
