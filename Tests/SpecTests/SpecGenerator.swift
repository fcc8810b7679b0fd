import AppModel
import AppSpec
import Diagnostics
import TestSupport
import VoiceOver

/// Builds a valid scenario spec from a seed: controllers of every type,
/// views of every kind with their own fields set at random, handlers,
/// segues, an alert, settings, and strings YAML could misread ("null",
/// "#", ": ", quotes, numbers, leading spaces, non-ASCII).
struct SpecGenerator {
    private var random: SplitMix64
    private var viewCount = 0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    private mutating func chance(_ percent: Int = 50) -> Bool { int(0...99) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
    private mutating func maybe<T>(_ make: (inout SpecGenerator) -> T) -> T? { chance() ? make(&self) : nil }

    static let awkward = [
        "Save", "null", "true", "No", "~", "#1", "a: b", "x #y", "\"quoted\"", "it's", "  padded", "trailing ", "42",
        "3.5", "-1",
        "Wi-Fi", "Café ☕", "[list]", "{map}", "@mention", "%", "line\nbreak", "tab\there", "back\\slash", "é", "",
    ]

    private mutating func text() -> String { pick(Self.awkward) + (chance(30) ? " \(int(0...99))" : "") }
    private mutating func number() -> Double {
        pick([0, 1, 0.5, 0.25, 100, -3, 12.75, 0.1, 1e-3, 0.30000000000000004, 1e16])
    }
    private mutating func point() -> Point { Point(x: number(), y: number()) }
    private mutating func rect() -> Rect { Rect(x: number(), y: number(), width: abs(number()), height: abs(number())) }

    private mutating func color() -> Color {
        switch int(0...2) {
        case 0: Color.system(pick(["systemBlue", "label", "white", "systemRed"]))!
        case 1: Color.fixed(RGBA(bytes: int(0...255), int(0...255), int(0...255)))
        default:
            Color(
                name: "Brand", light: RGBA(bytes: int(0...255), 0, 0),
                dark: chance() ? RGBA(bytes: 0, int(0...255), 0) : nil)
        }
    }

    private mutating func traits() -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for named in AccessibilityTraits.named where chance(15) { traits.insert(named.trait) }
        return traits
    }

    private mutating func handler(_ viewIDs: [String]) -> HandlerSpec {
        var actions: [ActionSpec] = []
        for _ in 0..<int(1...3) {
            let kind: ActionSpec.Kind =
                switch int(0...6) {
                case 0: .announce(text(), priority: pick([.default, .high, .low]))
                case 1: .log(text())
                case 2: viewIDs.isEmpty ? .pass : .toggle(pick(viewIDs))
                case 3: .screenChanged(pick([.none, .text(text())]))
                case 4: .dismiss
                case 5: .pageScrolled(text())
                default: .pass
                }
            actions.append(ActionSpec(kind: kind))
        }
        return HandlerSpec(actions: actions)
    }

    private mutating func appearance() -> ViewAppearanceSpec {
        var appearance = ViewAppearanceSpec()
        if chance(20) { appearance.textColor = color() }
        if chance(20) { appearance.backgroundColor = color() }
        if chance(10) { appearance.tintColor = color() }
        if chance(10) { appearance.indicatorColor = color() }
        if chance(20) {
            appearance.font = pick([
                Font.style(.body), Font(size: 13), Font(size: 17, isBold: true, name: "Avenir-Book"),
            ])
        }
        if chance(15) { appearance.lines = int(0...4) }
        if chance(10) { appearance.shrinksToFit = true }
        if chance(10) { appearance.templateImage = true }
        return appearance
    }

    private mutating func content(_ kind: ViewKind) -> ViewContent {
        switch kind {
        case .button: .button(imageName: maybe { $0.text() })
        case .switch: .switch(isOn: maybe { $0.chance() })
        case .slider:
            .slider(
                SteppedValue(
                    value: maybe { $0.number() }, minimum: maybe { $0.number() }, maximum: maybe { $0.number() },
                    step: maybe { $0.number() }))
        case .stepper: .stepper(SteppedValue(value: maybe { $0.number() }, step: maybe { $0.number() }))
        case .progress: .progress(value: maybe { $0.number() })
        case .pageControl:
            .pageControl(
                PageControlContent(
                    value: maybe { $0.number() }, page: maybe { $0.int(0...5) }, pages: maybe { $0.int(1...6) }))
        case .textField: .textField(placeholder: maybe { $0.text() })
        case .secureTextField: .secureTextField(placeholder: maybe { $0.text() })
        case .searchField: .searchField(placeholder: maybe { $0.text() })
        case .segmented:
            .segmented(
                SegmentedContent(segments: (0..<int(1...3)).map { _ in text() }, selected: maybe { $0.int(0...2) }))
        case .activityIndicator:
            .activityIndicator(
                ActivityContent(animating: maybe { $0.chance() }, hidesWhenStopped: maybe { $0.chance() }))
        case .scroll:
            .scroll(
                ScrollContent(
                    contentSize: maybe { Size(width: abs($0.number()), height: abs($0.number())) },
                    offset: maybe { $0.point() }, paging: chance()))
        case .table: .table(rows: chance() ? (0..<int(1...3)).map { _ in text() } : [])
        case .cell:
            .cell(
                CellContent(
                    detail: maybe { $0.text() }, accessory: maybe { $0.pick(Cell.Accessory.allCases) },
                    isOn: maybe { $0.chance() }))
        case .picker:
            .picker(
                PickerContent(components: [(0..<int(1...3)).map { _ in text() }], selectedRows: chance() ? [0] : []))
        case .datePicker:
            .datePicker(
                DatePickerContent(
                    mode: maybe { $0.pick(DatePicker.Mode.allCases) },
                    style: maybe { $0.pick(DatePicker.Style.allCases) },
                    date: maybe {
                        PickerDate(
                            text:
                                "20\($0.int(10...40))-0\($0.int(1...9))-1\($0.int(0...9)) 0\($0.int(0...9)):3\($0.int(0...9))"
                        )!
                    }))
        case .colorWell: .colorWell(color: maybe { $0.color() })
        default: ViewContent(kind)
        }
    }

    private mutating func view(depth: Int, ids: inout [String]) -> ViewSpec {
        let kind = pick(ViewKind.allCases)
        var spec = ViewSpec(content: content(kind), title: kind == .segmented ? nil : maybe { $0.text() })
        viewCount += 1
        let id = "v\(viewCount)"
        if chance(80) {
            spec.id = id
            ids.append(id)
        }
        if chance(30) { spec.label = text() }
        if chance(20), !kind.isNumeric { spec.value = text() }
        if chance(10) { spec.spokenValue = text() }
        if chance(20) { spec.hint = text() }
        if chance(20) { spec.traits = traits() }
        if chance(20) { spec.addTraits = traits() }
        if chance(40) { spec.frame = rect() }
        spec.hidden = chance(10)
        if chance(10) { spec.alpha = number() }
        if chance(15) { spec.isElement = chance() }
        spec.elementsHidden = chance(10)
        spec.modal = chance(10)
        spec.group = chance(10)
        if chance(10) { spec.containerType = pick(AccessibilityContainerType.allCases) }
        if chance(15) { spec.identifier = text() }
        if chance(10) { spec.language = pick(["fr-FR", "de"]) }
        if chance(10) { spec.headingLevel = int(1...6) }
        if chance(10) { spec.activationPoint = point() }
        if chance(10) { spec.enabled = chance() }
        if chance(15) { spec.customActions = [CustomActionSpec(name: text(), handler: handler(ids))] }
        if chance(10) {
            spec.customRotors = [CustomRotorSpec(name: "Rotor " + text(), targets: ids.isEmpty ? [] : [pick(ids)])]
        }
        if chance(20) { spec.handlers[pick(HandlerEvent.view.filter { $0 != .scroll })] = handler(ids) }
        if chance(10) { spec.handlers.scroll[pick(["any", "up", "left"])] = handler(ids) }
        spec.appearance = appearance()
        if depth < 2, chance(30) { spec.subviews = (0..<int(1...3)).map { _ in view(depth: depth + 1, ids: &ids) } }
        return spec
    }

    /// A scenario whose root is a tab bar of a navigation, a split, a page
    /// and a container controller over content controllers, plus an alert.
    mutating func scenario() -> ScenarioSpec {
        var ids: [String] = []
        var contents: [ControllerSpec] = (0..<5).map { index in
            var controller = ControllerSpec(id: "screen\(index)", content: .content)
            if chance() { controller.title = text() }
            controller.views = (0..<int(0...4)).map { _ in view(depth: 0, ids: &ids) }
            if chance(30) {
                controller.rootView = ViewSpec(kind: .view)
                controller.rootView?.label = text()
                controller.rootView?.hint = maybe { $0.text() }
            }
            if chance(20) { controller.modalPresentationStyle = pick(ModalPresentationStyle.allCases) }
            if chance(20) {
                controller.restorationID = "r\(index)"
                controller.restorationClass = maybe { _ in "Restorer" }
            }
            if chance(20) { controller.handlers[pick(HandlerEvent.lifecycle)] = handler([]) }
            if chance(20) { controller.canvas = Size(width: 390, height: Double(int(600...1400))) }
            if chance(20) { controller.estimatedLayout = true }
            if chance(20) {
                var item = ControllerSpec.NavigationItemSpec()
                item.title = text()
                item.right = [ViewSpec(kind: .button, title: text())]
                controller.navigationItem = item
            }
            if chance(20) {
                controller.tabBarItem = ControllerSpec.TabBarItemSpec(title: text(), badge: maybe { $0.text() })
            }
            return controller
        }
        contents[0].segues = [
            ControllerSpec.SegueEntry(
                id: "next",
                spec: ControllerSpec.SegueSpec(
                    kind: .show, destination: "screen1", style: nil, blocked: chance(), location: .inCode))
        ]
        let alert = ControllerSpec(
            id: "alert",
            content: .alert(
                ControllerSpec.AlertSpec(
                    title: maybe { $0.text() }, message: maybe { $0.text() }, style: pick([.alert, .actionSheet]),
                    actions: [
                        ControllerSpec.AlertActionSpec(
                            title: text(), style: pick([.default, .cancel, .destructive]),
                            handler: maybe { $0.handler([]) })
                    ])))
        let navigation = ControllerSpec(
            id: "nav", content: .navigation(NavigationContent(stack: ["screen0"], toolbarHidden: maybe { $0.chance() }))
        )
        let split = ControllerSpec(
            id: "split", content: .split(SplitContent(primary: "screen1", secondary: maybe { _ in "screen2" })))
        let page = ControllerSpec(id: "pages", content: .page(PageContent(pages: ["screen3"], current: 0)))
        var container = ControllerSpec(id: "box", content: .container)
        container.children = [ControllerSpec.ChildSpec(controller: "screen4")]
        let tabs = ControllerSpec(
            id: "tabs", content: .tabBar(TabBarContent(tabs: ["nav", "split", "pages", "box"], selected: int(0...3))))
        var spec = ScenarioSpec(
            file: "generated.yaml", name: text().isEmpty ? "generated" : "Generated \(int(0...9))", root: "tabs")
        spec.controllers = [tabs, navigation, split, page, container, alert] + contents
        if chance() { spec.device = .ipad }
        if chance(30) { spec.screen = Size(width: 375, height: 667) }
        if chance(20) { spec.orientation = .landscape }
        if chance(20) { spec.layoutDirection = .rightToLeft }
        if chance(30) { spec.settings.hints = false }
        if chance(30) { spec.settings.afterDismiss = .first }
        if chance(30) { spec.settings.rate = int(80...400) }
        if chance(20) { spec.settings.paceMilliseconds = int(0...4) * 250 }
        if chance(20) { spec.settings.speaksActionsAvailable = false }
        if chance(20) { spec.pitch = int(0...100) }
        if chance(20) { spec.appDelegate[.magicTap] = handler([]) }
        spec.steps = [.gesture(.swipeRight), .wait(1)] + (ids.first.map { [.focus($0)] } ?? [])
        return spec
    }
}
