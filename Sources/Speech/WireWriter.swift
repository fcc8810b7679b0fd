/// Builds a session-server frame's payload (``EspeakChannel``).
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func uint32(_ value: UInt32) {
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
    }

    /// A length and the UTF-8 bytes.
    mutating func string(_ value: String) {
        uint32(UInt32(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }
}
