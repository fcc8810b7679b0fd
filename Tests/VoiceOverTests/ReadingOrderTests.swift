import AppModel
import Testing
import VoiceOver

/// docs/voiceover-rules.md §2.2 and §2.4: the worked examples and the pruning
/// and modality rules.
@MainActor
@Suite struct ReadingOrderTests {
    private func order(
        _ views: [View], device: Device = .iphone, direction: LayoutDirection = .leftToRight,
        root: ((View) -> Void)? = nil
    ) -> [String] {
        let app = Application(device: device, layoutDirection: direction)
        let controller = screen("s", views)
        app.launch(root: controller)
        root?(controller.view)
        return ElementTree(application: app).elements.map(\.name)
    }

    private func grid() -> [View] {
        [
            AccessibilityElement("A", id: "A", frame: Rect(x: 0, y: 0, width: 5, height: 5)),
            AccessibilityElement("B", id: "B", frame: Rect(x: 10, y: 0, width: 5, height: 5)),
            AccessibilityElement("C", id: "C", frame: Rect(x: 0, y: 10, width: 5, height: 5)),
            AccessibilityElement("D", id: "D", frame: Rect(x: 10, y: 10, width: 5, height: 5)),
        ].reversed()
    }

    @Test func gridReadsInRowsLeftToRight() {
        #expect(order(grid()) == ["A", "B", "C", "D"])
    }

    @Test func rightToLeftMirrorsOnlyTheHorizontalOrder() {
        #expect(order(grid(), direction: .rightToLeft) == ["B", "A", "D", "C"])
    }

    @Test func rowThresholdIsEightPointsOnIPhoneAndThirteenOnIPad() {
        // Tops 8 pt apart: two rows on iPhone (8 ≥ 8), one row on iPad (8 < 13).
        func views() -> [View] {
            [
                AccessibilityElement("0", id: "zero", frame: Rect(x: 0, y: 100, width: 5, height: 5)),
                AccessibilityElement("+8", id: "plus8", frame: Rect(x: 10, y: 108, width: 5, height: 5)),
                AccessibilityElement("-8", id: "minus8", frame: Rect(x: 20, y: 92, width: 5, height: 5)),
                AccessibilityElement("-8b", id: "minus8b", frame: Rect(x: 30, y: 92, width: 5, height: 5)),
            ]
        }
        #expect(order(views()) == ["minus8", "minus8b", "zero", "plus8"])
        let pair = { [views()[0], views()[1]] }
        #expect(order(pair()) == ["zero", "plus8"])
        let upper = { [views()[0], views()[2]] }
        #expect(order(upper()) == ["minus8", "zero"])
        #expect(order(upper(), device: .ipad) == ["zero", "minus8"])
    }

    @Test func hiddenTransparentAndZeroSizeViewsArePruned() {
        let hidden = Button("Hidden", id: "hidden")
        hidden.isHidden = true
        let transparent = Button("Transparent", id: "transparent")
        transparent.alpha = 0
        let zero = Button("Zero", id: "zero", frame: Rect(x: 0, y: 300, width: 0, height: 0))
        let wrapper = View(id: "wrapper", frame: Rect(x: 0, y: 400, width: 0, height: 0))
        wrapper.addSubview(Button("Inside", id: "inside", frame: Rect(x: 0, y: 0, width: 50, height: 20)))
        let shy = View(id: "shy")
        shy.accessibilityElementsHidden = true
        shy.addSubview(Button("Secret", id: "secret"))
        #expect(order([Button("Shown", id: "shown"), hidden, transparent, zero, wrapper, shy]) == ["shown", "inside"])
    }

    @Test func anElementHidesItsChildren() {
        let parent = View(id: "parent")
        parent.isAccessibilityElement = true
        parent.accessibilityLabel = "Row"
        parent.addSubview(Button("Child", id: "child"))
        #expect(order([parent]) == ["parent"])
    }

    @Test func explicitElementsKeepTheirOrderAndPlaceByTheirFirstChild() {
        let group = View(id: "group", frame: Rect(x: 0, y: 100, width: 300, height: 100))
        let right = AccessibilityElement("R", id: "R", frame: Rect(x: 200, y: 0, width: 10, height: 10))
        let left = AccessibilityElement("L", id: "L", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        group.addSubview(left)
        group.addSubview(right)
        group.accessibilityElements = [right, left]
        let above = AccessibilityElement("Above", id: "above", frame: Rect(x: 0, y: 10, width: 10, height: 10))
        let below = AccessibilityElement("Below", id: "below", frame: Rect(x: 0, y: 300, width: 10, height: 10))
        #expect(order([below, group, above]) == ["above", "R", "L", "below"])
    }

    @Test func groupedChildrenStayTogether() {
        let card = View(id: "card", frame: Rect(x: 0, y: 100, width: 100, height: 100))
        card.shouldGroupAccessibilityChildren = true
        card.addSubview(AccessibilityElement("Title", id: "title", frame: Rect(x: 0, y: 0, width: 100, height: 10)))
        card.addSubview(AccessibilityElement("Body", id: "body", frame: Rect(x: 0, y: 50, width: 100, height: 10)))
        let beside = AccessibilityElement("Beside", id: "beside", frame: Rect(x: 200, y: 120, width: 50, height: 10))
        #expect(order([beside, card]) == ["title", "body", "beside"])
    }

    @Test func lastModalSiblingWinsAndAncestorsSiblingsStay() {
        let a = View(id: "A", frame: Rect(x: 0, y: 0, width: 390, height: 100))
        a.addSubview(Button("In A", id: "inA", frame: Rect(x: 0, y: 0, width: 100, height: 44)))
        let b = View(id: "B", frame: Rect(x: 0, y: 100, width: 390, height: 300))
        let c1 = View(id: "C1", frame: Rect(x: 0, y: 0, width: 390, height: 100))
        c1.accessibilityViewIsModal = true
        c1.addSubview(Button("In C1", id: "inC1", frame: Rect(x: 0, y: 0, width: 100, height: 44)))
        let c2 = View(id: "C2", frame: Rect(x: 0, y: 100, width: 390, height: 100))
        c2.accessibilityViewIsModal = true
        c2.addSubview(Button("In C2", id: "inC2", frame: Rect(x: 0, y: 0, width: 100, height: 44)))
        let sibling = Button("Sibling", id: "sibling", frame: Rect(x: 0, y: 250, width: 100, height: 44))
        b.addSubview(c1)
        b.addSubview(c2)
        b.addSubview(sibling)
        #expect(order([a, b]) == ["inA", "inC2"])
    }

    @Test func aHiddenModalViewDoesNotHideItsSiblings() {
        let overlay = View(id: "overlay", frame: Rect(x: 0, y: 300, width: 390, height: 200))
        overlay.accessibilityViewIsModal = true
        overlay.isHidden = true
        overlay.addSubview(Button("Confirm", id: "confirm", frame: Rect(x: 0, y: 0, width: 100, height: 44)))
        let button = Button("Delete", id: "delete", frame: Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(order([button, overlay]) == ["delete"])
        overlay.isHidden = false
        #expect(order([button, overlay]) == ["confirm"])
    }

    @Test func sortingIsDeterministicForTiesAndNearTheThreshold() {
        func views() -> [View] {
            (0..<40).map { index in
                AccessibilityElement(
                    "\(index)", id: "\(index)",
                    frame: Rect(x: Double(index % 3) * 10, y: Double(index % 5) * 4, width: 5, height: 5))
            }
        }
        let first = order(views())
        #expect(first.count == 40)
        for _ in 0..<5 { #expect(order(views()) == first) }
    }

    @Test func tabBarItemsAreReadAsTabsWithTheirPosition() {
        let bar = View(id: "bar", frame: Rect(x: 0, y: 700, width: 390, height: 49))
        bar.accessibilityTraits = .tabBar
        for (index, title) in ["Item A", "Item B"].enumerated() {
            bar.addSubview(
                Button(title, id: "item\(index)", frame: Rect(x: Double(index) * 195, y: 0, width: 195, height: 49)))
        }
        let app = Application()
        app.launch(root: screen("s", [bar]))
        let texts = ElementTree(application: app).elements.map { DescriptionComposer().describe($0).text }
        #expect(texts == ["Item A. Tab. 1 of 2.", "Item B. Tab. 2 of 2."])
    }

    @Test func listsAndLandmarksMarkTheirEnds() {
        let list = View(id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 200))
        list.accessibilityContainerType = .list
        for index in 0..<3 {
            list.addSubview(Label("Row \(index)", frame: Rect(x: 0, y: Double(index) * 44, width: 390, height: 44)))
        }
        let app = Application()
        app.launch(root: screen("s", [list]))
        let texts = ElementTree(application: app).elements.map { DescriptionComposer().describe($0).text }
        #expect(texts == ["Row 0. List Start.", "Row 1", "Row 2. List End."])
    }
}
