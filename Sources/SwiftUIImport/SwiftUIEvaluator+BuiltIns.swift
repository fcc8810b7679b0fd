internal import AppModel
internal import Diagnostics
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// SwiftUI's views this evaluator builds (docs/swiftui.md lists what each becomes).
    static let builtIns: Set<String> = [
        "Text", "Image", "Button", "Link", "NavigationLink", "Toggle", "Slider", "Stepper", "TextField", "SecureField",
        "TextEditor",
        "ProgressView", "Label", "Picker", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
        "LazyHGrid", "Grid",
        "GridRow", "List", "Form", "Section", "ScrollView", "Group", "NavigationStack", "NavigationView",
        "NavigationSplitView",
        "TabView", "Spacer", "Divider", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "Color",
        "EmptyView",
        "ForEach", "GeometryReader", "ViewThatFits", "AnyView", "Menu", "DisclosureGroup", "ShareLink", "EditButton",
        "LabeledContent",
        "ControlGroup", "WindowGroup", "ContentUnavailableView", "DatePicker", "ColorPicker", "GroupBox", "AsyncImage",
        "UnevenRoundedRectangle", "ContainerRelativeShape", "Path", "Canvas", "LinearGradient", "RadialGradient",
        "AngularGradient",
        "EllipticalGradient", "MeshGradient", "PhotosPicker", "Gauge", "ToolbarItem", "ToolbarItemGroup",
        "TimelineView", "ScrollViewReader", "ToolbarSpacer",
        "AccessibilityRotorEntry", "Tab", "TabSection",
    ]

    func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// A closure argument: the trailing closure (`label: nil`), a labelled
    /// trailing closure, or a labelled closure argument.
    func closure(_ call: FunctionCallExprSyntax, _ label: String?) -> ClosureExprSyntax? {
        if let label {
            if let trailing = call.additionalTrailingClosures.first(where: { $0.label.text == label }) {
                return trailing.closure
            }
            // `footer: ({ … })`: a closure in parentheses is the closure.
            var written = argument(call, label)
            while let inner = written?.as(TupleExprSyntax.self), inner.elements.count == 1,
                inner.elements.first?.label == nil
            {
                written = inner.elements.first?.expression
            }
            return written?.as(ClosureExprSyntax.self)
        }
        return call.trailingClosure
    }

    /// The views a view-building closure passed in by name holds
    /// (`content: content` inside a view that was given `content`).
    func passedViews(_ call: FunctionCallExprSyntax, _ label: String?, _ scope: Scope) -> [ViewNode] {
        guard let name = argument(call, label)?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return [] }
        return scope.views[name] ?? []
    }

    /// The first unlabelled argument as text (`Text("Hi")`, `Button("Save")`).
    func title(_ call: FunctionCallExprSyntax, _ scope: Scope) -> String? {
        guard let first = argument(call, nil) else { return nil }
        if first.is(ClosureExprSyntax.self) { return nil }
        // A literal title is a `LocalizedStringKey`, looked up in `tableName:` when given.
        if let literal = first.as(StringLiteralExprSyntax.self) {
            return localized(literal, table: argument(call, "tableName").map { value($0, scope).text }, scope)
        }
        return value(first, scope).text
    }

    func builtIn(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        let at = location(call, scope)
        // A live run notes which views sit in a navigation stack: a link elsewhere leads nowhere, as in SwiftUI.
        let navigates = ["NavigationStack", "NavigationView", "NavigationSplitView"].contains(name)
        if navigates { live?.navigationDepth += 1 }
        defer { if navigates { live?.navigationDepth -= 1 } }
        let body = { (label: String?) -> [ViewNode] in
            self.closure(call, label).map { self.content($0.statements, scope) } ?? self.passedViews(call, label, scope)
        }
        switch name {
        case "Text":
            if let verbatim = argument(call, "verbatim") { return ViewNode(.text(value(verbatim, scope).text), at: at) }
            if let formatted = formattedText(call, scope) { return ViewNode(.text(formatted), at: at) }
            // A literal is Markdown: what it renders is what is read.
            if argument(call, nil)?.is(StringLiteralExprSyntax.self) == true {
                return ViewNode(.text(Self.renderedMarkdown(title(call, scope) ?? "")), at: at)
            }
            return ViewNode(.text(title(call, scope) ?? ""), at: at)
        case "Image"
        where argument(call, "systemName") == nil && argument(call, nil) == nil && argument(call, "decorative") == nil
            && argument(call, "label") == nil:
            return ViewNode(.image(nil), at: at)
        case "Image":
            if let decorative = argument(call, "decorative") {
                _ = decorative
                return ViewNode(.image(nil), at: at)
            }
            if let label = argument(call, "label") {
                return ViewNode(.image(views(label, scope).compactMap(Self.spokenText).first), at: at)
            }
            if let symbol = argument(call, "systemName") {
                let name = value(symbol, scope)
                return ViewNode(.image(Self.symbolLabel(name)), at: at)
            }
            // An asset's name, or the string a table gives for it (reference §1.1).
            let asset = argument(call, nil).map { imageAsset($0, scope) }
            // A name the sources do not settle is said as its source, not read as words.
            return ViewNode(
                .image(
                    asset.map { $0.isUnknown ? $0.text : strings.text(for: $0.text) ?? SFSymbols.assetName($0.text) }),
                at: at)
        case "Button", "ShareLink", "EditButton", "Menu":
            var node = ViewNode(.button, at: at)
            let defaults = ["ShareLink": "Share", "EditButton": "Edit"]
            if let text = title(call, scope) ?? defaults[name] {
                node.children = [ViewNode(.text(text), at: at)]
            } else if argument(call, "action") != nil
                || call.additionalTrailingClosures.contains(where: { $0.label.text == "label" })
            {
                // `Button(action: …) { … }`, `Button(action: …, label: { … })` or `Button { … } label: { … }`.
                node.children = closure(call, "label") != nil ? body("label") : body(nil)
            } else if let label = argument(call, "label") {
                node.children = views(label, scope)
            }
            if let symbol = argument(call, "systemImage"), node.children.isEmpty {
                node.children = [ViewNode(.image(Self.symbolLabel(value(symbol, scope))), at: at)]
            }
            if name == "Menu", node.children.isEmpty { node.children = body("label") }
            if name == "Menu", let live,
                let items = closure(call, "content")
                    ?? (closure(call, "label") != nil
                        ? call.trailingClosure : title(call, scope) != nil ? call.trailingClosure : nil)
            {
                // A menu of its buttons; choosing one runs its action.
                let buttons = content(items.statements, scope).flatMap(Self.menuItems)
                let items = buttons.map { item in
                    (item.title, item.code.flatMap { live.action($0) } ?? CodeAction.assign(slot: "", .null))
                }
                if !items.isEmpty {
                    node.codes["activate"] = live.record(.menu(title: title(call, scope), items: items))
                }
            }
            if let role = argument(call, "role") {
                node.style = role.trimmedDescription.split(separator: ".").last.map(String.init)
            }
            if name == "Button", let live {
                // The action: `action:`, else the trailing closure when a title or `label:` says what the button shows.
                let labelled =
                    title(call, scope) != nil || argument(call, "systemImage") != nil || argument(call, "label") != nil
                    || closure(call, "label") != nil
                if let action = argument(call, "action") ?? (labelled ? call.trailingClosure.map(ExprSyntax.init) : nil)
                {
                    node.codes["activate"] = live.record(.run(Syntax(action), scope, screen: live.screen))
                }
            }
            return node
        case "Link":
            var node = ViewNode(.link, at: at)
            node.children = title(call, scope).map { [ViewNode(.text($0), at: at)] } ?? body(nil)
            return node
        case "NavigationLink":
            var node = ViewNode(.navigationLink, at: at)
            node.children =
                title(call, scope).map { [ViewNode(.text($0), at: at)] }
                ?? (closure(call, "label") != nil ? body("label") : body(nil))
            if closure(call, "label") == nil, title(call, scope) != nil {
                node.children = [ViewNode(.text(title(call, scope)!), at: at)]
            }
            if let live { recordLink(&node, call, scope, live) }
            return node
        case "Toggle":
            let isOn = argument(call, "isOn").map { value($0, scope) }?.bool
            var node = ViewNode(.toggle(isOn: isOn), at: at)
            node.children = title(call, scope).map { [ViewNode(.text($0), at: at)] } ?? body(nil)
            if let live, let isOn, let bound = argument(call, "isOn"), let key = boundKey(of: bound, scope) {
                node.codes["activate"] = live.record(.toggle(slot: key, current: isOn))
            }
            return node
        case "Slider":
            var fraction: Double?
            if let bound = argument(call, "value").map({ value($0, scope).number }) ?? nil {
                let range = argument(call, "in").flatMap { self.range($0, scope) } ?? (0, 1, true)
                fraction = range.upper > range.lower ? (bound - range.lower) / (range.upper - range.lower) : nil
            }
            var node = ViewNode(.slider(fraction: fraction), at: at)
            node.children = body(nil) + body("label")
            if let live, let bound = argument(call, "value"), let key = boundKey(of: bound, scope),
                let current = value(bound, scope).number
            {
                // VoiceOver moves a slider by its step, else a tenth of its range.
                let range = argument(call, "in").flatMap { self.range($0, scope) } ?? (0, 1, true)
                let step =
                    argument(call, "step").flatMap { value($0, scope).number } ?? (range.upper - range.lower) / 10
                node.codes["increment"] = live.record(
                    .adjust(slot: key, current: current, step: step, lower: range.lower, upper: range.upper))
                node.codes["decrement"] = live.record(
                    .adjust(slot: key, current: current, step: -step, lower: range.lower, upper: range.upper))
            }
            return node
        case "Stepper":
            let bound = argument(call, "value").flatMap { value($0, scope).number }
            let span = argument(call, "in").flatMap { range($0, scope) }
            let label = title(call, scope) ?? body(nil).compactMap(Self.spokenText).joined(separator: ", ")
            var node = ViewNode(
                .stepper(label: label, value: bound, minimum: span?.lower, maximum: span?.upper), at: at)
            if let live { recordStepper(&node, call, scope, live) }
            return node
        case "TextField", "SecureField":
            return textField(call, secure: name == "SecureField", scope, at: at)
        case "TextEditor":
            return textEditor(call, scope, at: at)
        case "ProgressView", "Gauge":
            let fraction = argument(call, "value").flatMap { value($0, scope).number }
            let total = argument(call, "total").flatMap { value($0, scope).number } ?? 1
            return ViewNode(.progress(title: title(call, scope), fraction: fraction.map { $0 / total }), at: at)
        case "Label":
            if let text = title(call, scope) {
                let icon =
                    argument(call, "systemImage").map { Self.symbolLabel(value($0, scope)) }
                    ?? argument(call, "image").map { value($0, scope).text }
                return ViewNode(.label(title: text, icon: icon), at: at)
            }
            // `Label { Text("Donuts") } icon: { … }`: the title is the trailing closure.
            let titleViews = closure(call, "title") != nil ? body("title") : body(nil)
            return ViewNode(
                .label(title: titleViews.compactMap(Self.spokenText).joined(separator: ", "), icon: nil), at: at)
        case "Picker", "DatePicker", "ColorPicker", "GroupBox", "AsyncImage": return control(name, call, scope)
        case "LabeledContent": return labeledContent(call, scope, at: at)
        case "VStack", "LazyVStack", "LazyVGrid", "Grid":
            return ViewNode(.stack(vertical: true), at: at, children: body(nil))
        case "HStack", "LazyHStack", "LazyHGrid", "GridRow", "ControlGroup":
            return ViewNode(.stack(vertical: false), at: at, children: body(nil))
        case "ZStack": return ViewNode(.zStack, at: at, children: body(nil))
        case "List":
            let rows = call.trailingClosure == nil ? forEach(call, scope) : listRows(call, scope)
            // `List(selection:)`: the rows chosen say Selected (reference §2.1).
            guard let selection = argument(call, "selection").map({ value($0, scope) }), !selection.isUnknown else {
                return ViewNode(.list, at: at, children: rows)
            }
            return ViewNode(.list, at: at, children: rows.map { Self.marking($0, selectedBy: selection) })
        case "Form": return ViewNode(.form, at: at, children: body(nil))
        case "Section":
            // A header or footer written as a closure is its content; any other argument a view value.
            let spoken = { (label: String) -> String? in
                if let written = self.closure(call, label) {
                    return self.content(written.statements, scope).compactMap(Self.spokenText).first
                }
                return self.argument(call, label).flatMap { self.views($0, scope).compactMap(Self.spokenText).first }
            }
            let written = title(call, scope) ?? spoken("header")
            let footer = spoken("footer")
            // iOS 26 labels a section header as written, though it draws it in capitals (iOS 17 and 18
            // upper-cased the label, reference §7): what UI tests on iOS 26 find (`app.staticTexts["Display"]`).
            return ViewNode(.section(header: written, footer: footer), at: at, children: body(nil) + body("content"))
        case "ScrollView": return ViewNode(.scroll, at: at, children: body(nil))
        case "ToolbarSpacer": return ViewNode(.spacer, at: at)
        case "TimelineView": return timelineView(call, scope)
        case "ToolbarItem", "ToolbarItemGroup", "ScrollViewReader":
            return ViewNode(.group, at: at, children: body(nil) + body("content"))
        case "Group", "GeometryReader", "ViewThatFits", "WindowGroup", "DisclosureGroup":
            var children = body(nil)
            if name == "ViewThatFits" { children = Array(children.prefix(1)) }
            if name == "DisclosureGroup",
                let text = title(call, scope)
                    ?? closure(call, "label").flatMap({
                        content($0.statements, scope).compactMap(Self.spokenText).first
                    })
            {
                var header = ViewNode(.button, at: at)
                header.children = [ViewNode(.text(text), at: at)]
                // In a live run the group opens: its header toggles the state, and open it shows its content after the header.
                guard let live else { return header }
                let key =
                    argument(call, "isExpanded").flatMap { stateKey(of: $0, scope) } ?? scope.identity + scope.rows
                    + "/DisclosureGroup@\(call.position.utf8Offset).expanded"
                let expanded =
                    argument(call, "isExpanded").map { value($0, scope) }?.bool ?? storedState(key)?.bool ?? false
                header.codes["activate"] = live.record(.toggle(slot: key, current: expanded))
                return expanded
                    ? ViewNode(
                        .stack(vertical: true), at: at,
                        children: [header]
                            + (closure(call, "content").map { content($0.statements, scope) } ?? children)) : header
            }
            return ViewNode(.group, at: at, children: children)
        case "AnyView": return argument(call, nil).map { group(views($0, scope), call, scope) }
        case "NavigationStack":
            if let live, let path = argument(call, "path"), let key = stateKey(of: path, scope) {
                var current = value(path, scope)
                // `$path.path` of a model held in state: the state's value now.
                if current.isUnknown, let stored = storedState(key) { current = stored }
                if case .unknown(let source) = current, source.hasPrefix("path") || source.hasPrefix("$") {
                    current = .array([])
                }
                live.path = (key, current)
            }
            return ViewNode(.navigation, at: at, children: body(nil) + body("root"))
        case "NavigationView":
            // On an iPhone a NavigationView with a sidebar and a detail shows the sidebar only.
            return ViewNode(.navigation, at: at, children: Array(body(nil).prefix(1)))
        case "NavigationSplitView":
            // On an iPhone the split view collapses to its sidebar (its first column).
            return ViewNode(
                .navigation, at: at, children: closure(call, "sidebar") != nil ? body("sidebar") : body(nil))
        case "TabView":
            // `selection:` picks the tab whose tag (or `Tab`'s value) it holds.
            var tabs = ViewNode(
                .tabView, at: at, children: body(nil).flatMap { $0.style == "tabSection" ? $0.children : [$0] })
            tabs.tag = argument(call, "selection").map { value($0, scope) }
            if live != nil { tabs.selectionKey = argument(call, "selection").flatMap { stateKey(of: $0, scope) } }
            return tabs
        case "Tab":
            // iOS 18's `Tab("Home", systemImage: "house") { … }`: a tab titled by its title, its
            // `label:` view, or "Search" for the search role.
            var tab = ViewNode(
                .group, at: at,
                children: closure(call, nil).map { content($0.statements, scope) } ?? closure(call, "content").map {
                    content($0.statements, scope)
                } ?? [])
            let role = argument(call, "role")?.tokenText.split(separator: ".").last
            tab.tag = argument(call, "value").map { value($0, scope) }
            tab.tabTitle =
                title(call, scope) ?? closure(call, "label").flatMap {
                    content($0.statements, scope).compactMap(Self.spokenText).first
                } ?? (role == "search" ? "Search" : nil)
            return tab
        case "TabSection":
            // On iPhone the tabs of a section are tabs of the bar like any other.
            var section = ViewNode(
                .group, at: at,
                children: (closure(call, nil) ?? closure(call, "content")).map { content($0.statements, scope) } ?? [])
            section.style = "tabSection"
            return section
        case "Spacer": return ViewNode(.spacer, at: at)
        case "Divider": return ViewNode(.divider, at: at)
        case "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "Color", "UnevenRoundedRectangle",
            "ContainerRelativeShape", "Path",
            "Canvas", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient":
            // Drawing: no element until an accessibility modifier makes one (reference §1.1).
            return ViewNode(.shape, at: at)
        case "PhotosPicker":
            // A button that opens the photo library, labelled by its title or label view.
            var node = ViewNode(.button, at: at)
            node.children = title(call, scope).map { [ViewNode(.text($0), at: at)] } ?? body(nil) + body("label")
            return node
        case "EmptyView": return ViewNode(.group, at: at)
        case "ForEach": return ViewNode(.group, at: at, children: forEach(call, scope))
        case "AccessibilityRotorEntry":
            // An entry of a custom rotor's closure: the id of the view it moves to.
            var entry = ViewNode(.group, at: at)
            entry.style = "rotorEntry"
            entry.rotorEntryID = argument(call, "id").map { value($0, scope) }
            return entry
        case "ContentUnavailableView": return ViewNode(.text(title(call, scope) ?? ""), at: at)
        default:
            if name.hasPrefix("Color.") { return ViewNode(.shape, at: at) }
            return nil
        }
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
