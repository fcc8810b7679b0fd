internal import Foundation
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource
internal import XcodeProject

extension SwiftUIEvaluator {
    /// A closure passed to a view, with the scope it was written in.
    final class PassedClosure {
        let closure: ClosureExprSyntax
        let scope: Scope

        init(_ closure: ClosureExprSyntax, in scope: Scope) {
            self.closure = closure
            self.scope = scope
        }
    }

    /// An action passed to a view (a closure, or a function named: `action: decrement`), with the scope it was written in.
    final class PassedAction {
        let syntax: Syntax
        let scope: Scope

        init(_ syntax: Syntax, in scope: Scope) {
            self.syntax = syntax
            self.scope = scope
        }
    }

    /// Top-level constants and models made with no arguments (`Model()`),
    /// each evaluated once for all the entries of one set of sources.
    final class Cache {
        /// The interpreter's values the reader holds without a form of its own (``SwiftValue/held(index:text:)``).
        var heldValues: [Value] = []
        /// The held index of each closure, object or host value held, by its identity.
        var heldIdentities: [ObjectIdentifier: Int] = [:]
        /// The held index of each object shown to the reader (``SwiftValue/objectTag``).
        var objectIndices: [ObjectIdentifier: Int] = [:]
        /// Each showing of a held object to the reader: its properties as shown then.
        var objectSnapshots: [[String: SwiftValue]] = []
        /// The last showing of each held object, by its held index.
        var lastSnapshot: [Int: Int] = [:]
        /// Each struct instance of plain data shown, tagged, by its ``SwiftEval/Value/pureKey(budget:)``.
        var pureInstances: [String: SwiftValue] = [:]
        /// The held index of each plain value held, by its ``SwiftEval/Value/pureKey(budget:)``.
        var heldPure: [String: Int] = [:]
        var globals: [String: SwiftValue] = [:]
        var plainInstances: [String: SwiftValue] = [:]
        /// The defaults of environment keys the sources declare, by key name (`nil`: none known).
        var environmentDefaults: [String: SwiftValue?] = [:]
        /// Static stored properties' values, by `Type.name`: made on first use, as Swift makes them.
        var statics: [String: SwiftValue] = [:]
        /// A type name as seen from a context.
        struct TypeKey: Hashable {
            let name: String
            let context: String?
        }
        /// The type each name means from each context (its whole name; `nil`: none), looked up once.
        var resolvedTypes: [TypeKey: String?] = [:]
        /// Views made as values (``SwiftValue/view(type:index:)``): each call with the scope it
        /// was written in. Shared, because a cached model or constant can hold one.
        var madeViews: [(call: FunctionCallExprSyntax, scope: Scope)] = []
        /// The enums that have a case of each name carrying values, by case name (built once).
        var payloadCaseOwners: [String: [String]]?
        /// Views made with no arguments in the default environment, by type.
        var plainViews: [String: [ViewNode]] = [:]
        /// The initialiser each call of a source type picks (its index), by
        /// call. Each entry keeps its node, so that a node made while
        /// evaluating (a trailing closure as an argument) lives as long as
        /// the cache and no later node can take its identifier.
        var initializers: [SyntaxIdentifier: (call: FunctionCallExprSyntax, index: Int?)] = [:]
        /// Operator sequences folded once (`a + b == c`), by node, kept likewise.
        var folded: [SyntaxIdentifier: (sequence: ExprSyntax, folded: ExprSyntax)] = [:]
        /// Statement lists with `#if` resolved, by list, kept likewise.
        var statements: [SyntaxIdentifier: (list: CodeBlockItemListSyntax, items: [CodeBlockItemSyntax])] = [:]
        /// The names of non-view types' methods that return views (built once).
        var viewMethodNames: Set<String>?
        /// The source text of each node said as unknown, by node, kept likewise.
        var sourceTexts: [SyntaxIdentifier: (node: Syntax, text: String)] = [:]
        /// The Swift interpreter over the sources, made on first use.
        var session: SwiftSession?
        /// The sources read for the interpreter, shared by every cache of one set of sources.
        let module: ModuleCell

        /// A cache whose interpreter sessions start from `module`.
        init(module: ModuleCell = ModuleCell()) {
            self.module = module
        }
        /// How often the interpreter could not settle each expression, by node.
        var interpreterFailures: [SyntaxIdentifier: Int] = [:]
        /// Expressions whose value is of a kind the reader has no form of (a key path).
        var unshownKinds: Set<SyntaxIdentifier> = []
        /// Each text said as unknown by the first node it was made from.
        var firstSaidNodes: [String: Syntax] = [:]
        /// The trees the reader made from the sources' nodes (a folded operator
        /// sequence, a trailing closure made an argument), by the new tree's
        /// root: the node copied and where the copy starts in the new tree.
        var madeTrees: [SyntaxIdentifier: (origin: Syntax, copyOffset: Int)] = [:]
        /// Each source file's index, by its tree (built on first use).
        var fileIndices: [SyntaxIdentifier: Int] = [:]
        /// Why each text said as «…» is unknown, by that text (the first reason met).
        var unknownNotes: [String: UnknownNote] = [:]
        /// Each call's arguments with its trailing closures made arguments, by call, kept likewise.
        var arguments: [SyntaxIdentifier: (call: FunctionCallExprSyntax, arguments: [LabeledExprSyntax])] = [:]
        /// The launch the values above were made under (`nil`: a reading with no scenario, which knows none).
        private(set) var launch: LaunchData?

        /// Makes values under `launch` from now on: what was made under
        /// another launch (models, constants, the interpreter's globals) is made again.
        func launched(_ launch: LaunchData?) {
            guard launch != self.launch else { return }
            self.launch = launch
            (globals, plainInstances, plainViews, statics, environmentDefaults) = ([:], [:], [:], [:], [:])
            (session, interpreterFailures, unshownKinds) = (nil, [:], [])
        }
    }

    /// What names mean where an expression is evaluated.
    struct Scope {
        var values: [String: SwiftValue] = [:]
        /// Views passed in (a `@ViewBuilder` content parameter).
        var views: [String: [ViewNode]] = [:]
        /// View-building closures passed in that take arguments
        /// (`content: (Bird) -> Content`), run when called.
        var closures: [String: PassedClosure] = [:]
        /// The type whose member is being evaluated.
        var type: TypeDeclaration?
        var file: Int
        /// Where type names are looked up from when no type is being
        /// evaluated (a `#Preview`'s name, for the types it declares).
        var context: String?
        /// What `.environmentObject(x)`, `.environment(model)` and
        /// `.environment(\.key, value)` put in the environment of the views
        /// inside: by type name, or by key name.
        var environment: [String: SwiftValue] = [:]
        /// Where the view being evaluated sits: its type and call position
        /// from the entry down, and the `ForEach` item it was built for.
        /// Its `@State` lives under this name (docs/swiftui.md, "State and actions").
        var identity = ""
        /// The `ForEach` items the views being evaluated were built for,
        /// below ``identity``: part of the identity of the views made there,
        /// not of the state of the view whose body it is.
        var rows = ""
        /// Names bound to state a view above owns (`@Binding`, an observed
        /// model passed in), by the state's key.
        var slots: [String: String] = [:]
        /// Closures that take no arguments passed in as actions (`let action: () -> Void`), run when called.
        var actions: [String: PassedAction] = [:]
        /// Parameters declared optional (`title: Text? = nil`): the interpreter is given them as optionals
        /// (the reader keeps a value that is there as it is).
        var optionals: Set<String> = []
    }
}

/// The sources read once for the interpreter (``SwiftModule``), made on
/// first use and shared by the translators of one set of sources: each
/// entry's own cache and sessions start from it instead of reading the
/// files again.
final class ModuleCell: @unchecked Sendable {
    private let lock = NSLock()
    private var made: SwiftModule?

    /// The module a file is taken to be in, for `#fileID`: the folder below
    /// the app's folder that holds it (a package's or an app's sources), or
    /// the app's folder itself for a file directly in it.
    static func moduleName(of path: String, under root: String?) -> String {
        let rootParts = root?.split(separator: "/") ?? []
        let parts = path.split(separator: "/")
        let below = parts.dropFirst(rootParts.count)
        if below.count > 1, let first = below.first { return String(first) }
        return rootParts.last.map(String.init) ?? "main"
    }

    /// The module of `sources`' files.
    func module(of sources: SwiftSourceSet) -> SwiftModule {
        lock.withLock {
            if let made { return made }
            let paths = sources.files.map(\.path)
            let root = SwiftUIEvaluator.commonFolder(of: paths)
            // The image symbols Xcode generates from the app's asset catalogs (`Image(.building1)`).
            let symbols = root.flatMap { AssetCatalog.generatedImageSymbols(AssetCatalog.catalogs(under: $0)) }
            let module = SwiftModule(
                files: sources.files.map { (tree: $0.tree, name: $0.path) }, configuration: sources.configuration,
                moduleName: { Self.moduleName(of: $0, under: root) },
                generated: symbols.map { [($0, (root ?? "") + "/GeneratedAssetSymbols.swift")] } ?? [])
            made = module
            return module
        }
    }
}
