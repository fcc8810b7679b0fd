import SwiftUIImport
import Testing

/// A `Section` given its content, header and footer as closures by label
/// (`Section(content: { … }, header: { … }, footer: ({ … }))`) reads them as
/// it reads trailing closures: the header a heading, the footer text after
/// the rows (Fixtures/SectionClosures).
@MainActor @Suite struct SwiftUISectionClosureTests {
    @Test func labeledClosuresAreTheSectionsHeaderAndFooter() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("SectionClosures")
        #expect(elements == ["Pet. Heading.", "Momo. Text Field.", "Required"])
    }
}
