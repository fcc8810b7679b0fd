import Testing

@testable import AppModel

/// UIKit's default accessibility for each control (docs/voiceover-rules.md §1.3) and its behaviour.
@MainActor
@Suite struct ControlTests {
    @Test func defaultsFollowTheUIKitTable() {
        let label = Label("Hello")
        #expect(
            label.isAccessibilityElement && label.accessibilityLabel == "Hello"
                && label.accessibilityTraits == .staticText)
        let button = Button("Play")
        #expect(
            button.isAccessibilityElement && button.accessibilityLabel == "Play"
                && button.accessibilityTraits == .button)
        let link = Link("Terms")
        #expect(link.accessibilityTraits == .link)
        let image = ImageView("icon_trash")
        #expect(!image.isAccessibilityElement && image.accessibilityLabel == nil && image.accessibilityTraits == .image)
        let toggle = Switch("Airplane Mode", isOn: false)
        #expect(toggle.accessibilityValue == "0" && toggle.accessibilityTraits == [.button, .toggleButton])
        let slider = Slider("Brightness", value: 0.5)
        #expect(slider.accessibilityValue == "50%" && slider.accessibilityTraits == .adjustable)
        let stepper = Stepper("Quantity", value: 1)
        #expect(!stepper.isAccessibilityElement)
        #expect(stepper.subviews.map { $0.accessibilityLabel ?? "" } == ["Decrement", "Increment"])
        let pages = PageControl(currentPage: 1, numberOfPages: 4)
        #expect(pages.accessibilityValue == "page 2 of 4" && pages.accessibilityTraits == .adjustable)
        let field = TextField(text: "", placeholder: "Email")
        // The placeholder is read in the value's place while the field is empty (docs/voiceover-rules.md §11, row 11.1).
        #expect(
            field.accessibilityLabel == nil && field.accessibilityValue == "Email"
                && field.accessibilityTraits == .textEntry)
        let secure = TextField(style: .secure, text: "abc")
        #expect(secure.accessibilityValue == "•••" && secure.accessibilityTraits == [.textEntry, .secureTextField])
        let search = TextField(style: .search, placeholder: "Search")
        #expect(search.accessibilityTraits == [.searchField, .textEntry])
        let textView = TextView(text: "Notes")
        #expect(textView.accessibilityValue == "Notes" && textView.accessibilityTraits == [.textEntry, .textArea])
        #expect(ProgressView("Upload", progress: 0.25).accessibilityValue == "25%")
        let spinner = ActivityIndicator("Loading")
        #expect(spinner.accessibilityValue == "In progress" && !spinner.isHidden)
        spinner.isAnimating = false
        #expect(spinner.isHidden)
        let cell = Cell("Wi-Fi", detailText: "Home")
        #expect(
            cell.isAccessibilityElement && cell.accessibilityLabel == "Wi-Fi, Home" && cell.accessibilityTraits == [])
        cell.accessory = .disclosureIndicator
        #expect(cell.accessibilityTraits == .button)
        #expect(
            !ScrollView().isAccessibilityElement && !StackView().isAccessibilityElement
                && !View().isAccessibilityElement)
        #expect(AccessibilityElement("Item").isAccessibilityElement)
    }

    @Test func customValuesReplaceDefaultsAndAddedTraitsAddToThem() {
        let button = Button("Play")
        button.accessibilityLabel = "Play song"
        button.addedAccessibilityTraits = .startsMediaSession
        #expect(button.accessibilityLabel == "Play song")
        #expect(button.accessibilityTraits == [.button, .startsMediaSession])
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == [.link, .startsMediaSession])
        button.isEnabled = false
        #expect(button.accessibilityTraits.contains(.link))
    }

    @Test func disabledAndSelectedControlsAddTheirTraits() {
        let button = Button("Save")
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        #expect(!button.performTap())
    }

    @Test func switchTogglesOnTapAndSendsValueChanged() {
        let toggle = Switch("Wi-Fi", isOn: false)
        var changes = 0
        toggle.addAction(for: .valueChanged) { changes += 1 }
        #expect(toggle.performTap())
        #expect(toggle.isOn && toggle.accessibilityValue == "1" && changes == 1)
        toggle.isMixed = true
        #expect(toggle.accessibilityValue == "2")
    }

    @Test func sliderMovesByItsStepWithinBoundsAndReportsAPercentage() {
        let slider = Slider("Brightness", value: 0.5)
        slider.accessibilityIncrement()
        #expect(slider.accessibilityValue == "60%")
        for _ in 0..<10 { slider.accessibilityIncrement() }
        #expect(slider.value == 1 && slider.accessibilityValue == "100%")
        slider.step = 0.25
        slider.accessibilityDecrement()
        #expect(slider.accessibilityValue == "75%")
        slider.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        #expect(slider.activationPoint == Point(x: 150, y: 22))
    }

    @Test func stepperChangesItsValueWithinBoundsAndDimsTheButtonAtABound() {
        let stepper = Stepper("Quantity", value: 9, minimumValue: 0, maximumValue: 10, step: 1, id: "qty")
        #expect(stepper.incrementButton.performTap())
        #expect(stepper.value == 10 && stepper.incrementButton.spokenAfterActivation == "10")
        #expect(stepper.incrementButton.accessibilityTraits == [.button, .notEnabled])
        #expect(!stepper.incrementButton.performTap())
        #expect(stepper.value == 10)
        #expect(stepper.decrementButton.id == "qty.decrement")
        stepper.accessibilityDecrement()
        #expect(stepper.accessibilityValue == "9")
    }

    @Test func segmentedControlSelectsOnTapAndNumbersItsSegments() {
        let control = SegmentedControl(["Day", "Week", "Month"], selectedSegmentIndex: 0)
        let week = control.segments[1]
        #expect(week.accessibilityTraits == .button)
        #expect(week.seriesPosition! == (2, 3))
        #expect(week.performTap())
        #expect(control.selectedSegmentIndex == 1)
        #expect(week.accessibilityTraits == [.button, .selected])
        #expect(control.segments[0].accessibilityTraits == .button)
    }

    @Test func pageControlPagesWithinItsBounds() {
        let control = PageControl(currentPage: 0, numberOfPages: 3)
        control.accessibilityDecrement()
        #expect(control.currentPage == 0)
        control.accessibilityIncrement()
        control.accessibilityIncrement()
        control.accessibilityIncrement()
        #expect(control.accessibilityValue == "page 3 of 3")
    }

    @Test func scrollViewPagesAndRepeatsTheStatusAtTheEnd() {
        let app = makeApp()
        let home = content("home")
        let scroll = ScrollView(id: "scroll", frame: Rect(x: 0, y: 0, width: 390, height: 300))
        scroll.contentSize = Size(width: 390, height: 900)
        home.contentBuilder = { $0.addSubview(scroll) }
        app.launch(root: home)
        #expect(scroll.scrollStatus == "Page 1 of 3")
        #expect(scroll.accessibilityScroll(.down))
        #expect(scroll.contentOffset == Point(x: 0, y: 300))
        #expect(scroll.accessibilityScroll(.down))
        #expect(scroll.accessibilityScroll(.down))
        #expect(scroll.contentOffset == Point(x: 0, y: 600))
        #expect(!scroll.accessibilityScroll(.left))
        #expect(scroll.accessibilityScroll(.up))
        let posted = app.takePendingNotifications().map(\.summary)
        #expect(
            posted == [
                "pageScrolled(\"Page 2 of 3\")", "pageScrolled(\"Page 3 of 3\")", "pageScrolled(\"Page 3 of 3\")",
                "pageScrolled(\"Page 2 of 3\")",
            ])
    }

    @Test func scrolledContentMovesInWindowCoordinates() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 100, height: 100))
        let inner = Label("Far", frame: Rect(x: 0, y: 150, width: 100, height: 44))
        scroll.addSubview(inner)
        #expect(inner.frameInWindow == Rect(x: 0, y: 250, width: 100, height: 44))
        scroll.contentOffset = Point(x: 0, y: 100)
        #expect(inner.frameInWindow == Rect(x: 0, y: 150, width: 100, height: 44))
    }

    @Test func tableStacksItsRowsAndTheColumnStretchesIt() {
        let app = makeApp()
        let home = content("home")
        let table = TableView(id: "table")
        home.contentBuilder = { root in
            root.addSubview(Label("Header"))
            root.addSubview(table)
            for row in 0..<30 { table.appendRow(Cell("Row \(row)")) }
        }
        app.launch(root: home)
        #expect(table.frame == Rect(x: 16, y: 60, width: 358, height: 695))
        #expect(table.cells[2].frame == Rect(x: 0, y: 88, width: 358, height: 44))
        #expect(table.scrollStatus == "Page 1 of 2")
    }

    @Test func stackViewLaysOutRowsAndColumns() {
        let row = StackView(axis: .horizontal, spacing: 10, frame: Rect(x: 0, y: 0, width: 320, height: 44))
        for name in ["A", "B", "C"] { row.addSubview(Button(name)) }
        row.layoutIfNeeded()
        #expect(row.subviews.map(\.frame.minX) == [0, 110, 220])
        let column = StackView()
        column.frame = Rect(x: 0, y: 0, width: 100, height: 200)
        column.addSubview(Label("1"))
        column.addSubview(Label("2"))
        column.subviews[0].isHidden = true
        column.layoutIfNeeded()
        #expect(column.subviews[1].frame.minY == 0)
    }

    @Test func textFieldBecomesFirstResponderOnTap() {
        let app = makeApp()
        let home = content("home")
        let field = TextField(placeholder: "Name", id: "name")
        home.contentBuilder = { $0.addSubview(field) }
        app.launch(root: home)
        #expect(field.performTap())
        #expect(field.isEditing && field.accessibilityTraits == [.textEntry, .isEditing])
        #expect(app.trace.names(of: [.becomeFirstResponder]) == ["name.becomeFirstResponder"])
    }

    @Test func hitTestFindsTheFrontMostVisibleView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let back = Button("Back", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let front = Button("Front", frame: Rect(x: 50, y: 50, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(Point(x: 60, y: 60)) === front)
        #expect(root.hitTest(Point(x: 10, y: 10)) === back)
        front.isHidden = true
        #expect(root.hitTest(Point(x: 60, y: 60)) === back)
    }
}
