import Audit
import Crawl
import Diagnostics
import Foundation
import Testing

/// The crawler: every screen reachable from launch, by activation or as
/// the app's code would get there, each once, with the route to it.
@MainActor
@Suite struct CrawlerTests {
    @Test func crawlerReachesScreensOnlyCodeLeadsTo() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("Crawl/code-only-routes.yaml").path
        let audit = try await Auditor().audit(path: path)
        #expect(audit.error == nil)
        #expect(audit.screens.map(\.key) == ["home", "home > news", "home > promo"])
        #expect(
            audit.screens.map(\.route) == [
                [], ["perform segue 'toNews'"], ["present 'promo' (storyboard identifier PromoScreen)"],
            ])
    }

    @Test func crawlerVisitsEachScreenOnceAndStopsAtItsLimit() async throws {
        let path = FixturePaths.rule("focus-restore", fires: false)
        let audit = try await Auditor().audit(path: path)
        #expect(audit.screens.map(\.key) == ["home", "home > sort"])
        var limited = Auditor()
        limited.maximumScreens = 1
        let stopped = try await limited.audit(path: path)
        #expect(stopped.screens.count == 1 && stopped.reachedScreenLimit)
        #expect(!audit.reachedScreenLimit)
        let report = AuditReport(files: [stopped], configuration: AuditConfiguration(), baseline: nil)
        #expect(
            AuditFormat.text.render(report).contains(
                "  stopped after 1 screen with more to visit; raise maxScreens in .a11ysim.yml or --max-screens\n"))
    }

    @Test func aModalViewShownInsideAScreenIsAScreenOfItsOwn() async throws {
        let path = FixturePaths.repository.appendingPathComponent("Scenarios/elements/modal-view.yaml").path
        let audit = try await Auditor().audit(path: path)
        #expect(audit.screens.map(\.key) == ["home", "home [home/confirm]"])
        let modal = audit.evaluations.first { $0.rule == .modalEscape && $0.screen == "home [home/confirm]" }
        #expect(modal?.outcome == .pass, "Keep account hides the modal view, so it can be closed")
    }

    @Test func storyboardFindingsPointIntoTheStoryboard() async throws {
        let storyboard = FixturePaths.repository.appendingPathComponent(
            "Tests/StoryboardTests/Fixtures/Constructs.storyboard"
        ).path
        let audit = try await Auditor().audit(path: storyboard)
        #expect(audit.error == nil)
        #expect(audit.screens.count >= 4)
        #expect(!audit.findings.isEmpty)
        #expect(audit.findings.allSatisfy { $0.location?.file == storyboard && ($0.location?.line ?? 0) > 1 })
    }
}

/// One finding per element and rule, however many routes reach it.
@MainActor
@Suite struct RouteMergeTests {
    @Test func anElementReachedThroughTwoRoutesIsOneFindingListingBothScreens() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("Crawl/two-routes.yaml").path
        let audit = try await Auditor().audit(path: path)
        #expect(audit.screens.map(\.key).filter { $0.hasSuffix("settings") }.count == 2)
        let unnamed = audit.findings.filter { $0.rule == .interactiveName }
        #expect(unnamed.count == 1)
        #expect(unnamed.first?.element?.path == "settings/gear")
        #expect(unnamed.first?.screen == "home > settings")
        #expect(unnamed.first?.otherScreens == ["profile > settings"])
        let text = AuditFormat.text.render(
            AuditReport(files: [audit], configuration: AuditConfiguration(), baseline: nil))
        #expect(text.contains("      also on: profile > settings\n"))
    }

    @Test func aBaselineEntryForAnyMergedRouteStillSuppressesTheFinding() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("Crawl/two-routes.yaml").path
        let audit = try await Auditor().audit(path: path)
        let finding = try #require(audit.findings.first { $0.rule == .interactiveName })
        let entry = Baseline.Entry(
            rule: "interactive-name", file: path, screen: "profile > settings", element: "settings/gear")
        var baseline = Baseline(findings: [])
        baseline.findings = [entry]
        let report = AuditReport(files: [audit], configuration: AuditConfiguration(), baseline: baseline)
        #expect(report.findings.first { $0.fingerprint == finding.fingerprint }?.isSuppressed == true)
        #expect(report.resolved.isEmpty)
    }
}

/// screen-heading applies to screens that show a title.
@MainActor
@Suite struct ScreenHeadingScopeTests {
    @Test func aScreenThatShowsNoTitleIsNotMissingAHeading() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("Crawl/no-title.yaml").path
        let audit = try await Auditor().audit(path: path)
        #expect(!audit.findings.contains { $0.rule == .screenHeading })
        #expect(audit.evaluations.first { $0.rule == .screenHeading }?.outcome != .violation)
    }

    @Test func aTitleThatIsNotAHeadingStillFires() async throws {
        let audit = try await Auditor().audit(path: FixturePaths.rule("screen-heading", fires: true))
        #expect(audit.findings.filter { $0.rule == .screenHeading }.count == 1)
    }
}

/// nested-interactive and the cell model: a cell's own controls are reachable.
@MainActor
@Suite struct CellNestingTests {
    @Test func controlsACellsElementsReachAreNotNested() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("Crawl/cell-controls.yaml").path
        let audit = try await Auditor().audit(path: path)
        #expect(!audit.findings.contains { $0.rule == .nestedInteractive })
        #expect(audit.evaluations.first { $0.rule == .nestedInteractive }?.outcome != .violation)
        // A control lying on its own cell is no overlap either.
        #expect(!audit.findings.contains { $0.rule == .targetOverlap })
    }

    @Test func aControlHiddenInsideAnElementStillFires() async throws {
        let audit = try await Auditor().audit(path: FixturePaths.rule("nested-interactive", fires: true))
        #expect(audit.findings.filter { $0.rule == .nestedInteractive }.count == 1)
        let overlap = try await Auditor().audit(path: FixturePaths.rule("target-overlap", fires: true))
        #expect(overlap.findings.filter { $0.rule == .targetOverlap }.count == 1)
    }
}

/// Visible text is judged as content, author-written labels as labels.
@MainActor
@Suite struct VisibleTextTests {
    @Test func brandNamesCapitalsAndLongCellTextAreNoLabelFindings() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("Crawl/visible-text.yaml").path
        let audit = try await Auditor().audit(path: path)
        #expect(
            audit.findings.filter { [.labelReadable, .labelLength, .labelPunctuation].contains($0.rule) }.map(\.message)
                == [])
    }

    @Test func anAuthoredLabelInCapitalsFiresAndVisibleCodeIsReadAsShown() async throws {
        let text = """
            root: home
            controllers:
              home:
                views:
                  - heading: Home
                  - button: Go
                    label: SUBMIT YOUR ORDER
                  - button: submitOrderButton
            steps: []
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-labels-\(UUID().uuidString).yaml"
        ).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let audit = try await Auditor().audit(path: path)
        #expect(
            audit.findings.filter { $0.rule == .labelReadable }.map(\.message).sorted() == [
                "The label \"SUBMIT YOUR ORDER\" of 'home/button[1]' is in capitals, which VoiceOver may spell out letter by letter."
            ])
    }
}

/// Content code sets at run time is reviewed, not reported as final.
@MainActor
@Suite struct PlaceholderContentTests {
    @Test func interfaceBuildersDefaultTitlesNeedReview() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("Crawl/placeholder-titles.yaml").path
        let audit = try await Auditor().audit(path: path)
        let placeholder = audit.findings.filter { [.labelRepeatsTrait, .duplicateSpeech].contains($0.rule) }
        #expect(placeholder.count == 3)
        #expect(placeholder.allSatisfy { $0.outcome == .incomplete })
        #expect(
            placeholder.first?.message.hasSuffix(
                "Needs review: \"Button\" is Interface Builder's default title, which the app's code usually replaces at run time."
            ) == true)
    }
}
