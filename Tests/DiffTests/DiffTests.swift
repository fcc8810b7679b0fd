import AppSpec
import CaptureImport
import Crawl
import Diff
import Foundation
import Inputs
import ScenarioYAML
import TestSupport
import Testing

/// Where this target's fixtures are.
private let paths = TestTargetPaths(filePath: #filePath)

/// `a11ysim diff` in process: screens from the one crawl,
/// elements matched by identifier, label, then position.
@MainActor
struct DiffTests {
    private func screens(_ text: String, path: String = "model.yaml") async throws -> [ScreenSnapshot] {
        let spec = try InputRegistry.scenarioLoader(options: ImportOptions()).load(text: text, path: path)
        return await Crawler.screens(of: spec, file: path).screens
    }

    private func diff(_ a: String, _ b: String, options: DiffOptions = DiffOptions()) async throws -> InputDiff {
        try InputDiff(
            first: "a.yaml", firstScreens: try await screens(a), second: "b.yaml", secondScreens: try await screens(b),
            options: options)
    }

    private static func form(_ views: String) -> String {
        """
        root: form
        controllers:
          form:
            title: Form
            views:
        \(views)
        steps: []
        """
    }

    private static let base = form(
        """
              - text: Profile
              - switch: Notifications
                isOn: true
              - button: Save
                identifier: save
              - button: Cancel
        """)

    @Test func identicalInputsHaveNoDifference() async throws {
        let result = try await diff(Self.base, Self.base)
        #expect(!result.hasDifferences)
        #expect(
            DiffFormat.text.render(result).hasSuffix("1 screen compared, 0 differences: the inputs read the same.\n"))
    }

    @Test func aRenamedLabelIsOneChangeOfItsLabel() async throws {
        let renamed = Self.base.replacingOccurrences(of: "button: Save", with: "button: Store")
        let result = try await diff(Self.base, renamed)
        let changes = try #require(result.screens.first?.changes)
        #expect(changes.count == 1)
        guard case .changed(let old, let new, let fields) = changes.first else {
            Issue.record("not a change")
            return
        }
        #expect(old.label == "Save")
        #expect(new.label == "Store")
        #expect(fields == [.label])
        #expect(DiffFormat.text.render(result).contains("  ~ changed \"Save\": label \"Save\" → \"Store\"\n"))
    }

    @Test func aRemovedElementIsReportedAsRemoved() async throws {
        let removed = Self.base.replacingOccurrences(of: "      - button: Cancel\n", with: "")
        let result = try await diff(Self.base, removed)
        let changes = try #require(result.screens.first?.changes)
        #expect(changes.count == 1)
        guard case .removed(let element) = changes.first else {
            Issue.record("not a removal")
            return
        }
        #expect(element.spoken == "Cancel. Button.")
    }

    @Test func aChangedValueIsReportedAsAValueChange() async throws {
        let off = Self.base.replacingOccurrences(of: "isOn: true", with: "isOn: false")
        let result = try await diff(Self.base, off)
        let changes = try #require(result.screens.first?.changes)
        #expect(changes.count == 1)
        guard case .changed(let old, let new, let fields) = changes.first else {
            Issue.record("not a change")
            return
        }
        #expect(fields == [.value])
        // UISwitch's accessibilityValue is "1" or "0"; VoiceOver says On or Off.
        #expect(old.value == "1")
        #expect(new.value == "0")
        #expect(old.spoken == "Notifications. Switch Button. On.")
        let ignored = try await diff(Self.base, off, options: DiffOptions(ignored: .values))
        #expect(!ignored.hasDifferences)
    }

    @Test func aReorderedPairIsOneMove() async throws {
        let swapped = Self.form(
            """
                  - text: Profile
                  - switch: Notifications
                    isOn: true
                  - button: Cancel
                  - button: Save
                    identifier: save
            """)
        let result = try await diff(Self.base, swapped)
        let changes = try #require(result.screens.first?.changes)
        let moves = changes.filter { $0.word == "moved" }
        #expect(moves.count == 1)
        guard case .moved(let element, let from, let to, let after) = moves.first else {
            Issue.record("not a move")
            return
        }
        // One move explains a swapped pair: Save now reads after Cancel.
        #expect(element.name == "Save")
        #expect((from, to) == (3, 4))
        #expect(after == "Cancel")
        // The frames moved too; with frames ignored the move is all that is left.
        let only = try await diff(Self.base, swapped, options: DiffOptions(ignored: .frames))
        #expect(only.screens.first?.changes.map(\.word) == ["moved"])
        let none = try await diff(Self.base, swapped, options: DiffOptions(ignored: [.frames, .order]))
        #expect(!none.hasDifferences)
    }

    @Test func framesWithinTheToleranceAreEqual() async throws {
        let a = Self.form("      - button: OK\n        frame: [20, 100, 100, 44]")
        let b = Self.form("      - button: OK\n        frame: [21.5, 100, 100, 44]")
        #expect(!(try await diff(a, b)).hasDifferences)
        #expect(try await diff(a, b, options: DiffOptions(tolerance: 1)).screens.first?.changes.count == 1)
    }

    @Test func aYAMLModelAgainstACaptureOfTheSameScreen() async throws {
        let capture = paths.fixture("appium-alert.xml")
        let (spec, _, _) = try CaptureImporter().load(path: capture)
        let captured = await Crawler.screens(of: spec, file: capture).screens
        let model = """
            screen: [390, 844]
            root: mail
            controllers:
              mail:
                views:
                # The content view starts below the 47 pt status bar.
                - button: Compose
                  frame: [330, 733, 44, 44]
                - view: null
                  modal: true
                  frame: [60, 293, 270, 160]
                  views:
                  - text: Delete Draft?
                    frame: [16, 20, 238, 22]
                  - button: Cancel
                    frame: [0, 115, 135, 45]
                  - button: Discard
                    frame: [135, 115, 135, 45]
            steps: []
            """
        let result = try InputDiff(
            first: "mail.yaml", firstScreens: try await screens(model), second: capture, secondScreens: captured,
            options: DiffOptions())
        let changes = try #require(result.screens.first?.changes)
        #expect(changes.count == 1)
        guard case .changed(let old, let new, let fields) = changes.first else {
            Issue.record("not a change")
            return
        }
        #expect((old.label, new.label, fields) == ("Discard", "Delete", [.label]))
        let markdown = DiffFormat.markdown.render(result)
        #expect(markdown.contains("| changed | Discard | label \"Discard\" → \"Delete\" |"))
    }

    @Test func aScreenIsChosenByNameOrByAPair() async throws {
        let two = """
            root: nav
            controllers:
              nav: {type: navigation, stack: [home]}
              home:
                views:
                - button: Next
                  on: {activate: {push: detail}}
              detail:
                views:
                - text: Detail
            steps: []
            """
        let screensA = try await screens(two)
        #expect(screensA.map(\.key) == ["home", "detail"])
        let picked = try InputDiff(
            first: "a", firstScreens: screensA, second: "b", secondScreens: screensA, options: DiffOptions(),
            choice: InputDiff.ScreenChoice("home:detail"))
        #expect(picked.screens.map { "\($0.first)↔\($0.second)" } == ["home↔detail"])
        #expect(throws: (any Error).self) {
            try InputDiff(
                first: "a", firstScreens: screensA, second: "b", secondScreens: screensA, options: DiffOptions(),
                choice: InputDiff.ScreenChoice("hmoe"))
        }
    }

    @Test func theJSONReportSaysWhetherTheInputsAreEqual() async throws {
        let renamed = Self.base.replacingOccurrences(of: "button: Save", with: "button: Store")
        let json = DiffFormat.json.render(try await diff(Self.base, renamed))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["equal"] as? Bool == false)
        let screens = try #require(object["screens"] as? [[String: Any]])
        let change = try #require((screens.first?["changes"] as? [[String: Any]])?.first)
        #expect(change["kind"] as? String == "changed")
        #expect(change["fields"] as? [String] == ["label"])
    }
}
