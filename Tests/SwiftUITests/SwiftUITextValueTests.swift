import Inputs
import Scenarios
import TestSupport
import Testing

/// `Text` values code keeps (Fixtures/TextValues): a model's `let title:
/// Text` shown and used in an accessibility label (`Text(…) + title`), a
/// `Text` in a struct shown with a modifier; and a trailing closure that
/// fills a closure parameter with a default value when a labelled one
/// fills the next (Swift's forward scan); a value made with closures the
/// reader cannot read (`.init { icon } title: { … }`), made by the interpreter. Before: "Text. Heading.",
/// «config.title», and «header».
@MainActor @Suite struct SwiftUITextValueTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    @Test func textValuesReadAsWhatTheySayInOrder() async throws {
        let yaml = """
            swiftui: {path: TextValues, view: TextValuesView}
            steps:
              - expect: {elements: ["Things to know. Heading.", "1. A thing. Heading.", "First", "Last", "Go. Button."]}

            """
        let result = try await runLinkedFixture("TextValues", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aValueMadeFromClosuresIsTheInterpretersWithItsTexts() async throws {
        let yaml = """
            swiftui: {path: TextValues, view: AreasView}
            steps:
              - expect: {elements: ["Circle. Heading.", "A circle!"]}

            """
        let result = try await runLinkedFixture("TextValues", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func linesOfATextAreRowsAndAResourceReadsAsItsText() async throws {
        let yaml = """
            swiftui: {path: TextValues, view: LinesView}
            steps:
              - expect: {elements: ["First line", "Second line", "Closing words"]}

            """
        let result = try await runLinkedFixture("TextValues", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aLoaderGivesItsImageWhenItsWaitIsOverAndTheDefaultOneNone() async throws {
        let yaml = """
            swiftui: {path: TextValues, view: ProfilesView}
            steps:
              - wait: 1
              - expect: {elements: ["GH", "AT"]}
              - wait: 3
              - expect: {elements: ["GH", "Globe. Image."]}

            """
        let result = try await runLinkedFixture("TextValues", paths: Self.paths, yaml: yaml)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
