public import Speech

/// `--audio-file`: each scenario's mixdown, in file order, joined with a
/// second of silence into one WAV.
@MainActor
public final class AudioTracks {
    private var tracks: [WAVFile] = []

    /// No tracks yet.
    public init() {}

    /// Adds a scenario's mixdown after the others.
    public func append(_ track: WAVFile) {
        tracks.append(track)
    }

    /// Whether no scenario has added a track.
    public var isEmpty: Bool { tracks.isEmpty }

    /// The whole run as one file.
    public var joined: WAVFile {
        let rate = tracks.first?.sampleRate ?? 22_050
        var samples: [Int16] = []
        for (index, track) in tracks.enumerated() {
            if index > 0 { samples += Array(repeating: 0, count: rate) }
            samples += track.samples
        }
        return WAVFile(samples: samples, sampleRate: rate)
    }
}
