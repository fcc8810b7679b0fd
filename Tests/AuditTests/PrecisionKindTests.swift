import AppModel
import AppSpec
import Audit
import Crawl
import Diagnostics
import Foundation
import Inputs
import Testing

/// The kinds of false finding the hand-labelled samples of real storyboards
/// showed (docs/audit-precision.md), each beside a true kind nearby that
/// still fires: what the running app shows decides.
@MainActor
@Suite struct PrecisionKindTests {
    static func audit(_ name: String) async throws -> FileAudit {
        try await Auditor().audit(path: FixturePaths.fixtures.appendingPathComponent("Precision/\(name)").path)
    }

    static func outcomes(_ audit: FileAudit, _ rule: AuditRule) -> [String] {
        audit.findings.filter { $0.rule == rule }.map { "\($0.element?.path ?? "-") \($0.outcome.rawValue)" }
    }

    @Test func contentAScrollViewClipsIsReachedBySwipingAndIsBesideNothingOutsideIt() async throws {
        let audit = try await Self.audit("scroll-content.yaml")
        #expect(
            Self.outcomes(audit, .unreachableElement) == [], "the swipe reaches the fields below the scroll view's edge"
        )
        #expect(
            Self.outcomes(audit, .targetOverlap) == ["home/form/moreHelp violation"],
            "two buttons inside the scroll view still collide")
        #expect(Self.outcomes(audit, .controlSpacing) == [])
    }

    @Test func controlsCodeShowsOneAtATimeAreReviewedAndOthersStillFire() async throws {
        let audit = try await Self.audit("outlets.yaml")
        #expect(Self.outcomes(audit, .controlSpacing) == ["bar/stack[1]/reload incomplete", "bar/forward violation"])
        let review = try #require(audit.findings.first { $0.rule == .controlSpacing && $0.outcome == .incomplete })
        #expect(
            review.message.hasSuffix(
                "Needs review: both are held by outlets of OmniBar (OmniBar.refreshButton, OmniBar.clearButton), whose code can hide either; the file draws every state at once, so whether the app ever shows the two together is not known."
            ))
        #expect(Self.outcomes(audit, .clippedText) == ["bar/title incomplete", "bar/caption violation"])
    }

    @Test func repeatedRowsAndFieldsNamedOnlyByTheSamePlaceholderAreNoDuplicateSpeech() async throws {
        let audit = try await Self.audit("repeated-rows.yaml")
        #expect(Self.outcomes(audit, .duplicateSpeech) == ["list/share2 violation"])
        #expect(
            Self.outcomes(audit, .placeholderOnlyName) == [
                "list/textField[1] violation", "list/textField[2] violation",
            ])
    }

    @Test func aMisplacedFrameIsReviewedUnlessConstraintsFixTheSizeAndSwitchesKeepTheirSystemSize() async throws {
        let audit = try await Self.audit("layout-facts.yaml")
        #expect(Self.outcomes(audit, .targetSize) == ["home/misplaced incomplete", "home/fixed violation"])
        #expect(Self.outcomes(audit, .controlSpacing) == [], "two switches 4 pt apart keep UIKit's hit regions")
        #expect(Self.outcomes(audit, .offScreenInTree) == ["home/stack[1]/completed incomplete"])
        #expect(
            !Self.outcomes(audit, .targetSize).contains { $0.hasPrefix("home/info") }, "UIKit sizes its info button")
    }

    @Test func aContainerMadeTheElementOnPurposeAndAFieldARowFillsAreReviewed() async throws {
        let audit = try await Self.audit("containers-and-rows.yaml")
        #expect(Self.outcomes(audit, .nestedInteractive) == ["home/purposeful incomplete", "home/careless violation"])
        #expect(
            Self.outcomes(audit, .interactiveName) == [
                "home/table[1]/cell[1]/rowField incomplete", "home/table[1]/cell[2]/staticField violation",
            ])
    }

    @Test func whatInterfaceBuilderSavesReachesTheRules() async throws {
        let audit = try await Self.audit("Settings.storyboard")
        #expect(audit.screens.map(\.key) == ["SettingsViewController", "SettingsViewController > Welcome"])
        // UIKit's "Search" placeholder names the search bar.
        #expect(Self.outcomes(audit, .interactiveName) == [])
        // The segmented control in the settings row is reached through its segments.
        #expect(Self.outcomes(audit, .nestedInteractive) == [])
        // Required constraints fix 44 by 44 for the misplaced gear button; the other misplaced button is reviewed.
        #expect(
            Self.outcomes(audit, .targetSize) == [
                "SettingsViewController/Reset incomplete",
                "SettingsViewController/tBv-Pr-001/tAg-Cl-001/contentView 2/Remove violation",
                "SettingsViewController/tBv-Pr-001/nTe-Cl-001/contentView 3/Edit violation",
            ])
        // Two prototype rows are samples, not neighbours.
        #expect(Self.outcomes(audit, .targetOverlap) == [])
        #expect(Self.outcomes(audit, .controlSpacing) == [])
        // The scene a storyboard reference stands for is in a file that is not an input.
        #expect(Self.outcomes(audit, .modalEscape) == ["- incomplete"])
        #expect(
            audit.findings.first { $0.rule == .modalEscape }?.message.contains(
                "Needs review: what it shows is in Onboarding.storyboard, scene Welcome") == true)
        #expect(Self.outcomes(audit, .modalBackground) == ["SettingsViewController/Search incomplete"])
        // A fixed font is one finding per text, listing the other screens that show it.
        let fonts = audit.findings.filter { $0.rule == .dynamicType }
        #expect(
            fonts.map { $0.element?.path ?? "-" } == [
                "SettingsViewController/tBv-St-001/Theme cell/contentView/Theme", "SettingsViewController/Version 2.1",
            ])
        #expect(
            fonts.map(\.otherScreens) == [["SettingsViewController > Welcome"], ["SettingsViewController > Welcome"]])
    }

    @Test func aStoryboardReferenceIsFollowedIntoTheFileBesideItAndAMissingOneIsReviewed() async throws {
        let audit = try await Self.audit("References/Main.storyboard")
        #expect(audit.error == nil)
        #expect(
            audit.screens.map(\.key) == [
                "HomeViewController", "HomeViewController > Onboarding: Welcome", "HomeViewController > Help",
                "HomeViewController > Onboarding: Welcome > Onboarding: Main",
            ])
        // The followed scene is audited where it is written, and its Done button closes it.
        let overlap = try #require(audit.findings.first { $0.rule == .targetOverlap })
        #expect(overlap.element?.path == "Onboarding: Welcome/Done")
        #expect(overlap.location?.file.hasSuffix("References/Onboarding.storyboard") == true)
        #expect(Self.outcomes(audit, .modalEscape) == ["- incomplete"], "only the missing Help.storyboard is reviewed")
        #expect(audit.findings.first { $0.rule == .modalEscape }?.screen == "HomeViewController > Help")
    }

    @Test func outletsAndOutlineNamesAreImported() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("Precision/Settings.storyboard").path
        let spec = try await InputLoader().load(path).spec
        let views = spec.controllers.flatMap { controller in
            var all: [ViewSpec] = []
            var pending = controller.views
            while let view = pending.popLast() {
                all.append(view)
                pending += view.subviews
            }
            return all
        }
        #expect(views.first { $0.id == "Version 2.1" }?.outlet == "SettingsViewController.versionLabel")
        #expect(
            views.first { $0.id == "footerView" }?.outlet == "SettingsViewController.footerView",
            "an outlet names a view that has no text")
        #expect(views.first { $0.id == "Theme cell" }?.objectID == "tHm-Cl-001", "the outline name names the cell")
        #expect(views.first { $0.id == "Advanced" }?.frame?.size == Size(width: 44, height: 44))
        #expect(views.first { $0.id == "Advanced" }?.layout == [.misplaced, .fixedSize])
        #expect(
            views.first { $0.id == "tAg-Cl-001" }.map {
                if case .cell(let cell) = $0.content { cell.isPrototype } else { false }
            } == true)
        #expect(spec.controllers.first { $0.id == "Welcome" }?.reference == "Onboarding.storyboard, scene Welcome")
        #expect(views.first { $0.id == "More Info" }?.layout == [.systemSize], "UIKit names and sizes its info button")
    }
}
