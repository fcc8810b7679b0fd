import AppSpec
import Diagnostics
import Foundation
import Inputs
import ScenarioYAML
import Scenarios
import SwiftUIImport
import TestSupport
import Testing
import VoiceOver

/// Each fixture (a small SwiftUI screen per topic of docs/swiftui.md) at
/// the spec it produces, as a golden, and at what VoiceOver says on it.
/// Set A11YSIM_UPDATE_GOLDENS=1 to rewrite the goldens.
@MainActor @Suite struct SwiftUIFixtureTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    /// The spec of a fixture, written as YAML, and the elements VoiceOver reads at launch.
    static func read(
        _ fixture: String, entry: SwiftUIEntry? = nil
    ) async throws -> (yaml: String, elements: [String], warnings: [String]) {
        let (spec, warnings, _) = try SwiftUIImporter().load(path: paths.fixture(fixture), entry: entry)
        let yaml = try ScenarioWriter.appText(for: spec, name: fixture)
        let runner = ScenarioRunner(spec: spec)
        await runner.launch()
        let relative = { (text: String) in text.replacingOccurrences(of: paths.testsFolder.path + "/", with: "") }
        return (yaml, runner.reader.describedElements(), warnings.map { relative($0.description) })
    }

    static func checkGolden(_ name: String, _ yaml: String) throws {
        let url = paths.golden(name)
        if ProcessInfo.processInfo.environment["A11YSIM_UPDATE_GOLDENS"] == "1" {
            try yaml.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(yaml == golden, "the spec of \(name) differs from Goldens/\(name).golden")
    }

    @Test func textsImagesLabelsAndShapes() async throws {
        let (yaml, elements, _) = try await Self.read("Texts/TextsView.swift")
        try Self.checkGolden("Texts", yaml)
        #expect(
            elements == [
                "Checking", "Hi Ada", "Ada is here", "get10off. Image.", "close icon white. Image.", "Globe. Image.",
                "Error. Image.", "clock arrow circlepath. Image.",
                "Alt. Image.", "Favorite. Image.", "Wi-Fi", "Status", "Ada Lovelace",
            ])
    }

    @Test func buttonsAndLinksAreOneElementWithTheirLabel() async throws {
        let (yaml, elements, _) = try await Self.read("Buttons/ButtonsView.swift")
        try Self.checkGolden("Buttons", yaml)
        #expect(
            elements == [
                "Delete. Button.", "Log In. Dimmed. Button.", "Microphone. Button.", "Add. Button.",
                "archive box. Button.", "Add. Button.", "Save. Button.",
                "A, B. Button.", "Apple. Button. Link.", "Share. Button.",
            ])
    }

    @Test func controlsSayTheirValues() async throws {
        let (yaml, elements, _) = try await Self.read("Controls/ControlsView.swift")
        try Self.checkGolden("Controls", yaml)
        #expect(
            elements == [
                "Wi-Fi. Switch Button. On.", "Airplane Mode. Switch Button. Off.", "Theme. Switch Button. Dark",
                "Volume: 50%. Adjustable.",
                "Tickets: 3", "Decrement. Button.", "Increment. Button.", "Name. Text Field.",
                "Username: jdoe24. Text Field.",
                "Password. Secure Text Field.", "Fruit, Apple. Button.", "Downloading: 50%",
            ])
    }

    @Test func pickersReadInTheirStyleAndDatePickersShowTheSimulatedClock() async throws {
        let (yaml, elements, _) = try await Self.read("Pickers/PickersView.swift")
        try Self.checkGolden("Pickers", yaml)
        #expect(
            elements == [
                "Red. Button. 1 of 3.", "Selected: Green. Button. 2 of 3.", "Blue. Button. 3 of 3.",
                "Flavor, Vanilla. Button.", "Large. Adjustable.",
                "Selected: Nuts", "Sprinkles", "Delivery", "Jan 1, 2001. Button.", "12:00 AM. Button.",
                "January. Adjustable.", "1. Adjustable.",
                "2001. Adjustable.", "Tint. Button.",
            ])
    }

    @Test func valuesSettleThroughDeclaredTypesInitialisersAndContainers() async throws {
        let (yaml, elements, warnings) = try await Self.read("Values/ValuesView.swift")
        try Self.checkGolden("Values", yaml)
        #expect(
            elements == [
                "BAGUETTE", "Serves 2", "$5", "Mar", "·", "Tips", "Bake hot", "No title", "New", "No caption", "Enjoy",
                "45.0 mins", "No note", "Make more", "Seed", "Suet", "OATS & SPELT", "a", "b",
                // A Double interpolated into a `Text` literal is the key's `%lf`: six decimals, as
                // XCUITest read "300.000000" for SpeziViews' `Text("\(width)")` (oracle spv-08).
                "Volume 5.000000, 3, 3.500000, 2.000000",
            ])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func enumCasesCarryTheirValuesThroughSwitchesPatternsAndCasts() async throws {
        let (yaml, elements, warnings) = try await Self.read("Enums/EnumsView.swift")
        try Self.checkGolden("Enums", yaml)
        #expect(elements == ["Space", "London", "Cocoa", "Big city", "Lemon alone", "Favorite, Cocoa. Button."])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func closuresPassOnRemoteImagesShowPlaceholdersAndUnsettledGettersSayTheirMember() async throws {
        let (yaml, elements, warnings) = try await Self.read("Passing/PassingView.swift")
        try Self.checkGolden("Passing", yaml)
        #expect(
            elements == [
                "Loading photo: In progress", "Read the guide", "«villager.localizedName»", "Food: Seeds", "Food: Suet",
                "Total. Heading.", "Average. Heading.",
            ])
        #expect(
            warnings.contains {
                $0.hasSuffix("warning: 1 of 7 elements say a value the sources do not settle («…»): runtime data 1")
            },
            "\(warnings)")
    }

    @Test func customRotorsNameTheRowsTheirEntriesWereBuiltFrom() async throws {
        let (yaml, elements, warnings) = try await Self.read("Rotors/RotorsView.swift")
        try Self.checkGolden("Rotors", yaml)
        #expect(elements == ["Menu. Heading.", "Burger", "Soup", "Salad", "Chef's note"])
        #expect(
            yaml.contains(
                "- {name: Vegan, targets: [Salad, Soup]}\n      - {name: Notes, targets: [Chef's note]}\n      - {name: All dishes, targets: [Burger, Soup, Salad]}"
            ))
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func gettersRunTheirStatementsAndTheClosuresTheyCall() async throws {
        let (yaml, elements, _) = try await Self.read("Statements/StatementsView.swift")
        try Self.checkGolden("Statements", yaml)
        #expect(elements == ["Sweet", "Salty and Sweet (2)", "2, 5, 3", "Total 10, best 5, 0 to go"])
    }

    @Test func numbersAndTheSimulatedDateReadInTheirFormatStyles() async throws {
        let (yaml, elements, _) = try await Self.read("Formats/FormatsView.swift")
        try Self.checkGolden("Formats", yaml)
        #expect(
            elements == [
                "$1,234.50", "12,000", "12000", "1,234.5", "January 1, 2001", "25%", "Jan 1, 2001", "January 1, 2001",
                "«Text(Date.now, style: .relative)»", "42%", "1,234.5", "€1,234.50", "42% done", "Best Value Favorite",
            ])
    }

    @Test func aViewHeldByAModelMadeOnceReadsTheSameInEveryPreview() throws {
        let (spec, _, _, variants, _) = try SwiftUIImporter().load(
            path: Self.paths.fixture("SharedViews"), entry: nil, previews: true)
        let texts = ([spec] + variants.map(\.spec)).map { $0.controllers.flatMap(\.views).compactMap(\.title) }
        #expect(texts == [["First", "Shared"], ["Second", "More", "Shared"]])
    }

    @Test func viewModifiersAndViewExtensionsOfTheAppApplyTheirModifiers() async throws {
        let (yaml, elements, warnings) = try await Self.read("CustomModifiers/CustomModifiersView.swift")
        try Self.checkGolden("CustomModifiers", yaml)
        #expect(elements == ["Inbox. Heading.", "Unread: 3", "Styled", "Front"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func iOS18TabsAreTitledAndTheSelectionShowsFirst() async throws {
        let (yaml, elements, warnings) = try await Self.read("TabsAPI/TabsAPIView.swift")
        try Self.checkGolden("TabsAPI", yaml)
        #expect(
            elements == ["Your books", "Home. Tab. 1 of 3.", "Selected: Books. Tab. 2 of 3.", "Search. Tab. 3 of 3."])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func literalTitlesAreKeysReadThroughTheEnglishStringTables() async throws {
        let (yaml, elements, warnings) = try await Self.read("Localized/LocalizedView.swift")
        try Self.checkGolden("Localized", yaml)
        #expect(
            elements == [
                "Welcome", "3 items", "Hello, Ada!", "Settings", "welcome.title", "Not a key", "Sign Out. Button.",
                "1 device", "3 devices", "No tickets left", "1 ticket left", "Favorite. Image.",
            ])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aBrokenStringTableIsAWarningAndItsKeysAreSaidAsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "\"title\" = ".write(
            to: folder.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct A: View { var body: some View { Text(\"title\") } }\n"
            .write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let (spec, warnings, _) = try SwiftUIImporter().load(path: folder.path)
        #expect(warnings.map(\.message) == ["this string table cannot be read; its keys are said as written"])
        #expect(spec.controllers.first?.views.first?.title == "title")
    }

    @Test func actionsAdjustableSortPriorityAndRepresentations() async throws {
        let (yaml, elements, _) = try await Self.read("Actions/ActionsView.swift")
        try Self.checkGolden("Actions", yaml)
        #expect(
            elements == [
                "Important Email. Actions Available.", "Ada Lovelace. Actions Available.",
                "Rating: 3 out of 5. Adjustable.",
                "Bailey. Breed: Beagle. More Content Available.", "Custom dialog", "Photo. Actions Available.",
                "Tab bar", "Header", "Dark Mode. Switch Button. On.", "Inbox. Actions Available.",
                "Drafts. Actions Available.", "Archive. Actions Available.",
            ])
        let (spec, _, _) = try SwiftUIImporter().load(path: Self.paths.fixture("Actions/ActionsView.swift"))
        let views = spec.controllers.flatMap { Self.flattened($0.views) }
        let actions = { (id: String) in views.first { $0.id == id }?.customActions.map(\.name) ?? [] }
        // Reverse declaration order; a combined row offers its button; swipe buttons in order reversed.
        #expect(actions("Important Email") == ["Delete", "Reply"])
        #expect(actions("Ada Lovelace") == ["Call"])
        #expect(actions("Photo") == ["Show Context Menu"])
        #expect(actions("Inbox") == ["Delete"])
        #expect(actions("Archive") == ["Trash", "Flag"])
    }

    static func flattened(_ views: [ViewSpec]) -> [ViewSpec] {
        views.flatMap { [$0] + flattened($0.subviews) }
    }

    @Test func defaultsThatSurprisePeopleHoldAsTheReferenceSays() async throws {
        let (yaml, elements, _) = try await Self.read("Defaults/DefaultsView.swift")
        try Self.checkGolden("Defaults", yaml)
        #expect(
            elements == [
                "World. Image.", "Globe. Image.", "Wi-Fi", "Read the terms at Apple", "Summer sale. Image.", "",
                "Tap to retry", "Headline", "Add. Button.",
                "Bluetooth. Switch Button. Off.", "Remember me. Dimmed. Switch Button. Off.", "50%. Adjustable.",
                "Email: name@example.com. Text Field.",
                "7 characters. Secure Text Field.", "Balance $1,024",
            ])
    }

    @Test func environmentObjectsAndKeysReachTheViewsInside() async throws {
        let (yaml, elements, warnings) = try await Self.read("Environment/EnvironmentApp.swift")
        try Self.checkGolden("Environment", yaml)
        #expect(elements == ["Sign In. Button.", "Plan: Free", "1 in cart", "Dark"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func drawingIsNoElementAndCustomLayoutsAndPreviewWrappersAreRead() async throws {
        let (yaml, elements, _) = try await Self.read("Drawing/DrawingView.swift", entry: .view("DrawingView"))
        try Self.checkGolden("Drawing", yaml)
        #expect(elements == ["Sea level", "Glazed"])
        let (_, wrapped, _) = try await Self.read("Drawing/DrawingView.swift")
        #expect(wrapped == ["2 donuts"])
        // A provider's `Group` of two views is two previews, each built from its own statement.
        let (_, light, _) = try await Self.read("Drawing/DrawingView.swift", entry: .preview("Drawing_Previews"))
        #expect(light == ["Light"])
        let (_, dark, _) = try await Self.read("Drawing/DrawingView.swift", entry: .preview("Drawing_Previews 2"))
        #expect(dark == ["Dark"])
    }

    @Test func traitsSayTheirWordsAndSilentModifiersSayNothing() async throws {
        let (yaml, elements, _) = try await Self.read("Traits/TraitsView.swift", entry: .view("TraitsView"))
        try Self.checkGolden("Traits", yaml)
        #expect(
            elements == [
                "Search. Search Field.", "Chime", "Canvas", "Apple. Link.", "Photo. Image.",
                "Opt in. Switch Button. On", "Title. Heading level 1.", "Mail",
                "Selected: Home. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile. Tab. 3 of 3.",
            ])
        // A modal overlay leaves what is behind it out of reach.
        let (_, modal, _) = try await Self.read("Traits/TraitsView.swift", entry: .view("ModalOverlay"))
        #expect(modal == ["Rate this app?", "Later. Button."])
    }

    @Test func containersAreTransparentAndSelectionListsMarkTheirRows() async throws {
        let (yaml, elements, _) = try await Self.read("Containers/ContainersView.swift")
        try Self.checkGolden("Containers", yaml)
        #expect(elements == ["Item 1", "Item 2", "Item 3", "Under", "Apple", "Selected: Pear"])
    }

    @Test func nestedTypesAreToldApartByTheirWholeNameAndModelCyclesEnd() async throws {
        let (_, inbox, _) = try await Self.read("Nesting/NestingView.swift", entry: .preview("InboxView_Previews"))
        #expect(inbox == ["Inbox"])
        let (yaml, outbox, _) = try await Self.read("Nesting/NestingView.swift", entry: .preview("OutboxView_Previews"))
        try Self.checkGolden("Nesting", yaml)
        #expect(outbox == ["Outbox", "Root"])
    }

    @Test func aRightToLeftLayoutStartsRowsAtTheRightAndReadsThemInCodeOrder() async throws {
        let (yaml, elements, _) = try await Self.read("RightToLeft/ArabicApp.swift")
        try Self.checkGolden("RightToLeft", yaml)
        #expect(yaml.contains("layoutDirection: rightToLeft"))
        #expect(elements == ["First", "Second", "Below"])
    }

    @Test func menusDisclosureGroupsEditorsAndProgress() async throws {
        let (yaml, elements, _) = try await Self.read("MoreControls/MoreControlsView.swift")
        try Self.checkGolden("MoreControls", yaml)
        #expect(
            elements == [
                "Actions. Button.", "Details. Button.", "Notes. Text Field.", "In progress", "Name, John", "Build, 42",
                "Edit. Button.",
                // A label beside a placeholder: both are read while the field is empty (docs/voiceover-rules.md §11, row 11.1).
                "Email: you@example.com. Text Field.", "Name: Full name. Text Field.",
            ])
        #expect(
            yaml.contains("textField: null\n      id: Email\n      label: Email")
                && yaml.contains("placeholder: you@example.com"))
    }

    @Test func listSectionsInterleaveHeadersRowsAndFooters() async throws {
        let (yaml, elements, _) = try await Self.read("Lists/AccountsView.swift")
        try Self.checkGolden("Lists", yaml)
        #expect(
            elements == [
                "Accounts. Heading.", "Checking", "Savings", "Tap an account to view details", "Cards. Heading.",
                "Visa",
            ])
    }

    @Test func accessibilityModifiersSetWhatIsSaid() async throws {
        let (yaml, elements, _) = try await Self.read("Modifiers/ModifiersView.swift")
        try Self.checkGolden("Modifiers", yaml)
        #expect(
            elements == [
                "Settings. Heading.", "Profile", "John Doe, Online", "Progress, 75%: 75 percent complete",
                "Rating: 3 of 5",
                "Now Playing", "Play. Button.", "Continue", "Not a button", "Selected: Selected item",
            ])
    }

    @Test func evaluationSettlesWhatTheSourcesKnowAndMarksTheRest() async throws {
        let (yaml, elements, warnings) = try await Self.read("Evaluation/GreetingView.swift")
        try Self.checkGolden("Evaluation", yaml)
        #expect(
            elements == [
                "Hello from Greeter, 2 times", "Row 1", "Row 2", "0. Red", "1. Green", "Footer shown", "Level: Expert",
                "On iOS",
                "New: 6", "Made with care", "«item.title»", "«RemoteThing»",
            ])
        #expect(
            warnings == [
                "Fixtures/Evaluation/GreetingView.swift:43:13: warning: the data of this ForEach ('model.items') is not known from the sources; one row stands for its rows",
                "Fixtures/Evaluation/GreetingView.swift:46:13: warning: 'RemoteThing' is not a view of the sources; it is shown as one unknown element",
                "Fixtures/Evaluation/GreetingView.swift: warning: 2 of 12 elements say a value the sources do not settle («…»): code outside the sources 2",
                "Fixtures/Evaluation/GreetingView.swift:46:13: note: «RemoteThing» is not settled by the sources: code outside the sources (a view declared outside the sources)",
                "Fixtures/Evaluation/GreetingView.swift:44:22: note: «item.title» is not settled by the sources: code outside the sources (a row of model.items: DataModel(…) is not declared in the sources)",
            ])
    }

    @Test func aNavigationStackIsANavigationControllerWithItsTitle() async throws {
        let (yaml, elements, _) = try await Self.read("Navigation/InboxView.swift")
        try Self.checkGolden("Navigation", yaml)
        #expect(elements == ["Inbox. Heading.", "Drafts. Button.", "Sent. Button."])
    }

    @Test func toolbarItemsSitInTheBarsByPlacement() async throws {
        let (yaml, elements, _) = try await Self.read("Navigation/InboxView.swift", entry: .view("ComposeView"))
        try Self.checkGolden("Toolbar", yaml)
        #expect(
            elements == [
                "Cancel. Button.", "New Message. Heading.", "Send. Button.", "To: Ada", "Attach. Button.",
                "Camera. Button.",
            ])
    }

    @Test func aTabViewIsATabBarWithATabPerChild() async throws {
        let (yaml, elements, _) = try await Self.read("Tabs/TabsApp.swift")
        try Self.checkGolden("Tabs", yaml)
        #expect(
            elements == [
                "Home screen", "Selected: Home. Tab. 1 of 3.", "Messages. Tab. 2 of 3.", "Saved. Tab. 3 of 3.",
            ])
    }

    @Test func aListTallerThanTheScreenScrollsAndLeavesRoomForTheButtonAfterIt() async throws {
        let (yaml, elements, _) = try await Self.read("Scrolling/LongListView.swift")
        try Self.checkGolden("Scrolling", yaml)
        #expect(elements == ["Numbers. Heading."] + (1...20).map { "Row \($0)" } + ["Add row. Button."])
        // The list fills the content area (719 points below the bars) less the button and the spacing.
        #expect(
            yaml.contains(
                "- scroll: null\n      group: true\n      frame: [0, 16, 390, 651]\n      contentSize: [390, 896]"))
        #expect(yaml.contains("frame: [157.25, 675, 75.5, 44]"))
    }

    @Test func aTabViewOfPagesShowsTheSelectedPageAndItsIndicator() async throws {
        let (yaml, elements, _) = try await Self.read("Pages/PagesView.swift")
        try Self.checkGolden("Pages", yaml)
        #expect(elements == ["Take a tour", "page 2 of 3. Adjustable.", "Photo one"])
        #expect(!yaml.contains("tabBar"))
    }

    @Test func aPreviewThatIsAForEachOfVariantsShowsItsFirstOnce() async throws {
        let (_, elements, _) = try await Self.read("PreviewVariants/VariantsView.swift")
        #expect(elements == ["Order. Button."])
    }

    @Test func aModelMethodThatReturnsViewsBuildsThemAndAnUnknownViewNamesItsButton() async throws {
        let (_, elements, warnings) = try await Self.read("ValueViews/PhaseView.swift")
        #expect(elements == ["Go. Button.", "«ExternalBadge». Button.", "«feed.isEmpty». Button."])
        #expect(
            warnings == [
                "Fixtures/ValueViews/PhaseView.swift:28:41: warning: 'ExternalBadge' is not a view of the sources; it is shown as one unknown element",
                "Fixtures/ValueViews/PhaseView.swift:31:17: warning: the condition 'feed.isEmpty' is not known from the sources; its first branch is shown",
                "Fixtures/ValueViews/PhaseView.swift: warning: 2 of 3 elements say a value the sources do not settle («…»): code outside the sources 1, evaluator gap 1",
                "Fixtures/ValueViews/PhaseView.swift:28:41: note: «ExternalBadge» is not settled by the sources: code outside the sources (a view declared outside the sources)",
                "Fixtures/ValueViews/PhaseView.swift:31:20: note: «feed.isEmpty» is not settled by the sources: evaluator gap (not known to the SwiftUI reader: shared)",
            ])
    }

    @Test func twoColumnsReadAcrossRowByRow() async throws {
        let (yaml, elements, _) = try await Self.read("ReadingOrder/ColumnsView.swift")
        try Self.checkGolden("ReadingOrder", yaml)
        #expect(elements == ["Name", "Ada", "Age", "36"])
    }

    @Test func aFileThatDoesNotParseGivesSwiftSyntaxsErrorsAtTheirPlaces() throws {
        do {
            _ = try SwiftUIImporter().load(path: Self.paths.fixture("Broken/BrokenView.swift"))
            Issue.record("the broken file loaded")
        } catch {
            let found = error.diagnostics.map { "\($0.line):\($0.column) \($0.message)" }
            #expect(found == ["6:33 expected ')' to end function call"])
        }
    }

    @Test func sourcesWithNoViewAreAnError() throws {
        do {
            _ = try SwiftUIImporter().load(path: Self.paths.fixture("NoView/Model.swift"))
            Issue.record("a file with no view loaded")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["the sources declare no SwiftUI view"])
        }
    }
}
