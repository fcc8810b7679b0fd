import SwiftEval
import Testing

/// Combine's publishers that join others, as a subscription made at once
/// sees them (Combine is not on Linux, so these are checked here, not by
/// the compiler): a merge sends each publisher's values in turn, a
/// `combineLatest` one tuple when every publisher has sent, `Just` its value.
@Suite struct CombineJoinTests {
    private func run(_ source: String) -> String {
        SwiftProgram.run(source: "import Combine\n" + source, fileName: "main.swift").output
    }

    private static let model = """
        final class Model {
            @Published var count = 3
            @Published var name = "x"
            @Published var tags: [String] = []
        }
        let m = Model()

        """

    @Test func combineLatestOfPublishedPropertiesSendsOneTupleOfTheirValues() {
        let output = run(
            Self.model + """
                var text = "?"
                _ = Publishers.CombineLatest3(m.$count, m.$name, m.$tags).sink { count, name, tags in
                    text = "\\(name) \\(count) \\(tags.count)"
                }
                print(text)
                var joined: [String] = []
                _ = m.$count.combineLatest(m.$name) { c, n in "\\(n)\\(c)" }.sink { joined.append($0) }
                print(joined)
                """)
        #expect(output == "x 3 0\n[\"x3\"]\n")
    }

    @Test func aMergeSendsEachPublishersValuesInTurn() {
        let output = run(
            Self.model + """
                var seen: [String] = []
                _ = Publishers.Merge(m.$name, Just("y")).sink { seen.append($0) }
                _ = m.$name.merge(with: Just("z")).map { $0.uppercased() }.sink { seen.append($0) }
                print(seen)
                """)
        #expect(output == "[\"x\", \"y\", \"X\", \"Z\"]\n")
    }

    @Test func removeDuplicatesDropsAValueEqualToTheOneBeforeIt() {
        let output = run(
            Self.model + """
                var numbers: [Int] = []
                _ = Publishers.Merge3(Just(1), Just(1), Just(2)).removeDuplicates().sink { numbers.append($0) }
                _ = m.$count.prepend(0).map { $0 + 1 }.sink { numbers.append($0) }
                _ = Publishers.Zip(Just(5), Empty<Int, Never>()).sink { numbers.append($0.0 + $0.1) }
                print(numbers)
                """)
        #expect(output == "[1, 2, 1, 4]\n")
    }
}
