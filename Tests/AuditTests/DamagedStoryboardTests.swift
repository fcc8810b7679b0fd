import AppSpec
import Audit
import Crawl
import Diagnostics
import Foundation
import Inputs
import Testing

/// Storyboards damaged the way real files get damaged (Fixtures/Damaged/,
/// also seeds of the storyboard fuzzers): segues rewired into cycles, a
/// detail segue back to the split that holds it, scenes pasted twice with
/// their ids, containers that contain each other. Each ends with a clear
/// result: a bounded crawl, or the diagnostics that say what is wrong.
@MainActor
@Suite struct DamagedStoryboardTests {
    static func path(_ name: String) -> String {
        FixturePaths.fixtures.appendingPathComponent("Damaged/\(name)").path
    }

    static func diagnostics(_ name: String) async -> [String] {
        do {
            _ = try await InputLoader().load(path(name))
            return []
        } catch {
            return error.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    @Test func seguesThatCycleEndAtTheCrawlsDepthAndEveryScreenIsReachedOnce() async throws {
        let audit = try await Auditor().audit(path: Self.path("SegueCycles.storyboard"))
        #expect(audit.error == nil)
        #expect(audit.screens.count == 57)
        #expect(
            Array(audit.screens.map(\.key).prefix(5)) == [
                "inbox@nav@split", "archive", "inbox", "trash", "inbox > trash",
            ])
        #expect(Set(audit.screens.map(\.key)).count == audit.screens.count)
        #expect(audit.screens.allSatisfy { $0.route.count <= 8 })
        #expect(!audit.reachedScreenLimit)
        let again = try await Auditor().audit(path: Self.path("SegueCycles.storyboard"))
        #expect(again.screens.map(\.key) == audit.screens.map(\.key))
        #expect(again.findings == audit.findings)
    }

    @Test func aScenePastedTwiceWithItsIdsIsRefusedAtEachRepeatedId() async {
        #expect(
            await Self.diagnostics("DuplicatedScenes.storyboard") == [
                "116:92: the view id 'archive-next' is used twice (first at line 71)",
                "135:90: the view id 'trash-next' is used twice (first at line 90)",
                "142:91: the view id 'trash-modal' is used twice (first at line 97)",
            ])
    }

    @Test func containersThatContainEachOtherAreNamedAsACycleNotUnrolled() async {
        #expect(
            await Self.diagnostics("ContainmentCycle.storyboard") == [
                "28:78: the controller 'split' is contained by both 'tabs' and 'nav'",
                "18:79: the controllers split → nav → split contain each other in a cycle",
            ])
    }
}
