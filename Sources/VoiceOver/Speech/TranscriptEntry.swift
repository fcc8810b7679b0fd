/// One line of the transcript: an utterance or an earcon, with its time.
public enum TranscriptEntry: Sendable, Hashable, Codable {
    /// Speech.
    case utterance(Utterance)
    /// A sound, at a time in milliseconds.
    case earcon(Earcon, at: Int)
    /// Speech paused (two-finger tap) at a time.
    case paused(at: Int)
    /// Speech resumed at a time.
    case resumed(at: Int)

    /// When the entry happened, in milliseconds.
    public var time: Int {
        switch self {
        case .utterance(let utterance): utterance.start
        case .earcon(_, let at), .paused(let at), .resumed(let at): at
        }
    }

    /// The entry as `--transcript` prints it, e.g.
    /// `   1.500  description  Wi-Fi. Button.`.
    public var line: String {
        let time = VirtualTime.format(time)
        switch self {
        case .utterance(let utterance):
            let cut = utterance.interruptedAt.map { "  [interrupted at \(VirtualTime.format($0))]" } ?? ""
            return "\(time)  \(utterance.kind.rawValue)  \(utterance.text)\(cut)"
        case .earcon(let earcon, _):
            return "\(time)  earcon  \(earcon.rawValue)"
        case .paused:
            return "\(time)  paused"
        case .resumed:
            return "\(time)  resumed"
        }
    }
}
