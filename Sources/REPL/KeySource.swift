/// The keys typed, one at a time: those decoded from one read and not yet
/// handled come first (a read can carry several, e.g. `:trace⏎` pasted or
/// typed ahead), then new reads from the terminal.
struct KeySource {
    private var pending: [Key] = []
    private var decoder = KeyDecoder()

    /// The next key, reading the terminal when none is waiting; `nil` at
    /// the end of input. An escape sequence left incomplete is flushed
    /// after 40 ms.
    @MainActor mutating func next(from terminal: Terminal) -> Key? {
        while pending.isEmpty {
            guard let bytes = terminal.read(timeout: decoder.hasPending ? 40 : nil) else { return nil }
            pending = bytes.isEmpty ? decoder.flush() : decoder.feed(bytes)
        }
        return pending.removeFirst()
    }
}
