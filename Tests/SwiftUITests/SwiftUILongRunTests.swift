import Inputs
import Scenarios
import SwiftEval
import SwiftUISource
import TestSupport
import Testing

@testable import SwiftUIImport

/// A long run reads the same screen many times (Fixtures/LongRun): what the
/// reader holds for the interpreter stays the same size, so a value kept in
/// a navigation path (a key with a generic page type and an unsigned line)
/// is handed back exactly, and found in a dictionary keyed by such values,
/// after many readings; an object made from a state's initial value keeps
/// what an action appends to it.
@MainActor @Suite struct SwiftUILongRunTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    static func yaml(ticks: Int) -> String {
        var lines = [
            "swiftui: {path: LongRun, view: LongRunView}",
            "steps:",
            "  - expect: {elements: [\"Ticks 0 0\", \"Tick. Button.\", \"Start. Button.\"]}",
            "  - focus: Start",
            "  - doubleTap",
            "  - expect: {elements: [\"Back Button.\", \"Second page\", \"Ticks 0\", \"Tick. Button.\"]}",
        ]
        for _ in 0..<ticks { lines += ["  - focus: Tick", "  - doubleTap"] }
        lines.append(
            "  - expect: {elements: [\"Back Button.\", \"Second page\", \"Ticks \(ticks)\", \"Tick. Button.\"]}")
        lines += [
            "  - escape", "  - expect: {elements: [\"Ticks \(ticks) 0\", \"Tick. Button.\", \"Start. Button.\"]}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `walk.path.append(key)` on an `@Observable` model held in `@State`:
    /// the interpreter appends to the model the state keeps (before, to a
    /// copy made from its initial value, so nothing was pushed), and the
    /// pushed key is found in the model's dictionary keyed by such keys.
    @Test func aModelsPathKeepsWhatAnActionAppendsAndItsKeyIsFound() async throws {
        let result = try await runLinkedFixture("LongRun", paths: Self.paths, yaml: Self.yaml(ticks: 30))
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    /// Plain data shown to the reader again is the first showing, held once:
    /// before, each reading held it anew, and a long run used up the reader's
    /// 50,000 held values, after which a key came back rebuilt from what the
    /// reader showed and no longer matched.
    @Test func plainDataShownAgainIsHeldOnce() throws {
        let text = """
            struct Key: Hashable {
                var line: UInt = 7
                var tags: Set<String> = ["a", "b"]
                var page: Any.Type = Array<Int>.self
                static func == (a: Key, b: Key) -> Bool { a.line == b.line && a.tags == b.tags }
                func hash(into hasher: inout Hasher) { hasher.combine(line) }
            }
            """
        let sources = SwiftSourceSet(files: [try SwiftSourceFile(path: "Key.swift", text: text)])
        let evaluator = SwiftUIEvaluator(sources: sources)
        let key = try #require(evaluator.session.instance(of: "Key", fields: [:]))
        let first = try #require(evaluator.readerValue(key, depth: 0))
        let held = evaluator.cache.heldValues.count
        for _ in 0..<100 {
            #expect(evaluator.readerValue(key, depth: 0) == first)
        }
        #expect(evaluator.cache.heldValues.count == held)
        #expect(evaluator.cache.objectSnapshots.count == 1)
        #expect(evaluator.evalValue(first, depth: 0).pureKey() == key.pureKey())
    }
}
