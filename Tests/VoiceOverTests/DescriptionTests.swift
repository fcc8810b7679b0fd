import AppModel
import Testing

@testable import VoiceOver

/// docs/voiceover-rules.md §3.2: every row of the trait table and the
/// label/value/hint matrix, with the exact strings.
@Suite struct DescriptionTests {
    let composer = DescriptionComposer()

    private func text(
        _ label: String?, _ traits: AccessibilityTraits, value: String? = nil, hint: String? = nil
    ) -> String {
        composer.describe(label: label, value: value, hint: hint, traits: traits).text
    }

    @Test(
        arguments: [
            ("01", AccessibilityTraits(), "01"),
            ("02", .button, "02. Button."),
            ("03", .link, "03. Link."),
            ("04", .header, "04. Heading."),
            ("05", .searchField, "05. Search Field."),
            ("06", .image, "06. Image."),
            ("07", .selected, "Selected: 07"),
            ("08", .playsSound, "08"),
            ("09", .keyboardKey, "09"),
            ("10", .staticText, "10"),
            ("11", .summaryElement, "11"),
            ("12", .notEnabled, "12. Dimmed."),
            ("13", .updatesFrequently, "13"),
            ("14", .startsMediaSession, "14"),
            ("15", .adjustable, "15. Adjustable."),
            ("16", .allowsDirectInteraction, "16"),
            ("17", .causesPageTurn, "17"),
            ("18", .tabBar, "18"),
            ("19", [.button, .link], "19. Button. Link."),
            ("20", [.button, .header], "20. Button. Heading."),
            ("23", [.button, .selected], "Selected: 23. Button."),
            ("24", [.button, .notEnabled], "24. Dimmed. Button."),
            ("25", [.button, .adjustable], "25. Button. Adjustable."),
            ("26", [.button, .keyboardKey], "26"),
            (
                "26",
                [.selected, .notEnabled, .header, .link, .adjustable, .image, .searchField, .playsSound, .keyboardKey],
                "Selected: 26. Dimmed. Heading. Link. Adjustable. Image. Search Field."
            ),
        ] as [(String, AccessibilityTraits, String)])
    func traitWordsFollowTheButtonTable(label: String, traits: AccessibilityTraits, expected: String) {
        #expect(text(label, traits) == expected)
    }

    @Test func adjustableTraitAddsTheAdjustHint() {
        let description = composer.describe(label: "15", value: nil, hint: nil, traits: .adjustable)
        #expect(description.hint == "Swipe up or down with one finger to adjust the value.")
        let button = composer.describe(label: "25", value: nil, hint: nil, traits: [.button, .adjustable])
        #expect(button.hint == "Swipe up or down with one finger to adjust the value.")
    }

    @Test(
        arguments: [
            (nil, nil, nil, AccessibilityTraits(), "", nil),
            ("Label", nil, nil, [], "Label", nil),
            (nil, "Value", nil, [], "Value", nil),
            (nil, nil, "Hint", [], "Hint", nil),
            ("Label", "Value", nil, [], "Label: Value", nil),
            ("Label", nil, "Hint", [], "Label", "Hint"),
            (nil, "Value", "Hint", [], "Value", "Hint"),
            ("Label", "Value", "Hint", [], "Label: Value", "Hint"),
            ("03: Text", "Value", nil, [], "03: Text: Value", nil),
            (nil, nil, "Hint", .adjustable, "Hint. Adjustable.", nil),
            (
                "Label", nil, "Hint", .adjustable, "Label. Adjustable.",
                "Hint. Swipe up or down with one finger to adjust the value."
            ),
            (nil, nil, nil, [.button, .header], "Button. Heading.", nil),
            (nil, nil, nil, .adjustable, "Adjustable.", "Swipe up or down with one finger to adjust the value."),
            (nil, nil, "Hint", .button, "Hint. Button.", nil),
        ] as [(String?, String?, String?, AccessibilityTraits, String, String?)])
    func labelValueHintMatrix(
        label: String?, value: String?, hint: String?, traits: AccessibilityTraits, spoken: String, after: String?
    ) {
        let description = composer.describe(label: label, value: value, hint: hint, traits: traits)
        #expect(description.text == spoken)
        #expect(description.hint == after)
    }

    @Test func switchSaysItsStateAndTheToggleHint() {
        let on = composer.describe(label: "Label", value: "1", hint: nil, traits: [.button, .toggleButton])
        #expect(on.text == "Label. Switch Button. On.")
        #expect(on.hint == "Double tap to toggle setting.")
        #expect(text("Label", [.button, .toggleButton], value: "0") == "Label. Switch Button. Off.")
        #expect(text("Label", [.button, .toggleButton], value: "2") == "Label. Switch Button. Mixed.")
        #expect(text("Label", [.button, .toggleButton], value: "Value") == "Label. Switch Button. Value")
        #expect(text("Fake Label", .toggleButton, value: "1") == "Fake Label. On.")
        let hinted = composer.describe(
            label: "Wi-Fi", value: "1", hint: "Turns radios off.", traits: [.button, .toggleButton])
        #expect(hinted.hint == "Turns radios off. Double tap to toggle setting.")
    }

    @Test func dimmedSwitchHasNoToggleHint() {
        let dimmed = composer.describe(
            label: "Label", value: "1", hint: nil, traits: [.button, .toggleButton, .notEnabled])
        #expect(dimmed.text == "Label. Dimmed. Switch Button. On.")
        #expect(dimmed.hint == nil)
    }

    @Test func backButtonHidesButtonAndABackLabel() {
        #expect(text("Settings", [.button, .backButton]) == "Settings. Back Button.")
        #expect(text("Back", [.button, .backButton]) == "Back Button.")
    }

    @Test func tabsAndSegmentsSayTheirPosition() {
        let tab = composer.describe(
            label: "Home", value: nil, hint: nil, traits: [.button, .tabBarItem, .selected],
            context: .tab(index: 1, count: 3))
        #expect(tab.text == "Selected: Home. Tab. 1 of 3.")
        let item = composer.describe(
            label: "Item A", value: nil, hint: nil, traits: .button, context: .tab(index: 1, count: 5))
        #expect(item.text == "Item A. Tab. 1 of 5.")
        let segment = composer.describe(
            label: "Segment A", value: nil, hint: nil, traits: .button, context: .series(index: 1, count: 3))
        #expect(segment.text == "Segment A. Button. 1 of 3.")
    }

    @Test func textFieldsSayTheirKindAndEditHints() {
        let field = composer.describe(label: "Amount due", value: "14.95", hint: nil, traits: .textEntry)
        #expect(field.text == "Amount due: 14.95. Text Field.")
        #expect(field.hint == "Double tap to edit.")
        let secure = composer.describe(
            label: "Password", value: nil, hint: nil, traits: [.textEntry, .secureTextField])
        #expect(secure.text == "Password. Secure Text Field.")
        let editing = composer.describe(label: "Name", value: nil, hint: nil, traits: [.textEntry, .isEditing])
        #expect(editing.text == "Name. Text Field. Is editing.")
        #expect(editing.hint == "Use the rotor to access Misspelled Words")
        let area = composer.describe(label: "Notes", value: nil, hint: nil, traits: [.textEntry, .textArea])
        #expect(area.hint == "Double tap to edit., Use the rotor to access Misspelled Words")
    }

    @Test func listAndLandmarkBoundariesFollowTheDescription() {
        #expect(
            composer.describe(label: "One", value: nil, hint: nil, traits: [], boundaries: [.listStart]).text
                == "One. List Start.")
        #expect(
            composer.describe(label: "Three", value: nil, hint: nil, traits: .button, boundaries: [.listEnd]).text
                == "Three. Button. List End.")
        #expect(
            composer.describe(label: "Nav", value: nil, hint: nil, traits: [], boundaries: [.landmarkStart]).text
                == "Nav. Landmark.")
        #expect(
            composer.describe(label: "Last", value: nil, hint: nil, traits: [], boundaries: [.landmarkEnd]).text
                == "Last. End.")
    }

    @Test func dataTableCellSaysHeadersRowAndColumn() {
        let cell = ElementContext.DataTableCell(headers: ["Name."], row: 2, column: 1, rowSpan: 1, columnSpan: 1)
        let first = composer.describe(label: "Ada", value: "36", hint: nil, traits: [], context: .dataTableCell(cell))
        #expect(first.text == "Name. Ada. Row 2. Column 1. 36")
        let spanning = ElementContext.DataTableCell(headers: [], row: nil, column: 3, rowSpan: 2, columnSpan: 1)
        #expect(
            composer.describe(label: "x", value: nil, hint: nil, traits: [], context: .dataTableCell(spanning)).text
                == "x. Spans 2 rows. Column 3.")
    }

    @Test func customActionsAddActionsAvailable() {
        #expect(
            composer.describe(label: "Message", value: nil, hint: nil, traits: [], hasCustomActions: true).text
                == "Message. Actions Available.")
        let quiet = DescriptionComposer(speaksActionsAvailable: false)
        #expect(
            quiet.describe(label: "Message", value: nil, hint: nil, traits: [], hasCustomActions: true).text
                == "Message")
    }

    @Test func aHeadingSaysItsLevelOnlyWithTheHeaderTraitAndWhileLevelsAreSpoken() {
        #expect(
            composer.describe(
                label: "Ingredients", value: nil, hint: nil, traits: [.staticText, .header], headingLevel: 2
            ).text == "Ingredients. Heading level 2.")
        #expect(
            composer.describe(label: "Ingredients", value: nil, hint: nil, traits: [.staticText], headingLevel: 2).text
                == "Ingredients")
        #expect(
            composer.describe(label: "Menu", value: nil, hint: nil, traits: [.button, .header], headingLevel: 1).text
                == "Menu. Button. Heading level 1.")
        let levelsOff = DescriptionComposer(speaksHeadingLevels: false)
        #expect(
            levelsOff.describe(label: "Ingredients", value: nil, hint: nil, traits: [.header], headingLevel: 2).text
                == "Ingredients. Heading.")
    }

    @Test func customContentSaysImportantFactsThenThatMoreIsAvailable() {
        let content = [
            AccessibilityCustomContent(label: "Breed", value: "Beagle", importance: .high),
            AccessibilityCustomContent(label: "Age", value: "3 years"),
        ]
        let described = composer.describe(
            label: "Bailey", value: "Good dog", hint: "Opens the profile", traits: [.button], hasCustomActions: true,
            customContent: content)
        #expect(described.text == "Bailey: Good dog. Button. Breed: Beagle. More Content Available. Actions Available.")
        #expect(described.hint == "Opens the profile")
        #expect(
            composer.describe(label: "Bailey", value: nil, hint: nil, traits: [], customContent: [content[1]]).text
                == "Bailey. More Content Available.")
        #expect(
            composer.describe(label: "Bailey", value: nil, hint: nil, traits: [], customContent: [content[0]]).text
                == "Bailey. Breed: Beagle.")
    }

    @Test func hintsOffDropsEveryHint() {
        let quiet = DescriptionComposer(hintsEnabled: false)
        #expect(quiet.describe(label: "Brightness", value: "50%", hint: "Sets it.", traits: .adjustable).hint == nil)
        // A promoted hint is the description, so it is still spoken.
        #expect(quiet.describe(label: nil, value: nil, hint: "Hint", traits: .button).text == "Hint. Button.")
    }

    @Test @MainActor func uikitControlsDescribeThemselvesAsTheDefaultsTableSays() {
        let views: [View] = [
            Label("Title"), Button("Play"), Switch("Airplane Mode", isOn: false), Slider("Brightness", value: 0.5),
            TextField(text: "14.95", placeholder: "Amount due"), ActivityIndicator(nil),
        ]
        let app = Application()
        app.launch(root: screen("s", views))
        let texts = ElementTree(application: app).elements.map { DescriptionComposer().describe($0).text }
        #expect(
            texts == [
                "Title", "Play. Button.", "Airplane Mode. Switch Button. Off.", "Brightness: 50%. Adjustable.",
                // Once the field holds text its placeholder is not read (§11, row 11.1).
                "14.95. Text Field.", "In progress",
            ])
    }
}
