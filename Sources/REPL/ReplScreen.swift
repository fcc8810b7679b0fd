/// How ``ReplLine``s look: plain text, or with ANSI colours when standard
/// output is a terminal and NO_COLOR is unset. Lines are cut to the
/// terminal's width so an 80x24 terminal scrolls cleanly.
struct ReplScreen {
    var colors: Bool
    var width: Int

    /// The line, styled and cut to the width, without a newline.
    func render(_ line: ReplLine) -> String {
        var text = line.text
        if case .status = line { text = fit(text) }
        guard colors else { return text }
        let style: String
        switch line {
        case .command: style = "2"  // dim
        case .speech: style = "1"  // bold
        case .sound: style = "36"  // cyan
        case .hint: style = "2;3"  // dim italic
        case .info: return text
        case .error: style = "31"  // red
        case .status: style = "7"  // inverse
        }
        return "\u{1B}[\(style)m\(text)\u{1B}[0m"
    }

    /// `text` cut to the width with "…". Only the status line is cut;
    /// speech wraps, so every word spoken stays visible.
    private func fit(_ text: String) -> String {
        guard width > 0, text.count > width else { return text }
        return String(text.prefix(max(1, width - 1))) + "…"
    }
}
