internal import AppModel
public import AppSpec
public import Diagnostics
public import SwiftEval
internal import SwiftSyntax
public import SwiftUISource

/// SwiftUI sources as an app: the screen an entry builds (the `@main`
/// App's window, a preview, or a view type), evaluated and laid out into
/// controllers and views of the spec layer (docs/swiftui.md).
public struct SwiftUITranslator {
    /// Where a screen starts.
    public enum Entry: Sendable, Hashable, CustomStringConvertible {
        /// The `@main` App's `WindowGroup` content.
        case app(String)
        /// A preview by name.
        case preview(String)
        /// A view type, built with its properties' defaults.
        case view(String)

        /// The entry as messages name it, e.g. `the preview 'Dark mode'`.
        public var description: String {
            switch self {
            case .app(let name): "the App '\(name)'"
            case .preview(let name): "the preview '\(name)'"
            case .view(let name): "the view '\(name)'"
            }
        }
    }

    /// What a translation gives.
    public struct Result: Sendable {
        /// The screen's controllers.
        public var controllers: [ControllerSpec]
        /// The id of the controller at the root of the window.
        public var root: String
        /// What the translation warns about, each at its place in the sources.
        public var warnings: [Diagnostic]
        /// Elements whose label or value holds a value the sources do not settle.
        public var unknownElements: Int
        /// Why each «…» part the screen says is unknown, by the part's text.
        public var unknownParts: [String: UnknownNote] = [:]
        /// Elements saying an unknown of each cause (an element with parts of
        /// two causes counts under both).
        public var unknownElementsByCause: [UnknownCause: Int] = [:]
        /// How many of the screen's views (subviews included) are of a kind other than a plain `view`.
        public var elements: Int
        /// Whether the screen is laid out right to left.
        public var rightToLeft = false
    }

    /// The sources read.
    public let sources: SwiftSourceSet
    /// What evaluating one entry learns that holds for every entry.
    let cache: SwiftUIEvaluator.Cache

    /// The app's English strings.
    public let strings: LocalizedStrings

    /// A translator of these sources, their string keys read through `strings`.
    public init(sources: SwiftSourceSet, strings: LocalizedStrings = LocalizedStrings()) {
        self.init(sources: sources, strings: strings, module: ModuleCell())
    }

    /// A translator whose interpreter starts from `module` (shared with the translator it was made from).
    init(sources: SwiftSourceSet, strings: LocalizedStrings, module: ModuleCell) {
        self.sources = sources
        self.strings = strings
        cache = SwiftUIEvaluator.Cache(module: module)
    }

    /// The entry used when none is named: the App, else the first preview,
    /// else the only view type; `nil` when that does not settle it.
    public var defaultEntry: Entry? {
        if let app = sources.app { return .app(app.name) }
        if let preview = sources.previews.first { return .preview(preview.name) }
        let views = sources.viewTypes
        if views.count == 1 { return .view(views[0].qualifiedName) }
        return nil
    }

    /// Every entry the sources offer, for messages and `--preview`.
    public var entries: [Entry] {
        (sources.app.map { [Entry.app($0.name)] } ?? []) + sources.previews.map { .preview($0.name) }
            + sources.viewTypes.map { .view($0.qualifiedName) }
    }

    /// The screen `entry` builds; with `rightToLeft`, laid out as
    /// `.environment(\.layoutDirection, .rightToLeft)` around it would.
    public func translate(_ entry: Entry, rightToLeft: Bool = false) throws(DiagnosticGroup) -> Result {
        let outcome = Self.stack.run { () -> Swift.Result<Result, DiagnosticGroup> in
            do throws(DiagnosticGroup) {
                return .success(try translateHere(entry, rightToLeft: rightToLeft))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Where SwiftUI sources are evaluated: a thread with a 256 MB stack,
    /// so a deep view hierarchy ends at the evaluator's depth limit, not in
    /// a stack overflow.
    static let stack = StackWorker(stackSize: 256 << 20)

    private func translateHere(_ entry: Entry, rightToLeft: Bool) throws(DiagnosticGroup) -> Result {
        // Each entry is a launch of its own: an in-memory SwiftData store starts empty.
        cache.session?.resetModelStore()
        let evaluator = SwiftUIEvaluator(sources: sources, cache: cache, strings: strings)
        let (nodes, name, location) = try entryViews(entry, evaluator)
        var builder = ScreenBuilder(name: name, location: location)
        builder.add(nodes, rightToLeft: rightToLeft)
        for entry in builder.unmatchedRotorEntries {
            evaluator.warn("the rotor entry '\(entry)' names no view of its screen; it is left out", at: location)
        }
        let views = builder.controllers.flatMap { controller in Self.allViews(controller.views) }
        let said = views.map { $0.label ?? $0.title ?? $0.value ?? "" }.filter { $0.contains("«") }
        let elements = views.filter { $0.kind != ViewKind.view }.count
        var result = Result(
            controllers: builder.controllers, root: builder.root, warnings: evaluator.warnings,
            unknownElements: said.count, elements: elements,
            rightToLeft: builder.rightToLeft)
        (result.unknownParts, result.unknownElementsByCause) = unknownCauses(said, at: location)
        // A screen's title (its navigation bar's heading, the next screen's back button) is said too.
        let titles = Self.saidTexts(of: builder.controllers)
        for (part, note) in unknownCauses(titles, at: location).parts where result.unknownParts[part] == nil {
            result.unknownParts[part] = note
        }
        return result
    }

    /// The views `entry` builds with `evaluator`, the screen's name and where it is declared.
    func entryViews(
        _ entry: Entry, _ evaluator: SwiftUIEvaluator
    ) throws(DiagnosticGroup) -> (nodes: [ViewNode], name: String, location: Diagnostics.SourceLocation) {
        let nodes: [ViewNode]
        let name: String
        let location: Diagnostics.SourceLocation
        switch entry {
        case .app(let appName):
            guard let app = sources.types[appName], let body = app.property("body")?.getter else {
                throw missing(entry)
            }
            var scope = SwiftUIEvaluator.Scope(type: app, file: app.file)
            scope.identity = app.name
            nodes = evaluator.content(body, scope)
            name = appName
            location = app.location
        case .preview(let previewName):
            guard let preview = sources.previews.first(where: { $0.name == previewName }) else { throw missing(entry) }
            // One of several views a provider lists: that view's statement alone, with the `let`s before it.
            let items =
                preview.part.flatMap { partItems(preview.body, part: $0) } ?? sources.activeStatements(preview.body)
            // Names are looked up from the provider (its nested `Preview` view) or the `#Preview`.
            var scope = SwiftUIEvaluator.Scope(file: preview.file)
            scope.context = preview.context
            // A provider's own statics (`@State static var order`, bound as `$order`) are its members.
            if let context = preview.context, let provider = sources.types[context],
                provider.conformances.contains("PreviewProvider")
            {
                scope.type = provider
            }
            scope.identity = "Preview"
            if items.count == 1, case .expr(let root) = items[0].item, let call = root.as(FunctionCallExprSyntax.self),
                call.calledExpression.tokenText == "ForEach"
            {
                evaluator.previewVariants = call.id
            }
            nodes = evaluator.content(items: items, scope)
            name = previewName
            location = preview.location
        case .view(let viewName):
            guard let type = sources.types[viewName], type.isView, let body = type.property("body")?.getter else {
                throw missing(entry)
            }
            var scope = SwiftUIEvaluator.Scope(type: type, file: type.file)
            scope.identity = type.name
            // Shown as `ViewName()`: by its initializer that takes no arguments, or memberwise with none.
            evaluator.bindArguments(of: type, nil, caller: SwiftUIEvaluator.Scope(file: type.file), into: &scope)
            nodes = evaluator.content(body, scope)
            name = viewName
            location = type.location
        }
        return (nodes, name, location)
    }

    /// The statements of preview `part`: the declarations, and the
    /// part-th view (of a lone `Group`, the part-th view inside it).
    private func partItems(_ body: CodeBlockItemListSyntax, part: Int) -> [CodeBlockItemSyntax]? {
        let items = sources.activeStatements(body)
        let views = items.indices.filter { if case .decl = items[$0].item { false } else { true } }
        if views.count > 1 {
            guard views.indices.contains(part) else { return nil }
            return items.enumerated().filter { !views.contains($0.offset) || $0.offset == views[part] }.map(\.element)
        }
        guard views.count == 1, let group = Self.viewExpression(items[views[0]])?.as(FunctionCallExprSyntax.self),
            group.calledExpression.tokenText == "Group", let closure = group.trailingClosure,
            let inner = partItems(closure.statements, part: part)
        else { return nil }
        return items.filter { if case .decl = $0.item { true } else { false } } + inner
    }

    private static func viewExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expr): expr
        case .stmt(let stmt):
            stmt.as(ReturnStmtSyntax.self)?.expression ?? stmt.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    private func missing(_ entry: Entry) -> DiagnosticGroup {
        let names = entries.map(\.description)
        return DiagnosticGroup(
            Diagnostic(
                "\(entry) is not in the sources", file: sources.files.first?.path ?? "a11ysim", line: 0, column: 0,
                hint: names.isEmpty ? nil : "the sources offer " + names.joined(separator: ", ")))
    }

    static func allViews(_ views: [ViewSpec]) -> [ViewSpec] {
        var result: [ViewSpec] = []
        var pending = views
        while let view = pending.popLast() {
            result.append(view)
            pending += view.subviews
        }
        return result
    }
}
