internal import AppModel
internal import Diagnostics
internal import Foundation
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// `base.name(arguments)`: an accessibility modifier sets what it says;
    /// layout modifiers set padding and size; styling changes nothing
    /// VoiceOver says and is passed over.
    func modified(_ base: [ViewNode], _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        var node = group(base, call, scope)
        if base.isEmpty { node = ViewNode(.group, at: location(call, scope)) }
        let first = call.arguments.first?.expression
        let firstValue = { first.map { self.stringValue($0, scope) } ?? nil }
        switch name {
        case "accessibilityLabel":
            // `accessibilityLabel(_:isEnabled: false)` keeps the default label.
            let enabled =
                call.arguments.first { $0.label?.text == "isEnabled" }.map { value($0.expression, scope).bool ?? true }
                ?? true
            if enabled { node.label = firstValue() ?? node.label }
        case "accessibilityValue": node.value = firstValue()
        case "accessibilityHeading":
            // `.h1`…`.h6`: a level the heading trait says; `.unspecified` none.
            let written = first?.tokenText.split(separator: ".").last.map(String.init) ?? ""
            node.headingLevel = written.count == 2 && written.hasPrefix("h") ? Int(written.dropFirst()) : nil
        case "accessibilityHint": node.hint = firstValue()
        case "accessibilityIdentifier": node.identifier = firstValue()
        case "accessibility":
            for argument in call.arguments {
                let text = stringValue(argument.expression, scope)
                switch argument.label?.text {
                case "label": node.label = text
                case "value": node.value = text
                case "hint": node.hint = text
                case "identifier": node.identifier = text
                case "sortPriority": node.sortPriority = value(argument.expression, scope).number
                case "hidden": node.hidden = value(argument.expression, scope).bool ?? node.hidden
                case "addTraits": node.addTraits.formUnion(traits(argument.expression, scope))
                case "removeTraits": node.removeTraits.formUnion(traits(argument.expression, scope))
                default: break
                }
            }
        case "accessibilityHidden": node.hidden = first.map { value($0, scope).bool ?? true } ?? true
        // `.hidden()`: invisible, so not an element VoiceOver reaches (XCUITest found no such text: SpeziViews spv-84).
        case "hidden" where call.arguments.isEmpty: node.hidden = true
        case "accessibilityAddTraits":
            if let first {
                let added = traitNames(first, scope)
                node.addTraits.formUnion(traits(added))
                // `.isModal`: only this view's elements are reachable while it shows (reference §4).
                if added.contains("isModal") { node.modal = true }
            }
        case "accessibilityDirectTouch": node.addTraits.insert(.allowsDirectInteraction)
        case "accessibilityRemoveTraits": if let first { node.removeTraits.formUnion(traits(first, scope)) }
        case "accessibilityElement":
            let behavior = call.arguments.first { $0.label?.text == "children" }?.expression.tokenText.split(
                separator: "."
            ).last.map(String.init)
            node.childBehavior = behavior.flatMap(ViewNode.ChildBehavior.init) ?? .ignore
        case "accessibilityAction", "accessibilityActions", "swipeActions", "onDelete", "contextMenu",
            "accessibilityAdjustableAction", "accessibilityCustomContent", "accessibilityScrollAction", "onTapGesture",
            "accessibilitySortPriority", "accessibilityRepresentation", "accessibilityChildren":
            node = actionModified(node, name, call, scope)
        case "accessibilityRotor", "accessibilityRotorEntry", "id": node = rotorModified(node, name, call, scope)
        case "accessibilityFocused", "focused":
            // The focus state: VoiceOver goes to the view whose binding holds when code sets it.
            if let live, let bound = first, let key = boundKey(of: bound, scope) {
                live.focusKeys.insert(key.split(separator: "|").first.map(String.init) ?? key)
                let current = value(bound, scope)
                if let equals = argument(call, "equals") {
                    node.focusTarget = !current.isUnknown && Self.same(current, value(equals, scope))
                } else {
                    node.focusTarget = current == .bool(true)
                }
            }
        case "onChange":
            // Watched when a live run evaluates again: a change of the value runs the closure.
            if let live, let watched = argument(call, "of"),
                let body = call.trailingClosure ?? argument(call, "perform")?.as(ClosureExprSyntax.self)
            {
                live.watchers.append(
                    (
                        scope.identity + scope.rows + "@\(call.position.utf8Offset)", value(watched, scope), body,
                        scope, live.screen
                    ))
            }
        case "modelContainer":
            // `.modelContainer(for: Bird.self, inMemory: true)`: a store that starts empty at launch.
            if let inMemory = argument(call, "inMemory"), value(inMemory, scope).bool == true {
                session.keepModelStoreInMemory()
            }
        case "onAppear", "task", "onDisappear":
            // Run when the screen appears (or goes), with a trace event named after the view type.
            if let live, let body = call.trailingClosure.map(ExprSyntax.init) ?? argument(call, "perform") {
                let kind = name == "task" ? "task" : name
                live.lifecycle.append(
                    (
                        live.screen, kind, scope.type?.name ?? "App",
                        live.record(.run(Syntax(body), scope, screen: live.screen))
                    ))
            }
        case "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination",
            "interactiveDismissDisabled":
            if let live { recordPresentation(&node, name, call, scope, live) }
        case "tag": node.tag = first.map { value($0, scope) }
        case "pickerStyle", "datePickerStyle", "toggleStyle", "labelStyle":
            // `.segmented`, `SegmentedPickerStyle()`, `.wheel`, `WheelDatePickerStyle()`: the style's name.
            let written = first?.tokenText.split(separator: ".").last.map(String.init) ?? ""
            let style = written.replacingOccurrences(of: "()", with: "").replacingOccurrences(
                of: "DatePickerStyle", with: ""
            )
            .replacingOccurrences(of: "ToggleStyle", with: "").replacingOccurrences(of: "PickerStyle", with: "")
            .replacingOccurrences(of: "LabelStyle", with: "")
            if !style.isEmpty {
                node = Self.styled(node, modifier: name, style: style.prefix(1).lowercased() + style.dropFirst())
            }
        case "disabled": node.disabled = first.map { value($0, scope).bool ?? false } ?? true
        case "navigationTitle", "navigationBarTitle": node.navigationTitle = firstValue()
        case "environment":
            // `.environment(\.key, value)` is read by the views inside (`environmentScope`);
            // a right-to-left layout direction also turns the screen's layout around.
            if call.arguments.count == 2,
                call.arguments.first?.expression.tokenText.hasSuffix("layoutDirection") == true,
                call.arguments.last?.expression.tokenText.hasSuffix("rightToLeft") == true
            {
                node.rightToLeft = true
            }
        case "lineLimit":
            if node.lineLimit == nil, let lines = first.flatMap({ value($0, scope).number }) {
                node.lineLimit = Int(lines)
            }
        case "font":
            // The innermost `.font` wins, as in SwiftUI.
            if node.font == nil, let first { node.font = font(first, scope) }
        case "tabViewStyle":
            // `.tabViewStyle(.page)` (or `PageTabViewStyle()`): pages that swipe, with a page indicator unless `.never` shown.
            if case .tabView = node.kind, let written = first?.tokenText, written.lowercased().contains("page") {
                node.style = written.contains("never") ? "pageNoIndex" : "page"
            }
        case "tabItem":
            // The tab's words, else its image's name (`.tabItem { Image("book-fish-icon") }`).
            if let closure = call.trailingClosure {
                let item = content(closure.statements, scope)
                node.tabTitle = item.compactMap(Self.spokenText).first ?? SwiftUILayout.controlLabel(item)
            }
        case "padding":
            let amount = call.arguments.last.flatMap { value($0.expression, scope).number } ?? 16
            node.padding += amount
        case "frame":
            if let height = call.arguments.first(where: { $0.label?.text == "height" || $0.label?.text == "minHeight" })
                .flatMap({ value($0.expression, scope).number })
            {
                node.fixedHeight = height
            }
            if let width = call.arguments.first(where: { $0.label?.text == "width" || $0.label?.text == "minWidth" })
                .flatMap({ value($0.expression, scope).number })
            {
                node.fixedWidth = width
            }
        case "overlay", "background":
            // What an overlay holds is read too: SwiftUI occludes nothing (reference §2.1).
            // `.overlay { … }`, `.overlay(content: { … })` or `.overlay(Text("New"))`.
            guard name == "overlay" else { break }
            var inner: [ViewNode] = []
            if let closure = call.trailingClosure ?? self.closure(call, "content") {
                inner = content(closure.statements, scope)
            } else if let first = argument(call, nil) {
                inner = viewArgument(first, scope) ?? []
            }
            if !inner.isEmpty { node = ViewNode(.zStack, at: node.location, children: [node] + inner) }
        case "safeAreaInset":
            // `.safeAreaInset(edge: .top) { bar }`: the bar sits beside the content, on that edge, and is read in that order.
            guard let closure = call.trailingClosure ?? self.closure(call, "content") else { break }
            let inset = content(closure.statements, scope)
            let edge = argument(call, "edge")?.trimmedDescription ?? ".bottom"
            let before = edge.hasSuffix("top") || edge.hasSuffix("leading")
            let kind = ViewNode.Kind.stack(vertical: edge.hasSuffix("top") || edge.hasSuffix("bottom"))
            if !inset.isEmpty {
                node = ViewNode(kind, at: node.location, children: before ? inset + [node] : [node] + inset)
            }
        case "toolbar":
            // The items go to the navigation bar (or the bottom toolbar) of the screen (docs/swiftui.md, "Navigation").
            if let closure = call.trailingClosure ?? self.closure(call, "content") {
                node.toolbar += toolbarItems(closure.statements, scope)
            }
        case "searchable": node = searchField(for: node, call, scope)
        case "onSubmit": onSubmit(&node, call, scope)
        case "submitLabel": submitLabel(&node, call)
        default:
            // `.modifier(CardStyle())` and `extension View` methods of the sources.
            if let built = customModifier(node, name, call, scope) { return group(built, call, scope) }
        }
        return node
    }

    /// The items of a `.toolbar { … }` by placement: a `ToolbarItem` or
    /// `ToolbarItemGroup`'s placement (`.topBarLeading`, `.cancellationAction`
    /// lead; `.bottomBar` is the bottom toolbar; `.principal` replaces the
    /// title; anything else trails), a bare view trailing.
    private func toolbarItems(
        _ statements: CodeBlockItemListSyntax, _ scope: Scope
    ) -> [(placement: String, views: [ViewNode])] {
        var items: [(placement: String, views: [ViewNode])] = []
        for statement in activeStatements(statements) {
            guard case .expr(let expr) = statement.item else { continue }
            if let call = expr.as(FunctionCallExprSyntax.self),
                ["ToolbarItem", "ToolbarItemGroup"].contains(call.calledExpression.tokenText)
            {
                let written =
                    argument(call, "placement")?.tokenText.split(separator: ".").last.map(String.init) ?? "automatic"
                let placement: String
                switch written {
                case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": placement = "leading"
                case "bottomBar", "bottomOrnament": placement = "bottom"
                case "principal": placement = "principal"
                default: placement = "trailing"
                }
                items.append(
                    (
                        placement,
                        (closure(call, nil) ?? closure(call, "content")).map { content($0.statements, scope) } ?? []
                    ))
            } else {
                items.append(("trailing", views(expr, scope)))
            }
        }
        return items
    }

    /// A label-like argument: a string, or the text of `Text("…")`.
    func stringValue(_ expr: ExprSyntax, _ scope: Scope) -> String? {
        if let literal = expr.as(StringLiteralExprSyntax.self) { return localized(literal, table: nil, scope) }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.tokenText == "Text",
            let inner = call.arguments.first?.expression
        {
            return value(inner, scope).text
        }
        let known = value(expr, scope)
        // A view given where a label goes (`Text("A").bold()`): what it says.
        if known.isUnknown, expr.is(FunctionCallExprSyntax.self),
            let spoken = views(expr, scope).compactMap(Self.spokenText).first
        {
            return spoken
        }
        return known.text
    }

    /// `.isHeader`, `[.isButton, .isSelected]` as traits.
    func traits(_ expr: ExprSyntax, _ scope: Scope) -> AccessibilityTraits {
        traits(traitNames(expr, scope))
    }

    /// The trait names an argument evaluates to: `.isSelected`, `[]`,
    /// `[.isButton, .isHeader]`, `selected ? .isSelected : []`. One whose
    /// value is not known adds none, with a warning.
    func traitNames(_ expr: ExprSyntax, _ scope: Scope) -> [String] {
        func names(_ value: SwiftValue) -> [String]? {
            switch value {
            case .member(_, let name, _): return [name]
            case .array(let items):
                let found = items.compactMap(names)
                return found.count == items.count ? found.flatMap { $0 } : nil
            default: return nil
            }
        }
        if let found = names(value(expr, scope)) { return found }
        warn("the traits '\(expr.writtenText)' are not known from the sources; none are added", at: expr, scope)
        return []
    }

    func traits(_ names: [String]) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for name in names {
            switch name {
            case "isButton": traits.insert(.button)
            case "isHeader": traits.insert(.header)
            case "isSelected": traits.insert(.selected)
            case "isLink": traits.insert(.link)
            case "isSearchField": traits.insert(.searchField)
            case "isImage": traits.insert(.image)
            case "isStaticText": traits.insert(.staticText)
            case "isKeyboardKey": traits.insert(.keyboardKey)
            case "isSummaryElement": traits.insert(.summaryElement)
            case "updatesFrequently": traits.insert(.updatesFrequently)
            case "playsSound": traits.insert(.playsSound)
            case "startsMediaSession": traits.insert(.startsMediaSession)
            case "allowsDirectInteraction": traits.insert(.allowsDirectInteraction)
            case "causesPageTurn": traits.insert(.causesPageTurn)
            case "isToggle": traits.insert(.toggleButton)
            case "isTabBar": traits.insert(.tabBar)
            default: break
            }
        }
        return traits
    }
}
