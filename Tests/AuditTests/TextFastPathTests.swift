import PropertyBased
import Testing

@testable import Audit

/// The audit's byte-level shortcuts for ASCII text give what the general
/// code gives: the words a label is compared by, and estimated widths.
@Suite struct TextFastPathTests {
    /// Any ASCII text, control characters and carriage returns included.
    private static let asciiText = Gen<Character>.ascii.string(of: 0...40)

    @Test func asciiLabelsNormalizeAsThroughCharacterSets() async {
        #expect(StaticAuditor.normalized("  Sign-in, NOW!  ") == "sign in now")
        #expect(StaticAuditor.asciiNormalized("Café") == nil)
        await propertyCheck(count: 2_000, input: Self.asciiText) { text in
            #expect(
                StaticAuditor.asciiNormalized(text) == StaticAuditor.normalizedByCharacterSet(text),
                "\(text.debugDescription)")
        }
    }

    @Test func asciiWidthsAreTheSumOfEachCharactersAdvance() async {
        #expect(TextMeasure.width("Il", size: 10, bold: false) == (0.27 + 0.27) * 10)
        await propertyCheck(count: 2_000, input: Self.asciiText) { text in
            let expected = text.reduce(0.0) { $0 + TextMeasure.advance($1) } * 17 * 1.06
            #expect(TextMeasure.width(Substring(text), size: 17, bold: true) == expected, "\(text.debugDescription)")
        }
    }
}
