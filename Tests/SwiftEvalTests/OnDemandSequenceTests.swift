import SwiftEval
import Testing

/// Sequences made on demand: lazy views, a program's own `Sequence` and
/// `Collection` types, `sequence(first:next:)`, `AnyIterator`. Each expected
/// output is what `swiftc -module-name main` printed for the program.
@Suite struct OnDemandSequenceTests {
    private func run(_ source: String) -> String {
        SwiftProgram.run(source: source, fileName: "main.swift").output
    }

    @Test func aLazyFilterCallsItsPredicateOnlyUpToTheFirstMatch() {
        let output = run(
            """
            var seen: [Int] = []
            let found = [1, 2, 3, 4, 5].lazy.filter { x in seen.append(x); return x > 2 }.first
            print(found as Any, seen)
            """)
        #expect(output == "Optional(3) [1, 2, 3]\n")
    }

    @Test func anEndlessLazyChainEndsAtItsPrefix() {
        let output = run("print(Array((1...).lazy.filter { $0 % 2 == 0 }.map { $0 * $0 }.prefix(3)))")
        #expect(output == "[4, 16, 36]\n")
    }

    @Test func aProgramSequenceIsIteratedThroughItsNext() {
        let output = run(
            """
            struct Countdown: Sequence, IteratorProtocol {
                var remaining: Int
                mutating func next() -> Int? {
                    guard remaining > 0 else { return nil }
                    defer { remaining -= 1 }
                    return remaining
                }
            }
            let c = Countdown(remaining: 3)
            for n in c { print(n) }
            print(c.map { $0 * 10 }, Array(c.prefix(2)), c.underestimatedCount)
            for (a, b) in zip(c, 1...) { print(a, b) }
            """)
        #expect(output == "3\n2\n1\n[30, 20, 10] [3, 2] 0\n3 1\n2 2\n1 3\n")
    }

    @Test func aProgramCollectionHasCountFirstAndIndices() {
        let output = run(
            """
            struct Bag: Collection {
                var items: [String]
                var startIndex: Int { items.startIndex }
                var endIndex: Int { items.endIndex }
                func index(after i: Int) -> Int { i + 1 }
                subscript(position: Int) -> String { items[position] }
                func has(_ i: Int) -> Bool { indices.contains(i) }
            }
            let b = Bag(items: ["x", "yy"])
            print(b.count, b.isEmpty, b.first as Any, b.has(1), b.has(2), b.joined(separator: "+"))
            """)
        #expect(output == "2 false Optional(\"x\") true false x+yy\n")
    }

    @Test func unfoldingSequencesCallNextWhenTheNextElementIsAskedFor() {
        let output = run(
            """
            print(Array(sequence(first: 1) { $0 < 40 ? $0 * 3 : nil }))
            var k = 0
            let it = AnyIterator<Int> { k += 1; return k <= 3 ? k : nil }
            print(Array(it), it.next() as Any)
            """)
        #expect(output == "[1, 3, 9, 27, 81]\n[1, 2, 3] nil\n")
    }

    @Test func aLazyViewIsNotPrintedAsAGuess() {
        #expect(run("print([1, 2].lazy.map { $0 })") == "«…»\n")
    }
}
