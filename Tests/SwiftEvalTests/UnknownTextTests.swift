import SwiftEval
import Testing

/// A text interpolating a value the sources do not settle is unknown, not
/// a text with `«…»` in it: what is derived from it (its count, a
/// comparison) is unknown too. `print` of such a literal still writes its
/// known parts in place; a method given an unknown argument is unknown for
/// that argument's reason, not a gap; a `DateComponentsFormatter` is made
/// and configured, its text unknown.
@Suite struct UnknownTextTests {
    static func run(_ source: String) -> EvalResult { SwiftProgram.run(source: source, fileName: "t.swift") }

    @Test func anInterpolatedUnknownMakesTheTextUnknown() {
        let result = Self.run(
            """
            import Foundation
            let later = Date(timeIntervalSinceNow: 60)
            let text = "until \\(later)"
            print("until \\(later)")
            print(text)
            print(text.count)
            print(text == "until")
            """)
        #expect(result.output == "until «…»\n«…»\n«…»\n«…»\n")
    }

    @Test func aMethodGivenAnUnknownIsUnknownForItsReason() {
        let result = Self.run(
            """
            import Foundation
            let formatter = DateComponentsFormatter()
            formatter.unitsStyle = .full
            let text = formatter.string(from: Date(), to: Date(timeIntervalSinceNow: 60))
            print(text ?? "none")
            """)
        #expect(result.output == "«…»\n")
        #expect(result.unknowns.allSatisfy { $0.cause == .runtimeData })
    }
}
