public import Foundation

/// A 16-bit mono PCM WAV file: the canonical 44-byte RIFF header and
/// little-endian samples.
public struct WAVFile: Sendable, Hashable {
    /// The samples.
    public var samples: [Int16]
    /// Samples per second.
    public var sampleRate: Int

    /// Creates a file from samples.
    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// Reads a 16-bit mono PCM WAV file as ``data`` writes it.
    public init(contentsOf path: String) throws(SpeechError) {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .cannotWrite(path: path, reason: "it cannot be read: \(error.localizedDescription)")
        }
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count >= 44, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8),
            u16(20) == 1, u16(22) == 1, u16(34) == 16, bytes[36..<40].elementsEqual("data".utf8)
        else {
            throw .cannotWrite(path: path, reason: "it is not a 16-bit mono PCM WAV file")
        }
        let count = min(u32(40), bytes.count - 44) / 2
        sampleRate = u32(24)
        samples = (0..<count).map { Int16(bitPattern: UInt16(u16(44 + $0 * 2))) }
    }

    /// The length in seconds.
    public var duration: Double { Double(samples.count) / Double(max(1, sampleRate)) }

    /// The file's bytes.
    public var data: Data {
        var data = Data(capacity: 44 + samples.count * 2)
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        let byteCount = UInt32(samples.count * 2)
        data.append(contentsOf: Array("RIFF".utf8))
        append32(36 + byteCount)
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8))
        append32(16)
        append16(1)  // PCM
        append16(1)  // mono
        append32(UInt32(sampleRate))
        append32(UInt32(sampleRate * 2))
        append16(2)
        append16(16)
        data.append(contentsOf: Array("data".utf8))
        append32(byteCount)
        for sample in samples { append16(UInt16(bitPattern: sample)) }
        return data
    }

    /// Writes the file atomically (a temporary file renamed into place).
    public func write(to path: String) throws(SpeechError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}
