internal import AppModel
internal import AppSpec
internal import Diagnostics

/// One SwiftUI view as the evaluator built it, before SwiftUI's
/// accessibility rules turn the tree into elements.
struct ViewNode {
    enum Kind: Equatable {
        case text(String)
        /// An image: its spoken name (`nil` when decorative).
        case image(String?)
        case button, link, navigationLink
        case toggle(isOn: Bool?)
        case slider(fraction: Double?)
        case stepper(label: String, value: Double?, minimum: Double?, maximum: Double?)
        case textField(title: String, text: String?, secure: Bool)
        case textEditor(text: String?)
        case progress(title: String?, fraction: Double?)
        case label(title: String, icon: String?)
        /// A picker; its options are the node's children, each with its tag.
        case picker(title: String, selection: SwiftValue?)
        /// A date picker: `mode` is `date`, `time` or `dateAndTime`; `date`
        /// is `nil` for now (the simulated clock), else the unknown source.
        case datePicker(title: String, mode: String, unknownDate: String?)
        case colorPicker(title: String)
        case stack(vertical: Bool)
        case zStack
        case list, form
        case section(header: String?, footer: String?)
        case scroll, group
        case navigation, tabView
        case spacer, divider, shape
        /// A view the sources do not define and SwiftUI has no rule for here.
        case opaque(String)
    }

    var kind: Kind
    var children: [ViewNode] = []
    var location: Diagnostics.SourceLocation
    // Accessibility modifiers.
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var hidden = false
    var addTraits: AccessibilityTraits = []
    var removeTraits: AccessibilityTraits = []
    var childBehavior: ChildBehavior?
    /// `.accessibilityAddTraits(.isModal)`.
    var modal = false
    /// Custom action names in declaration order (`accessibilityAction(named:)`,
    /// `swipeActions`, `onDelete`, `contextMenu`, buttons a `.combine` took in).
    var actions: [String] = []
    /// Gestures the view handles itself (`.accessibilityAction(.escape)`,
    /// `.magicTap`, `.default`, `.accessibilityScrollAction`): event names.
    var handledEvents: Set<String> = []
    /// `.accessibilityCustomContent` facts, in declaration order.
    var customContent: [AccessibilityCustomContent] = []
    /// `.accessibilitySortPriority`: higher is read first among its siblings.
    var sortPriority: Double?
    /// `.accessibilityHeading(.h2)`: the level its heading trait says.
    var headingLevel: Int?
    var disabled = false
    var padding: Double = 0
    var fixedHeight: Double?
    var fixedWidth: Double?
    /// `.environment(\.layoutDirection, .rightToLeft)` on this view.
    var rightToLeft = false
    /// `.tag(…)`, or the item a `ForEach` row was built from: what a picker's selection matches.
    var tag: SwiftValue?
    /// `.accessibilityRotorEntry(id:in:)` or `.id(…)`: what a rotor entry's id matches.
    var rotorEntryID: SwiftValue?
    /// `.accessibilityRotor` declarations: each rotor's name and its entries' ids, in order.
    var rotors: [(name: String, entries: [SwiftValue])] = []
    /// The provisional id of the element a rotor entry names (`rotor target N`), set once the screen's views are known.
    var rotorTarget: String?
    /// The rotors this view declares with their targets' provisional ids.
    var resolvedRotors: [CustomRotorSpec] = []
    /// `.pickerStyle`, `.datePickerStyle` or `.toggleStyle` (`segmented`, `wheel`, `button`, …).
    var style: String?
    // Navigation.
    var navigationTitle: String?
    /// `.toolbar` items by placement: `leading`, `trailing` (the default on
    /// iPhone), `principal` or `bottom`.
    var toolbar: [(placement: String, views: [ViewNode])] = []
    /// `.font(…)`: reaches the texts inside that set none of their own.
    var font: Font?
    /// `.lineLimit(n)`: the most lines the texts inside show (SwiftUI wraps without one).
    var lineLimit: Int?
    /// The condition the sources do not settle that chose this view (its `if` branch shown as a guess).
    var assumedBy: String?
    var tabTitle: String?
    /// In a live run, the code each event runs (`activate`, `escape`,
    /// `magicTap`, `increment`, `decrement`; `action <name>` for a custom
    /// action), by ``LiveRecording``'s reference.
    var codes: [String: String] = [:]
    /// A field's return key (`.submitLabel`, a search field's `.search`).
    var returnKey: ReturnKeyType?
    /// `TabView(selection: $tab)` in a live run: the state the selection is bound to.
    var selectionKey: String?
    /// `.accessibilityFocused($focus, equals: …)` (or `.focused`) whose state holds now.
    var focusTarget = false

    /// `.accessibilityElement(children:)`.
    enum ChildBehavior: String { case ignore, combine, contain }

    init(_ kind: Kind, at location: Diagnostics.SourceLocation, children: [ViewNode] = []) {
        self.kind = kind
        self.location = location
        self.children = children
    }

    /// The toolbar items of the subtree, outermost modifier last; of a
    /// `TabView`'s tabs, only the one it shows.
    var innerToolbar: [(placement: String, views: [ViewNode])] {
        shownChildren.flatMap(\.innerToolbar) + toolbar
    }

    /// The children that show: a `TabView` shows one tab, the one its
    /// selection tags (else its first); other views show all theirs.
    var shownChildren: [ViewNode] {
        guard case .tabView = kind else { return children }
        let tabs = ScreenBuilder.unwrap(children)
        return tabs.isEmpty ? [] : [tabs[shownTabIndex]]
    }

    /// The position of the tab a `TabView` shows among its tabs: the one its
    /// selection tags, else the first.
    var shownTabIndex: Int {
        let tabs = ScreenBuilder.unwrap(children)
        guard let selection = tag, !selection.isUnknown else { return 0 }
        return tabs.firstIndex { $0.tag.map { SwiftUIEvaluator.same($0, selection) } ?? false } ?? 0
    }

    /// The first navigation title in the subtree (`.navigationTitle` sits
    /// on the content inside the stack).
    var innerNavigationTitle: String? {
        if let navigationTitle { return navigationTitle }
        for child in shownChildren { if let title = child.innerNavigationTitle { return title } }
        return nil
    }
}
