import SwiftEval
import Testing

/// Lists joined as Apple's platforms join them in US English, the simulated
/// device's language (Foundation on Linux has no `ListFormatter`, so these
/// are not compiled; an array's `formatted()` is, in the book programs).
@Suite struct ListFormatterTests {
    private func run(_ source: String) -> String {
        SwiftProgram.run(source: "import Foundation\n" + source, fileName: "main.swift").output
    }

    @Test func threeOrMoreItemsTakeCommasAndAFinalAnd() {
        let output = run(
            """
            print(ListFormatter.localizedString(byJoining: ["Orange", "banana", "kiwi", "lime"]))
            print(ListFormatter.localizedString(byJoining: ["A", "B"]), ListFormatter.localizedString(byJoining: ["A"]))
            print(ListFormatter.localizedString(byJoining: []).isEmpty)
            """)
        #expect(output == "Orange, banana, kiwi, and lime\nA and B A\ntrue\n")
    }

    @Test func anUnknownItemLeavesTheListUnknown() {
        let output = run(
            """
            let names = ["Ada", String(Int.random(in: 1...9))]
            print(ListFormatter.localizedString(byJoining: names))
            """)
        #expect(output == "«…»\n")
    }
}
