import AppModel
import Testing
import VoiceOver

/// The screen reader reuses its element tree while ``ModelRevision`` stands
/// still; every kind of change to the model must move the revision, so the
/// reused tree always reads as a fresh one would.
@MainActor
@Suite struct ElementTreeReuseTests {
    /// A screen in a navigation controller: a label, a button, a switch, a
    /// slider and a container of two labels.
    private func fixture() -> (NavigationController, ViewController, [String: View]) {
        let views: [String: View] = [
            "label": Label("Inbox", id: "label", frame: Rect(x: 0, y: 100, width: 100, height: 20)),
            "button": Button("Send", id: "button", frame: Rect(x: 0, y: 140, width: 100, height: 20)),
            "switch": Switch("Wi-Fi", isOn: false, id: "switch", frame: Rect(x: 0, y: 180, width: 100, height: 20)),
            "slider": Slider("Volume", value: 0.5, id: "slider", frame: Rect(x: 0, y: 220, width: 100, height: 20)),
            "group": View(id: "group", frame: Rect(x: 0, y: 260, width: 300, height: 40)),
        ]
        views["group"]?.addSubview(Label("First", id: "first", frame: Rect(x: 0, y: 0, width: 100, height: 20)))
        views["group"]?.addSubview(Label("Second", id: "second", frame: Rect(x: 150, y: 0, width: 100, height: 20)))
        let order = ["label", "button", "switch", "slider", "group"]
        let content = screen("content", title: "Mail", order.compactMap { views[$0] })
        return (NavigationController(id: "nav", viewControllers: [content]), content, views)
    }

    nonisolated static let changes: [String] = [
        "label text", "accessibility label", "hidden", "alpha", "frame", "subview added", "subview removed",
        "switch", "slider value", "enabled", "traits", "elements hidden", "modal", "grouping", "explicit order",
        "title", "pushed controller",
    ]

    @Test(arguments: changes)
    func aReusedTreeReadsLikeAFreshOneAfterEachChange(_ change: String) async throws {
        let (navigation, content, views) = fixture()
        let reader = await launch(navigation)
        let before = reader.describedElements()
        let view = { (id: String) in try #require(views[id]) }
        switch change {
        case "label text": (try view("label") as? Label)?.text = "Outbox"
        case "accessibility label": try view("button").accessibilityLabel = "Send now"
        case "hidden": try view("label").isHidden = true
        case "alpha": try view("button").alpha = 0
        case "frame": try view("label").frame = Rect(x: 0, y: 400, width: 100, height: 20)
        case "subview added": content.view.addSubview(Label("New", frame: Rect(x: 0, y: 500, width: 100, height: 20)))
        case "subview removed": try view("switch").removeFromSuperview()
        case "switch": (try view("switch") as? Switch)?.isOn = true
        case "slider value": (try view("slider") as? Slider)?.value = 0.9
        case "enabled": (try view("button") as? Control)?.isEnabled = false
        case "traits": try view("label").accessibilityTraits = [.header]
        case "elements hidden": try view("group").accessibilityElementsHidden = true
        case "modal": try view("group").accessibilityViewIsModal = true
        case "grouping":
            try view("group").accessibilityContainerType = .semanticGroup
            try view("group").accessibilityLabel = "Pair"
        case "explicit order": try view("group").accessibilityElements = try view("group").subviews.reversed()
        case "title": content.title = "Drafts"
        case "pushed controller": navigation.push(screen("next", title: "Next", [Label("Detail")]))
        default: Issue.record("unknown change \(change)")
        }
        let reused = reader.describedElements()
        reader.reusesElementTree = false
        let fresh = reader.describedElements()
        #expect(reused == fresh)
        // A semantic group's label is spoken on entering it, not in the list.
        if change != "grouping" { #expect(reused != before, "the change should be audible: \(reused)") }
    }
}
