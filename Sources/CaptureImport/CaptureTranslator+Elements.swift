internal import AppModel
internal import AppSpec
internal import Captures
internal import Foundation

extension CaptureTranslator {
    /// Where an element sits, as far as it changes what it becomes.
    struct Context {
        var inTable = false
        var inCell = false
        var inNavigationBar = false
        var inTabBar = false
        /// A view above, in the output, is hidden (its subtree goes with it).
        var hidden = false
        /// A wrapper that folded away was invisible: the next view made is hidden.
        var foldedHidden = false
    }

    /// What the walk noticed.
    struct State {
        /// Left-out types with where each first appeared.
        var omitted: [String: (line: Int, column: Int)] = [:]
        var unknownTypes: Set<String> = []
    }

    /// Every XCUIElement type a11ysim knows (the rest are read as plain views, with a warning).
    static let knownTypes: Set<String> = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button", "RadioButton",
        "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton", "ToolbarButton",
        "Popover",
        "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar", "Table", "TableRow",
        "TableColumn",
        "Outline", "OutlineRow", "Browser", "CollectionView", "Slider", "PageIndicator", "ProgressIndicator",
        "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel", "Switch", "Toggle", "Link", "Image", "Icon",
        "SearchField", "ScrollView", "ScrollBar", "StaticText", "TextField", "SecureTextField", "DatePicker",
        "TextView",
        "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map", "WebView", "IncrementArrow", "DecrementArrow", "Timeline",
        "RatingIndicator", "ValueIndicator", "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag",
        "Matte", "DockItem", "Ruler", "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem",
        "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
    ]

    /// Types that are controls a person operates (an `Other` holding one
    /// is a container, never one combined element).
    static let interactiveTypes: Set<String> = [
        "Button", "Link", "Switch", "Toggle", "Slider", "TextField", "SecureTextField", "SearchField", "TextView",
        "Cell",
        "SegmentedControl", "Stepper", "PickerWheel", "Picker", "DatePicker", "PageIndicator", "Key", "RadioButton",
        "CheckBox", "PopUpButton", "ComboBox", "MenuButton", "Tab",
    ]

    /// Translates `element`'s children (or the element itself when `includeSelf`).
    func translateChildren(
        of element: CapturedElement, parentOrigin: Point, context: Context, state: inout State, includeSelf: Bool
    ) -> [ViewSpec] {
        if includeSelf { return translate(element, parentOrigin: parentOrigin, context: context, state: &state) }
        var context = context
        if element.visible == false { context.foldedHidden = true }
        return element.children.flatMap { translate($0, parentOrigin: parentOrigin, context: context, state: &state) }
    }

    /// One element: nothing (left out), its children (a wrapper folds into
    /// its parent), or one view with its subtree.
    func translate(_ element: CapturedElement, parentOrigin: Point, context: Context, state: inout State) -> [ViewSpec]
    {
        var output: [ViewSpec] = []
        emit(element, parentOrigin: parentOrigin, context: context, state: &state, into: &output)
        return output
    }

    /// ``translate(_:parentOrigin:context:state:)`` appending to `output`:
    /// each view is moved into its parent's list once, not copied at every level.
    func emit(
        _ element: CapturedElement, parentOrigin: Point, context: Context, state: inout State,
        into output: inout [ViewSpec]
    ) {
        if Self.omittedTypes.contains(element.type) {
            if state.omitted[element.type] == nil { state.omitted[element.type] = (element.line, element.column) }
            return
        }
        if !Self.knownTypes.contains(element.type) { state.unknownTypes.insert(element.type) }
        // Hidden where the invisibility starts; its subtree goes with it.
        let selfHidden = !context.hidden && (element.visible == false || context.foldedHidden)
        var inner = context
        inner.hidden = context.hidden || selfHidden
        inner.foldedHidden = false
        let origin = element.frame?.origin ?? parentOrigin
        func children(_ context: Context) -> [ViewSpec] {
            var views: [ViewSpec] = []
            views.reserveCapacity(element.children.count)
            for child in element.children {
                emit(child, parentOrigin: origin, context: context, state: &state, into: &views)
            }
            return views
        }
        func make(_ kind: ViewKind, title: String? = nil) -> ViewSpec {
            base(element, kind: kind, title: title, parentOrigin: parentOrigin, hidden: selfHidden)
        }
        switch element.type {
        case "Window", "Application":
            var folded = context
            folded.foldedHidden = context.foldedHidden || element.visible == false
            for child in element.children {
                emit(child, parentOrigin: parentOrigin, context: folded, state: &state, into: &output)
            }
        case "Button", "RadioButton", "CheckBox", "PopUpButton", "MenuButton", "ToolbarButton", "Tab", "Key",
            "DisclosureTriangle":
            var spec = make(.button, title: element.label)
            // WebDriverAgent writes a selected button's value as "1" (tabs, radio buttons).
            if element.selected || element.value == "1" { spec.addTraits.insert(.selected) }
            if let value = element.value, value != "1", value != "0", !value.isEmpty { spec.value = value }
            if element.type == "Key" { spec.addTraits.insert(.keyboardKey) }
            output.append(spec)
        case "Link":
            var spec = make(.link, title: element.label)
            spec.value = nonEmpty(element.value)
            output.append(spec)
        case "StaticText":
            // A text's words are its label; a page source that has only a
            // name for it (WebDriverAgent's name is the label when no
            // identifier is set) has them there.
            let text =
                element.label ?? nonEmpty(element.value) ?? (document.format == .appium ? element.identifier : nil)
            let isHeading = context.inNavigationBar || element.traits?.contains("header") == true
            var spec = make(isHeading ? .heading : .text, title: text)
            if let value = nonEmpty(element.value), element.label != nil, value != element.label { spec.value = value }
            // A label with no text is no element.
            if text == nil { spec.isElement = element.accessible ?? false }
            output.append(spec)
        case "Image", "Icon":
            // An image view's title is its asset name, never spoken: the label is.
            var spec = make(.image)
            spec.label = element.label
            // UIImageView is no element unless the app made it one; a label
            // (or WebDriverAgent's `accessible`) says it did.
            spec.isElement = element.accessible ?? (element.label != nil)
            output.append(spec)
        case "Switch", "Toggle":
            var spec = make(.switch, title: element.label)
            spec.content = .switch(isOn: ["1", "true", "on"].contains(element.value?.lowercased() ?? ""))
            output.append(spec)
        case "Slider", "ProgressIndicator":
            var spec = make(element.type == "Slider" ? .slider : .progress, title: element.label)
            let fraction = Self.fraction(element.value)
            spec.content =
                element.type == "Slider" ? .slider(SteppedValue(value: fraction)) : .progress(value: fraction)
            if fraction == nil, let value = nonEmpty(element.value) { spec.spokenValue = value }
            output.append(spec)
        case "TextField", "SecureTextField", "SearchField", "TextView", "ComboBox":
            let isSearch =
                element.type == "SearchField" || element.subrole == "AXSearchField"
                || element.roleDescription?.lowercased().contains("search") == true
            let kind: ViewKind =
                isSearch
                ? .searchField
                : element.type == "SecureTextField"
                    ? .secureTextField : element.type == "TextView" ? .textView : .textField
            var spec = make(kind, title: element.label)
            // An empty field reports its placeholder as its value (XCUITest, Appium): it holds no text.
            spec.value = element.value == element.placeholder ? nil : element.value
            switch kind {
            case .textField: spec.content = .textField(placeholder: element.placeholder)
            case .secureTextField: spec.content = .secureTextField(placeholder: element.placeholder)
            case .searchField: spec.content = .searchField(placeholder: element.placeholder)
            default: break
            }
            // Buttons inside a field (clear, dictation, show password) are
            // elements of their own, after the field.
            let buttons = Self.descendants(of: element).filter { $0.type == "Button" }.sorted { $0.line < $1.line }
            output.append(spec)
            for button in buttons {
                emit(button, parentOrigin: parentOrigin, context: inner, state: &state, into: &output)
            }
        case "ActivityIndicator":
            var spec = make(.activityIndicator, title: element.label)
            spec.content = .activityIndicator(ActivityContent(animating: true))
            output.append(spec)
        case "PageIndicator":
            var spec = make(.pageControl, title: element.label)
            let numbers = (element.value ?? "").split { !$0.isNumber }.compactMap { Int($0) }
            if numbers.count >= 2 {
                spec.content = .pageControl(PageControlContent(page: max(0, numbers[0] - 1), pages: max(1, numbers[1])))
            } else if let value = nonEmpty(element.value) {
                spec.spokenValue = value
            }
            output.append(spec)
        case "SegmentedControl":
            var spec = make(.segmented, title: element.label)
            let segments = element.children.filter { $0.type == "Button" }
            spec.content = .segmented(
                SegmentedContent(
                    segments: segments.map { $0.label ?? "" },
                    selected: segments.firstIndex { $0.selected || $0.value == "1" }))
            output.append(spec)
        case "PickerWheel":
            var spec = make(.element, title: element.label)
            spec.value = element.value
            spec.addTraits.insert(.adjustable)
            output.append(spec)
        case "Cell", "TableRow", "OutlineRow":
            output.append(cell(element, parentOrigin: parentOrigin, context: inner, hidden: selfHidden, state: &state))
        case "Table", "CollectionView", "ScrollView", "Outline", "Browser", "Grid":
            var spec = make(.scroll)
            spec.content = .scroll(ScrollContent(contentSize: spec.frame?.size))
            var scrolled = inner
            scrolled.inTable = element.type != "ScrollView"
            spec.subviews = children(scrolled)
            output.append(spec)
        case "NavigationBar":
            var spec = make(.view)
            var bar = inner
            bar.inNavigationBar = true
            spec.subviews = children(bar)
            Self.orderLeadingToTrailing(&spec)
            output.append(spec)
        case "TabBar", "TabGroup":
            var spec = make(.view)
            spec.traits = .tabBar
            spec.label = nil
            var bar = inner
            bar.inTabBar = true
            spec.subviews = children(bar)
            Self.orderLeadingToTrailing(&spec)
            output.append(spec)
        case "Alert", "Sheet", "Dialog", "Popover":
            // The label names the view (screen keys read "Mail [Mail/Delete Draft?]"); a container's label is not spoken.
            var spec = make(.view)
            spec.label = element.label
            spec.modal = true
            spec.subviews = children(inner)
            output.append(spec)
        case "Toolbar", "Picker", "DatePicker", "Stepper", "WebView", "Map", "Menu", "MenuBar", "RadioGroup":
            var spec = make(.view)
            spec.label = nil
            spec.subviews = children(inner)
            output.append(spec)
        default:
            other(
                element, parentOrigin: parentOrigin, context: context, selfHidden: selfHidden, state: &state,
                into: &output)
        }
    }

    /// `Other`, `Any`, `Group` and unknown types: an element when the
    /// capture says so (`accessible`) or when its label is all its
    /// descendants say and none of them is a control; a section header in
    /// a table; otherwise a wrapper that folds into its parent.
    private func other(
        _ element: CapturedElement, parentOrigin: Point, context: Context, selfHidden: Bool, state: inout State,
        into output: inout [ViewSpec]
    ) {
        // A wrapper with nothing to say folds into its parent; most are,
        // and they need no look at their subtree.
        func fold() {
            var folded = context
            folded.foldedHidden = context.foldedHidden || element.visible == false
            for child in element.children {
                emit(child, parentOrigin: parentOrigin, context: folded, state: &state, into: &output)
            }
        }
        if element.accessible == false || (element.label == nil && element.accessible != true) { return fold() }
        let descendants = Self.descendants(of: element)
        let hasControl = descendants.contains { Self.interactiveTypes.contains($0.type) && $0.visible != false }
        let combines: Bool = {
            guard let label = element.label?.lowercased(), !hasControl else { return false }
            return descendants.allSatisfy { child in
                (child.label ?? "").isEmpty || label.contains(child.label!.lowercased())
            }
        }()
        let isElement = element.accessible ?? combines
        if isElement && (element.label != nil || element.accessible == true) {
            let header =
                (context.inTable && !context.inCell) || context.inNavigationBar
                || element.traits?.contains("header") == true
            var spec = base(
                element, kind: header ? .heading : .element, title: element.label, parentOrigin: parentOrigin,
                hidden: selfHidden)
            if let value = nonEmpty(element.value), value != element.label { spec.value = value }
            if element.label == nil, element.accessible == true {
                // An element with no label of its own reads its texts.
                let texts = descendants.compactMap { $0.type == "StaticText" ? ($0.label ?? $0.value) : nil }
                if !texts.isEmpty { spec.title = texts.joined(separator: ", ") }
            }
            output.append(spec)
            return
        }
        fold()
    }

    /// What of a cell's content stays: controls other than the accessory
    /// switch and the chevron, and its texts when the cell has no label.
    func cellContent(
        _ element: CapturedElement, origin: Point, cellHasLabel: Bool, context: Context, state: inout State,
        isChevron: (CapturedElement) -> Bool
    ) -> [ViewSpec] {
        if isChevron(element) || element.type == "Switch" || element.type == "Toggle" { return [] }
        if Self.interactiveTypes.contains(element.type) && element.type != "Cell" {
            return translate(element, parentOrigin: origin, context: context, state: &state)
        }
        if element.type == "StaticText" {
            return cellHasLabel ? [] : translate(element, parentOrigin: origin, context: context, state: &state)
        }
        return element.children.flatMap {
            cellContent(
                $0, origin: origin, cellHasLabel: cellHasLabel, context: context, state: &state, isChevron: isChevron)
        }
    }

    /// A bar reads its items leading to trailing (back button, title,
    /// trailing items) whatever their heights: the bar is a group whose
    /// `elements` ``CaptureNames`` fills with its items' ids by x.
    static func orderLeadingToTrailing(_ spec: inout ViewSpec) {
        guard spec.subviews.count > 1 else { return }
        spec.group = true
        spec.elements = []
    }

    /// The properties every kind shares.
    func base(_ element: CapturedElement, kind: ViewKind, title: String?, parentOrigin: Point, hidden: Bool) -> ViewSpec
    {
        var spec = ViewSpec(kind: kind, location: location(line: element.line, column: element.column))
        spec.title = title
        spec.identifier = element.identifier
        if let frame = element.frame {
            spec.frame = Rect(
                x: frame.origin.x - parentOrigin.x, y: frame.origin.y - parentOrigin.y,
                width: max(0, frame.size.width), height: max(0, frame.size.height))
        }
        spec.hidden = hidden
        spec.hint = element.hint
        if !element.enabled {
            if Self.controlKinds.contains(kind) { spec.enabled = false } else { spec.addTraits.insert(.notEnabled) }
        }
        if let traits = element.traits {
            for name in traits {
                if let trait = Self.trait(named: name) { spec.addTraits.insert(trait) }
            }
        }
        spec.customActions = element.customActions.map {
            CustomActionSpec(name: $0, handler: HandlerSpec(actions: [], location: spec.location))
        }
        return spec
    }

    static let controlKinds: Set<ViewKind> = [
        .button, .link, .switch, .slider, .stepper, .textField, .secureTextField, .searchField, .textView, .segmented,
        .pageControl, .cell,
    ]
}
