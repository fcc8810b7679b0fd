import Audit
import Crawl
import Foundation
import Testing

/// The colour, text-size and geometry patterns real storyboards showed: what
/// the input cannot tell is reviewed once, with the reason; UIKit's own
/// design is not reported.
@MainActor
@Suite struct AppearanceRuleTests {
    static func crawl(_ name: String) async throws -> FileAudit {
        try await Auditor().audit(path: FixturePaths.fixtures.appendingPathComponent("Crawl/\(name).yaml").path)
    }

    @Test func aDarkOnlyClashWithUIKitsAdaptiveColoursIsOneReviewForTheScreen() async throws {
        let audit = try await Self.crawl("dark-clash")
        let contrast = audit.findings.filter { $0.rule == .textContrast }
        #expect(contrast.map(\.outcome) == [.incomplete])
        #expect(contrast.first?.element == nil)
        #expect(
            contrast.first?.message
                == "In the dark appearance 2 texts lose contrast where a fixed colour meets one UIKit adapts: \"Settings\", \"Account\". Needs review: whether the app runs in the dark appearance (UIUserInterfaceStyle in Info.plist, overrideUserInterfaceStyle) is not in the input."
        )
    }

    @Test func textOverAPictureIsReviewedOncePerPicture() async throws {
        let audit = try await Self.crawl("text-over-image")
        let contrast = audit.findings.filter { $0.rule == .textContrast }
        #expect(contrast.map(\.outcome) == [.incomplete])
        #expect(contrast.first?.element?.path == "home/image[1]")
        #expect(
            contrast.first?.message.hasPrefix(
                "2 texts are drawn over the image 'home/image[1]': \"Welcome\", \"Sign in to continue\".") == true)
    }

    @Test func uikitsOwnColourPairsAreNotJudged() async throws {
        let audit = try await Self.crawl("uikit-colours")
        #expect(audit.findings.filter { $0.rule == .textContrast }.isEmpty)
        #expect(
            audit.findings.filter { $0.rule == .targetSize }.map(\.impact) == [.moderate],
            "the cell's 30 pt custom button still fires, at the HIG level")
    }

    @Test func placesTheInputDoesNotFixAreReviewedOrGiveNoEvidence() async throws {
        let audit = try await Self.crawl("unknown-geometry")
        let offScreen = audit.findings.filter { $0.rule == .offScreenInTree }
        #expect(
            offScreen.map { "\($0.element?.path ?? "-") \($0.outcome.rawValue)" } == [
                "home/text[2] incomplete", "home/text[3] violation",
            ])
        #expect(offScreen.first?.message.contains("drawn on a 375 by 1200 canvas") == true)
        #expect(
            audit.findings.filter { $0.rule == .targetSize }.isEmpty, "a frame a11ysim invented is no evidence of size")
    }

    @Test func anImageNameIsNotVisibleTextAndADimmedButtonIsNoTarget() async throws {
        let audit = try await Self.crawl("image-buttons")
        #expect(audit.findings.filter { $0.rule == .labelInName }.isEmpty)
        #expect(audit.findings.filter { $0.rule == .targetSize }.isEmpty)
        #expect(audit.findings.filter { $0.rule == .disabledControl }.map(\.outcome) == [.incomplete])
    }

    @Test func theTrueKindsStillFire() async throws {
        for rule in [
            AuditRule.textContrast, .nonTextContrast, .dynamicType, .clippedText, .labelInName, .controlSpacing,
        ] {
            let audit = try await Auditor().audit(path: FixturePaths.rule(rule.rawValue, fires: true))
            #expect(audit.findings.contains { $0.rule == rule && $0.outcome == .violation }, "\(rule.rawValue) fires")
        }
    }
}

@MainActor
@Suite struct LayoutOverlapTests {
    @Test func contentUnderABarAndAControlSpillingFromItsCellAreNoCollisions() async throws {
        let audit = try await AppearanceRuleTests.crawl("bars-and-cells")
        #expect(audit.findings.filter { $0.rule == .targetOverlap }.isEmpty)
    }
}

@MainActor
@Suite struct NameScopeTests {
    @Test func aScreenThatIsOnlyItsTitleAndAFieldsPlaceholderAreJudgedOnce() async throws {
        let audit = try await AppearanceRuleTests.crawl("title-only-and-field")
        #expect(
            audit.findings.filter { $0.rule == .screenHeading }.map(\.screen) == ["home"],
            "the home screen has a title and a button; the icon screen only its title")
        #expect(audit.findings.filter { $0.rule == .labelPunctuation || $0.rule == .labelLength }.isEmpty)
    }
}

@MainActor
@Suite struct DuplicateScopeTests {
    @Test func aScreensOwnCopyOfABarButtonNeedsReviewAndSegmentsOfTwoControlsAreNoDuplicates() async throws {
        let audit = try await AppearanceRuleTests.crawl("own-back-button")
        let duplicates = audit.findings.filter { $0.rule == .duplicateSpeech }
        #expect(
            duplicates.map { "\($0.element?.path ?? "-") \($0.outcome.rawValue)" } == ["detail/button[1] incomplete"])
    }

    @Test func twoContentButtonsThatSoundTheSameStillFire() async throws {
        let audit = try await Auditor().audit(path: FixturePaths.rule("duplicate-speech", fires: true))
        #expect(audit.findings.contains { $0.rule == .duplicateSpeech && $0.outcome == .violation })
    }
}

@MainActor
@Suite struct TrueKindTests {
    /// What the hand-labelled sample judged true stays a violation.
    @Test func unlabelledControlsAndAReachableBackgroundStillFire() async throws {
        let audit = try await AppearanceRuleTests.crawl("true-kinds")
        let names = audit.findings.filter { $0.rule == .interactiveName && $0.outcome == .violation }.compactMap(
            \.element?.path)
        #expect(names == ["home/switch[1]", "home/slider[1]", "home/textField[1]"])
        #expect(
            audit.findings.contains {
                $0.rule == .modalBackground && $0.outcome == .violation && $0.message.contains("overCurrentContext")
            })
        for rule in [AuditRule.placeholderOnlyName, .conflictingTraits, .labelFileName] {
            let fixture = try await Auditor().audit(path: FixturePaths.rule(rule.rawValue, fires: true))
            #expect(fixture.findings.contains { $0.rule == rule && $0.outcome == .violation }, "\(rule.rawValue) fires")
        }
        let size = try await Auditor().audit(path: FixturePaths.rule("target-size", fires: true))
        #expect(
            size.findings.contains {
                $0.rule == .targetSize && $0.element?.path == "home/info" && $0.impact == .moderate
            }, "a custom 24 pt button still fires")
    }
}

@MainActor
@Suite struct DarkAppearanceNoteTests {
    @Test func aFindingSaysWhenTheDarkAppearanceWasNotChecked() async throws {
        let audit = try await AppearanceRuleTests.crawl("dark-unknown")
        let contrast = audit.findings.filter { $0.rule == .textContrast }
        #expect(
            contrast.map(\.message) == [
                "\"Grey\": #AAAAAA on #FFFFFF is 2.32:1, under the 4.5:1 WCAG 1.4.3 asks of text under 18 pt (14 pt bold). The dark appearance was not checked: 'Paper' has no dark value in the input."
            ])
    }
}

@MainActor
@Suite struct TabNameTests {
    @Test func aTabNamedForButtonsRepeatsNoTraitButAButtonStillDoes() async throws {
        let audit = try await AppearanceRuleTests.crawl("tab-names")
        #expect(
            audit.findings.filter { $0.rule == .labelRepeatsTrait }.compactMap(\.element?.path) == ["buttons/button[1]"]
        )
    }
}
