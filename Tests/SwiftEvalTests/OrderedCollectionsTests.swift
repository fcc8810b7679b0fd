import SwiftEval
import Testing

/// swift-collections' `OrderedDictionary` and `OrderedSet` for a program
/// that imports `OrderedCollections`. The package is not on this machine,
/// so each expected output is the behaviour the package documents: keys in
/// the order first set, a key set again keeps its place, a removed key
/// leaves the order, descriptions as `Dictionary`'s and `Array`'s.
@Suite struct OrderedCollectionsTests {
    private func run(_ source: String) -> String {
        SwiftProgram.run(source: source, fileName: "main.swift").output
    }

    @Test func anOrderedDictionaryKeepsTheOrderKeysWereFirstSetIn() {
        let output = run(
            """
            import OrderedCollections
            var d: OrderedDictionary<String, Int> = [:]
            d["b"] = 2
            d["a"] = 1
            d["b"] = 20
            d["c"] = 3
            print(d, d.keys, d.values, d.count)
            d["a"] = nil
            print(d, d.index(forKey: "c") as Any, d.elements.first?.key as Any, d.elements.endIndex)
            d.removeSubrange(1...)
            print(d, d.isEmpty)
            for (key, value) in d { print(key, value) }
            """)
        #expect(
            output == """
                ["b": 20, "a": 1, "c": 3] ["b", "a", "c"] [20, 1, 3] 3
                ["b": 20, "c": 3] Optional(1) Optional("b") 2
                ["b": 20] false
                b 20

                """)
    }

    @Test func anOrderedSetAppendsOnlyWhatItDoesNotHold() {
        let output = run(
            """
            import OrderedCollections
            var s: OrderedSet<Int> = [3, 1, 3]
            let first = s.append(2)
            let again = s.append(1)
            print(s, first.inserted, again, s.firstIndex(of: 2) as Any, s.contains(5))
            s.remove(3)
            print(s, s.count, s[0])
            """)
        #expect(output == "[3, 1, 2] true (inserted: false, index: 1) Optional(2) false\n[1, 2] 2 1\n")
    }

    @Test func withoutTheImportTheNameIsNotDeclared() {
        let output = run("let d = OrderedDictionary<String, Int>()\nprint(d.count)")
        #expect(output.contains("«"))
    }
}
