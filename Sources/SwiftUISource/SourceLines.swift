/// Where each line of a file starts, to place a byte offset at a line and
/// column as swift-syntax's `SourceLocationConverter` does (1-based, the
/// column in UTF-8 bytes; `\n`, `\r\n` and `\r` end lines), from one scan
/// of the text rather than a walk of the tree.
struct SourceLines: Sendable {
    /// The UTF-8 offset at which each line starts.
    private let starts: [Int]

    /// The lines of `text`.
    init(_ text: String) {
        var text = text
        self.starts = text.withUTF8 { bytes in
            var starts = [0]
            var previous: UInt8 = 0
            for (index, byte) in bytes.enumerated() {
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if previous == 0x0D {
                    // A lone `\r` ended the line before this byte.
                    starts.append(index)
                }
                previous = byte
            }
            if previous == 0x0D { starts.append(bytes.count) }
            return starts
        }
    }

    /// The 1-based line and UTF-8 column of `offset`.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line starting at or before the offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
