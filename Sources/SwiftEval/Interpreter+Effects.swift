import SwiftSyntax

extension Interpreter {
    /// Whether calling a function value could change state this program
    /// prints later: a closure that assigns, prints, passes `inout`, calls
    /// a mutating library method or a function of the program. A closure a
    /// skipped call was given may have run: when it may have effects, the
    /// rest of the run is not known.
    func mayHaveEffects(_ value: Value) -> Bool {
        guard case .function(let function) = value else { return false }
        switch function.kind {
        case .closure(let closure):
            let finder = EffectFinder(declarations: declarations, effectful: sourcesCallIndex.effectfulMethods)
            finder.walk(closure.statements)
            return finder.found
        case .declared: return true
        case .autoclosure(let expression):
            let finder = EffectFinder(declarations: declarations, effectful: sourcesCallIndex.effectfulMethods)
            finder.walk(expression)
            return finder.found
        case .initializer, .enumCase, .keyPath, .libraryInitializer, .unboundMethod: return false
        case .library(let name, _): return name == "print" || name == "debugPrint"
        }
    }

    /// Whether a method called `name` may change the value it is called on:
    /// a mutating method of the library or of a type of the sources.
    func mayMutate(_ name: String) -> Bool {
        EffectFinder.mutating.contains(name) || sourcesCallIndex.mutatingMethods.contains(name)
    }

    /// Stops when a call that is not evaluated was given a function that may
    /// have effects; otherwise the call's result is simply unknown.
    /// `cause`: why the call is not evaluated (an unknown receiver's), an
    /// evaluator gap when not given.
    func checkSkippedEffects(
        _ arguments: [Argument], skipping what: String, at node: some SyntaxProtocol, cause: UnknownCause? = nil
    ) throws {
        if arguments.contains(where: { mayHaveEffects($0.value) }) {
            throw stop(
                .unsupported, "\(what) is not evaluated, and the closure given to it may change state", at: node,
                cause: cause)
        }
    }
}

/// Finds what may change state in a closure's body.
final class EffectFinder: SyntaxVisitor {
    private let declarations: Declarations
    private(set) var found = false

    /// Library methods that change their receiver.
    static let mutating: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse", "toggle",
        "formUnion", "formIntersection", "subtract", "swapAt", "merge", "updateValue", "removeValue", "shuffle",
        "removeSubrange", "replaceSubrange",
    ]

    /// Library types the interpreter runs as source of its own, whose
    /// non-mutating methods only compute (calling at most the closures
    /// given, which are walked here too): `Result`, `OptionSet`.
    private static let computingPreludes: Set<String> = [Prelude.source, OptionSetPrelude.source]
    /// Their lengths: a file of another length is not one of them, found without writing it out.
    private static let preludeLengths = Set(computingPreludes.map(\.utf8.count))

    /// Whether the methods called one name may change state: a mutating
    /// one, a requirement with no body, or one whose body may (it assigns,
    /// prints, passes `inout`, calls a mutating library method, a closure
    /// it holds or a method named in `effectful`); the library's own
    /// computing preludes never do.
    static func declaresEffects(
        _ methods: [FunctionDecl], declarations: Declarations, effectful: Set<String>
    ) -> Bool {
        !methods.allSatisfy { method in
            guard !method.isMutating, let body = method.body else { return false }
            let root = body.root
            if preludeLengths.contains(root.totalLength.utf8Length), computingPreludes.contains(root.description) {
                return true
            }
            let finder = EffectFinder(declarations: declarations, effectful: effectful, strict: true)
            finder.walk(body)
            return !finder.found
        }
    }

    /// The names of the sources' methods that may change state (``CallIndex``).
    private let effectful: Set<String>

    /// Whether a call of a name that is neither the library's nor a type's
    /// (a closure held in a property, `onChange()`) counts as an effect.
    private let strict: Bool

    init(declarations: Declarations, effectful: Set<String>, strict: Bool = false) {
        self.declarations = declarations
        self.effectful = effectful
        self.strict = strict
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) { found = true }
        if let symbol = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol.hasSuffix("="),
            !["==", "!=", "<=", ">=", "===", "!=="].contains(symbol)
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "print" || name == "debugPrint" || declarations.functions[name] != nil { found = true }
            if strict, !Library.globalFunctions.contains(name), name.first?.isUppercase != true { found = true }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if Self.mutating.contains(name) || effectful.contains(name) {
                found = true
            }
        }
        return found ? .skipChildren : .visitChildren
    }
}
