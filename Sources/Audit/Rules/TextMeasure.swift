internal import AppModel

/// Estimates how wide text is drawn, without the font's glyph tables:
/// each character counts as a share of the point size by its class
/// (narrow, average lower-case, capitals, wide), in proportions of the
/// system font (docs/audit-rules.md, "clipped-text"). Estimates are within
/// about 10 % on words; Interface Builder sizes a label to its text, so a
/// frame near the estimate is an exact fit, and the clipping rule only
/// reports text that needs a quarter more room than its frame.
enum TextMeasure {
    /// How much wider than its frame text must measure to be reported.
    static let margin = 0.25

    /// The width of `text` in `font` at `size` points.
    static func width(_ text: Substring, size: Double, bold: Bool) -> Double {
        var ems = 0.0
        // ASCII without a carriage return is one character per byte: its
        // advances come from a table of ``advance(_:)``'s answers.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            for byte in text.utf8 { ems += asciiAdvances[Int(byte)] }
        } else {
            for character in text { ems += advance(character) }
        }
        return ems * size * (bold ? 1.06 : 1)
    }

    /// ``advance(_:)`` of each ASCII character, by its code.
    static let asciiAdvances: [Double] = (0..<128).map { code in
        Unicode.Scalar(code).map { advance(Character($0)) } ?? 0.6
    }

    /// The lines `text` needs at `width` points, wrapping at spaces (a word
    /// wider than a line breaks where it must).
    static func lines(_ text: String, width available: Double, size: Double, bold: Bool) -> Int {
        guard available > 0 else { return Int.max }
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += 1
            var used = 0.0
            let space = width(" ", size: size, bold: bold)
            for word in paragraph.split(separator: " ") {
                let wordWidth = width(word, size: size, bold: bold)
                let needed = used == 0 ? wordWidth : used + space + wordWidth
                if needed <= available {
                    used = needed
                } else if used == 0 {
                    let extra = Int((wordWidth / available).rounded(.up)) - 1
                    lines += extra
                    used = wordWidth - Double(extra) * available
                } else {
                    lines += 1
                    used = min(wordWidth, available)
                    if wordWidth > available { lines += Int((wordWidth / available).rounded(.up)) - 1 }
                }
            }
        }
        return lines
    }

    /// A character's advance in ems.
    static func advance(_ character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x20: return 0.26
        case 0x2E80...: return 1.0  // CJK, kana, hangul, emoji: full width
        default: break
        }
        if "il|!.,:;'`Ijf".contains(character) { return 0.27 }
        if "rt()[]{}-\"/ ".contains(character) { return 0.36 }
        if "mwMW@%".contains(character) { return 0.86 }
        if character.isUppercase { return 0.62 }
        if character.isNumber { return 0.57 }
        if character.isLowercase { return 0.53 }
        return 0.6
    }
}
