internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// The views `base.name(…)` builds when `base` is a value of a source
    /// type (a model, an enum case) whose method `name` returns views
    /// (`func view() -> some View`); `nil` when it is not such a call, so
    /// the call is read as a modifier of the views `base` builds.
    func valueMethodViews(
        _ base: ExprSyntax, _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope
    ) -> [ViewNode]? {
        guard viewMethodNames.contains(name), let bound = boundMethod(name, on: value(base, scope), call, scope),
            bound.scope.type?.isView == false, let body = bound.function.body
        else { return nil }
        var inner = bound.scope
        inner.environment = scope.environment
        return guarded(at: ExprSyntax(call), inner) { content(body, inner) }
    }

    /// The views a view value builds: an instance of a view type of the
    /// sources held in a variable, a property, an array or a dictionary
    /// (`AnyView(view)`, `pages[0]`), its `body` read with the properties it
    /// was made with; `nil` when `shown` is no such value.
    func instanceViews(_ shown: SwiftValue?, at expr: ExprSyntax, _ scope: Scope, depth: Int = 0) -> [ViewNode]? {
        // Made by the interpreter: `AnyView(view)` shows its view, `EmptyView()` nothing.
        if case .instance("AnyView", let properties)? = shown, depth < 8 {
            return instanceViews(properties["view"], at: expr, scope, depth: depth + 1)
        }
        if case .instance("EmptyView", _)? = shown { return [] }
        if case .instance("Text", let properties)? = shown, case .string(let text)? = properties["text"] {
            return [ViewNode(.text(text), at: location(expr, scope))]
        }
        if case .instance("Image", let properties)? = shown,
            !Set(properties.keys).isDisjoint(with: ["systemName", "name", "decorative"])
        {
            return [ViewNode(.image(imageLabelOf(properties)), at: location(expr, scope))]
        }
        // `view.modifier(m)` made by the interpreter: its content (the modifier's own body is not applied).
        if case .instance("ModifiedContent", let properties)? = shown, depth < 8 {
            return instanceViews(properties["content"], at: expr, scope, depth: depth + 1)
        }
        guard case .instance(let typeName, let properties)? = shown, let type = resolveType(typeName, scope),
            type.isView, let body = type.property("body")?.getter
        else { return nil }
        var inner = Scope(type: type, file: type.file)
        inner.environment = scope.environment
        inner.identity = identity(of: type, at: expr, scope)
        inner.slots = scope.slots.filter { $0.key.hasPrefix("environment ") }
        // A property the environment gives (`@Environment(Path.self) var path`) is read from the
        // environment where the view is shown, not from the value made before it was shown.
        inner.values = properties.filter { name, made in
            !(made.isUnknown && ["Environment", "EnvironmentObject"].contains(type.property(name)?.wrapper ?? ""))
        }
        bindHeldClosures(properties, into: &inner, shownIn: scope)
        return [group(guarded(at: expr, scope) { content(body, inner) }, expr, scope)]
    }

    /// What VoiceOver says for an `Image` the interpreter made: a symbol's
    /// label, an asset's name (or the string a table gives it), nothing for
    /// a decorative one.
    func imageLabelOf(_ properties: [String: SwiftValue]) -> String? {
        if let symbol = properties["systemName"] { return Self.symbolLabel(symbol) }
        guard let name = properties["name"] else { return nil }
        return strings.text(for: name.text) ?? SFSymbols.assetName(name.text)
    }

    /// The asset `Image(_:)` names: a name written as text, or the name
    /// of the `ImageResource` Xcode generated for an asset catalog's image
    /// (`Image(.building1)` is the set `Building 1`). A symbol no catalog
    /// of the sources generates is unknown, not its spelling.
    func imageAsset(_ written: ExprSyntax, _ scope: Scope) -> SwiftValue {
        let found = value(written, scope)
        switch found {
        case .instance("ImageResource", let properties):
            return properties["name"] ?? .unknown(Self.source(written))
        case .member(let type, let name, let payload)
        where payload.isEmpty && (type ?? "ImageResource") == "ImageResource":
            guard type != nil || written.as(MemberAccessExprSyntax.self)?.base == nil else { return found }
            if let made = session.implicitMember(name, of: "ImageResource"),
                case .instance("ImageResource", let properties)? = readerValue(made, depth: 0),
                let asset = properties["name"]
            {
                return asset
            }
            let unread = Self.source(written)
            let cause = Unknown(.externalCode, "no asset catalog of the sources has an image whose symbol is .\(name)")
            noteUnknown(.unknown(unread), cause: cause, at: written, scope)
            return .unknown(unread)
        default:
            return found
        }
    }

    /// The views plain code returns (statements run as a getter's are,
    /// with its `guard`s): the view made as a value where it returns, or
    /// a view value; an unknown element for a value not shown as a view;
    /// `nil` when the code does not settle what it returns.
    func returnedViews(_ items: [CodeBlockItemSyntax], _ scope: Scope) -> [ViewNode]? {
        var inner = scope
        guard let list = items.first?.parent?.as(CodeBlockItemListSyntax.self),
            let at = items.compactMap({ $0.item.as(StmtSyntax.self)?.as(ReturnStmtSyntax.self)?.expression }).last,
            case .returned(let result) = execute(list, &inner, returning: nil, implicitResult: false),
            !result.isUnknown
        else { return nil }
        if case .view(_, let index) = result { return madeView(index, at: at) }
        if let made = instanceViews(result, at: at, scope) { return made }
        let unread = Self.source(at)
        noteUnknown(
            .unknown(unread), cause: Unknown(.evaluatorGap, "a value the reader does not show as a view"), at: at, scope
        )
        return [ViewNode(.opaque(unread), at: location(at, scope))]
    }

    /// The views `Type.name(…)` builds when the sources declare a static
    /// function `name` of `Type` that returns a view (`extension Image {
    /// static func symbol(_ kind: Kind) -> Image }`): its body run with the
    /// arguments; `nil` when the sources declare no such function.
    func staticMethodViews(
        _ typeName: String, _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope
    ) -> [ViewNode]? {
        guard let type = resolveType(typeName, scope),
            let function = type.functions.first(where: { $0.name == name && $0.isStatic && $0.body != nil }),
            let returned = function.returnType?.tokenText, Self.namesView(returned), let body = function.body
        else { return nil }
        var inner = Scope(type: type, file: type.file)
        inner.environment = scope.environment
        bindArguments(of: function, call, from: scope, into: &inner)
        return guarded(at: ExprSyntax(call), inner) { content(body, inner) }
    }

    /// `optional.map { value in … }` among views: nothing when the value is
    /// `nil`, else the closure's views with the value bound (SwiftUI shows
    /// an optional view when it has one); `nil` when it is not such a call
    /// or the value is not known.
    func optionalMapViews(
        _ base: ExprSyntax, _ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope
    ) -> [ViewNode]? {
        guard name == "map", call.arguments.isEmpty, let closure = call.trailingClosure else { return nil }
        let subject = value(base, scope)
        switch subject {
        case .null: return []
        case .view, .unknown: return nil
        default:
            var inner = scope
            // `$0` is kept without its `$`.
            inner.values[Self.parameterNames(closure).first ?? "0"] = subject
            return guarded(at: ExprSyntax(call), inner) { content(closure.statements, inner) }
        }
    }

    /// Whether a written return type is a view: `some View`, `AnyView`,
    /// `Self.Body`, or one of SwiftUI's views (`Image`, `Text`).
    static func namesView(_ written: String) -> Bool {
        written.hasSuffix("View") || written.hasSuffix("Body") || builtIns.contains(written)
    }

    /// The names of the source types' methods (not views' own) that return
    /// views, found once: only a call of one of these is worth evaluating
    /// its receiver for.
    var viewMethodNames: Set<String> {
        if let known = cache.viewMethodNames { return known }
        var names: Set<String> = []
        for type in sources.types.values where !type.isView {
            for function in type.functions where !function.isStatic && function.body != nil {
                // `some View`, `AnyView`, `Self.Body`: read from the type's tokens, not a rebuilt tree.
                if let returned = function.returnType?.tokenText, Self.namesView(returned) {
                    names.insert(function.name)
                }
            }
        }
        cache.viewMethodNames = names
        return names
    }

    /// What a view made as a value says inside a text (an image's name), or nil.
    func madeViewText(_ index: Int) -> String? {
        let made = cache.madeViews[index]
        guard let built = view(made.call, made.scope) else { return nil }
        if case .image(let name?) = built.kind { return built.label ?? name }
        return Self.spokenText(built)
    }

    /// A view made as a value, built from its call in the scope it was written in.
    func madeView(_ index: Int, at expr: ExprSyntax) -> [ViewNode] {
        let made = cache.madeViews[index]
        return guarded(at: expr, made.scope) { [view(made.call, made.scope)].compactMap { $0 } }
    }
}
