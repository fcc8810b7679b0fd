import Testing

@testable import REPL

@Suite("Decoding terminal bytes into keys")
struct KeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[1;2A", .shiftUp), ("\u{1B}[1;2B", .shiftDown), ("\u{1B}[1;2C", .shiftRight),
        ("\u{1B}[1;2D", .shiftLeft),
        ("\u{1B}[a", .shiftUp), ("\u{1B}[d", .shiftLeft),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\t", .tab), ("\u{1B}[Z", .shiftTab), ("\r", .enter), ("\n", .enter), (" ", .space),
        ("\u{7F}", .backspace), ("\u{03}", .controlC), ("\u{04}", .controlD),
        ("m", .character("m")), ("[", .character("[")), ("]", .character("]")), ("r", .character("r")),
        ("R", .character("R")), ("t", .character("t")), ("a", .character("a")), ("p", .character("p")),
        ("q", .character("q")), (":", .character(":")), ("?", .character("?")), ("é", .character("é")),
    ])
    func everyKeyDecodes(bytes: String, key: Key) {
        #expect(keys(bytes) == [key])
    }

    @Test func aLoneEscapeIsEscapeOnlyOnceNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func anArrowSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[".utf8)).isEmpty)
        #expect(decoder.feed(Array("C".utf8)) == [.right])
        #expect(!decoder.hasPending)
    }

    @Test func aShiftArrowSplitInsideItsParametersIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.feed(Array("2B".utf8)) == [.shiftDown])
    }

    @Test func aUTF8CharacterSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        let bytes = Array("é".utf8)
        #expect(decoder.feed([bytes[0]]).isEmpty)
        #expect(decoder.feed([bytes[1]]) == [.character("é")])
    }

    @Test func severalKeysInOneReadComeOutInOrder() {
        #expect(keys("\u{1B}[C\u{1B}[C\rm\u{1B}[1;2A") == [.right, .right, .enter, .character("m"), .shiftUp])
    }

    @Test func escapeFollowedByAnotherKeyIsEscapeThenThatKey() {
        #expect(keys("\u{1B}m") == [.escape, .character("m")])
        #expect(keys("\u{1B}\u{1B}[D") == [.escape, .left])
    }

    @Test func escapeThenBracketTypedSlowlyIsEscapeThenBracket() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
    }

    @Test func unknownSequencesAreReportedNotDropped() {
        #expect(keys("\u{1B}[15~") == [.unknown(Array("\u{1B}[15~".utf8))])
        #expect(keys("\u{01}") == [.unknown([0x01])])
        #expect(Key.unknown([0x01]).name == "^A")
    }
}
