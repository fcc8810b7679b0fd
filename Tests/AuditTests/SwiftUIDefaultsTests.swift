import AppSpec
import Audit
import Foundation
import Inputs
import Testing

/// What SwiftUI does by itself is not counted against the app: a Link's
/// two traits ask for review, the search field's placeholder and an icon
/// button's symbol name are no findings.
@MainActor
@Suite struct SwiftUIDefaultsTests {
    @Test func aLinksTwoTraitsAreReviewedAndTheSearchFieldAndIconButtonPass() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("SwiftUI/DefaultsView.swift").path
        let audit = try await Auditor().audit(path: path)
        let here = audit.findings.filter { $0.screen.hasPrefix("Defaults") }
        #expect(here.filter { $0.outcome == .violation }.map(\.rule) == [])
        let link = try #require(here.first { $0.rule == .conflictingTraits })
        #expect(link.outcome == .incomplete)
        #expect(
            link.message.hasPrefix(
                "'Defaults/Apple' has the traits button and link, so VoiceOver says \"Apple. Button. Link.\". Needs review: SwiftUI gives every Link both traits"
            ))
        #expect(!here.contains { $0.rule == .placeholderOnlyName || $0.rule == .labelInName })
        let checked = audit.evaluations.filter {
            $0.screen.hasPrefix("Defaults") && [.placeholderOnlyName, .labelInName].contains($0.rule)
        }
        #expect(checked.map(\.outcome) == [.pass, .inapplicable])
    }

    @Test func twoSteppersHalvesAndAPageIndicatorAreNoFindings() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("SwiftUI/DefaultsView.swift").path
        let input = try await InputLoader(options: ImportOptions(swiftUIEntry: .preview("Tickets"))).load(path)
        let audit = await Auditor().audit(spec: input.spec, file: path)
        let here = audit.findings.filter { $0.screen.hasPrefix("Tickets") }
        #expect(
            here.filter { [.duplicateSpeech, .interactiveName].contains($0.rule) }.isEmpty, "\(here.map(\.message))")
        let checked = audit.evaluations.filter {
            $0.screen.hasPrefix("Tickets") && [.duplicateSpeech, .interactiveName].contains($0.rule)
        }
        #expect(checked.map(\.outcome) == [.pass, .pass])
    }

    @Test func aTapGestureWithoutTheButtonTraitAndAFixedFontFeedTheUIKitRules() async throws {
        let path = FixturePaths.fixtures.appendingPathComponent("SwiftUI/TapAndFontsView.swift").path
        let input = try await InputLoader(options: ImportOptions(swiftUIEntry: .view("TapAndFontsView"))).load(path)
        let audit = await Auditor().audit(spec: input.spec, file: path)
        let messages = audit.findings.filter { [.buttonTrait, .dynamicType].contains($0.rule) }.map {
            "\($0.rule.rawValue) \($0.outcome.rawValue): \($0.message)"
        }
        #expect(
            messages == [
                "button-trait violation: 'TapAndFontsView/Show more' acts on double tap but has no button trait: VoiceOver says \"Show more\".",
                "dynamic-type violation: The text \"Terms apply\" of 'TapAndFontsView/Terms apply' keeps its size when the user picks a larger text size: its font is system 11 pt.",
            ])
    }
}
