import SwiftSyntax

/// An initializer a client's evaluation cannot run to its end (it stops at
/// a value only the running app has: a database read, a launch it does not
/// know) still made what it set before the stop. The instance keeps those
/// values; each stored property the rest of the initializer may set becomes
/// unknown, with the stop as its cause. Where the rest may change more than
/// the instance (a global, a static property, user defaults, `self` passed
/// away to code that may keep it), nothing is kept and the stop stands.
extension Interpreter {
    /// How many function bodies the check of what the rest may change reads.
    static let partialInitBodies = 300

    /// Runs an initializer's body; in a client's evaluation, a stop on an
    /// unknown leaves the instance with unknown properties (see above). Only
    /// an initializer that surely makes its instance once it goes on: not
    /// `init?`, and not one that throws unless a throw would end the program.
    func executeInitializerBody(
        _ decl: FunctionDecl, _ body: CodeBlockItemListSyntax, in frame: Scope, selfBox: Box?, type: TypeDecl
    ) throws -> Flow {
        let written = decl.node.as(InitializerDeclSyntax.self)
        let mayFail =
            decl.isFailable || written?.optionalMark != nil
            || (written?.signature.effectSpecifiers?.throwsClause != nil && throwOutcome == .continues)
        guard lazyGlobals, !mayFail, let selfBox else { return try execute(body, in: frame) }
        var reached = 0
        do {
            return try execute(body, in: frame) { reached = $0 }
        } catch Interrupt.stop(let stop) where [.unknownControlFlow, .unsupported].contains(stop.kind) {
            let rest = Array(body.dropFirst(reached))
            guard let unsettled = propertiesSet(by: rest, of: type) else { throw Interrupt.stop(stop) }
            for name in unsettled.sorted() {
                let cause = Unknown(
                    stop.cause ?? .evaluatorGap, "\(name), set after the initializer stopped: \(stop.message)")
                store(name, .unknown(cause), in: selfBox)
            }
            return .next
        }
    }

    /// The stored properties of `type` that `rest` may set: each one it
    /// names; all of them where it uses `self` as a value or calls a
    /// method of the type. `nil` when it may change state beyond the instance.
    func propertiesSet(by rest: [CodeBlockItemSyntax], of type: TypeDecl) -> Set<String>? {
        let key = RestKey(start: rest.first?.id, count: rest.count, type: type.name)
        if let known = restEffects[key] { return known }
        let found = findPropertiesSet(by: rest, of: type)
        restEffects[key] = .some(found)
        return found
    }

    private func findPropertiesSet(
        by rest: [CodeBlockItemSyntax], of type: TypeDecl, visiting: Set<String> = [], depth: Int = 0
    ) -> Set<String>? {
        let fields = Set(storedProperties(of: type).map(\.name))
        let methods = Set(lookupChain(type).flatMap(\.methods.keys))
        let computed = Set(lookupChain(type).flatMap(\.computed.keys))
        let observed = Set(storedProperties(of: type).filter { $0.willSet != nil || $0.didSet != nil }.map(\.name))
        var named: Set<String> = []
        var everything = false
        for item in rest {
            for token in item.tokens(viewMode: .sourceAccurate) {
                let text = token.text
                if token.tokenKind == .keyword(.super)
                    || ((computed.contains(text) || observed.contains(text)) && Self.isAssigned(token))
                {
                    // A superclass's method, a computed property's setter or a property's observer may set any of them
                    // (reading a computed property runs its getter, which sets nothing).
                    everything = true
                } else if computed.contains(text) && !fields.contains(text) {
                    continue
                } else if token.tokenKind == .keyword(.self) {
                    // `self.name` and `self?.name` name one property; `[weak self]` captures it;
                    // `self` alone is the whole instance.
                    if !Self.namesOneProperty(afterSelf: token) { everything = true }
                } else if fields.contains(text) {
                    named.insert(text)
                } else if let property = backingStorage(text, in: type), fields.contains(property.name) {
                    // `self._selected = …`: the storage of `selected`.
                    named.insert(property.name)
                } else if methods.contains(text),
                    token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
                        || token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?
                            .tokenKind == .keyword(.self)
                {
                    // A method of the type sets what its body sets (read a few calls deep).
                    guard let set = propertiesSet(byMethod: text, of: type, visiting: visiting, depth: depth) else {
                        everything = true
                        continue
                    }
                    named.formUnion(set)
                }
            }
        }
        guard !changesSharedState(rest.map(Syntax.init)) else { return nil }
        return everything ? fields : named
    }

    /// The stored properties the methods of `type` called `name` may set,
    /// each body read as the rest of an initializer is; `nil` past a few
    /// calls deep, for a body it cannot read, or for one that changes more
    /// than the instance (the caller then takes every property as set).
    private func propertiesSet(
        byMethod name: String, of type: TypeDecl, visiting: Set<String>, depth: Int
    ) -> Set<String>? {
        guard depth < 4, !visiting.contains(name) else { return visiting.contains(name) ? [] : nil }
        var found: Set<String> = []
        for decl in lookupChain(type) {
            for method in decl.methods[name] ?? [] {
                guard !method.isStatic, let body = method.body else { return nil }
                guard
                    let set = findPropertiesSet(
                        by: Array(body), of: type, visiting: visiting.union([name]), depth: depth + 1)
                else { return nil }
                found.formUnion(set)
            }
        }
        return found
    }

    /// Whether the name `token` is assigned to (`name = …`, `name += …`,
    /// `&name`), not only read.
    static func isAssigned(_ token: TokenSyntax) -> Bool {
        if token.previousToken(viewMode: .sourceAccurate)?.text == "&" { return true }
        guard let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
        if next.tokenKind == .equal { return true }
        guard case .binaryOperator(let op) = next.tokenKind else { return false }
        return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
    }

    /// Whether the `self` token is followed by one property's name
    /// (`self.name`, `self?.name`, `self!.name`) or is captured in a
    /// closure's capture list (`[weak self]`), rather than used whole.
    static func namesOneProperty(afterSelf token: TokenSyntax) -> Bool {
        if token.parent?.is(ClosureCaptureSyntax.self) == true
            || token.parent?.parent?.is(ClosureCaptureSyntax.self) == true
        {
            return true
        }
        var next = token.nextToken(viewMode: .sourceAccurate)
        if next?.tokenKind == .postfixQuestionMark || next?.tokenKind == .exclamationMark {
            next = next?.nextToken(viewMode: .sourceAccurate)
        }
        return next?.tokenKind == .period
    }

    /// Whether `nodes`, or a function of the sources they may call (by
    /// name), names a global variable, a static property or user defaults.
    private func changesSharedState(_ nodes: [Syntax]) -> Bool {
        let index = sourcesCallIndex
        var queue = nodes
        var seen: Set<SyntaxIdentifier> = []
        var read = 0
        while let node = queue.popLast() {
            read += 1
            if read > Self.partialInitBodies { return true }
            for token in node.tokens(viewMode: .sourceAccurate) {
                if index.sharedNames.contains(token.text) { return true }
                guard token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen else { continue }
                for body in index.bodies[token.text, default: []] where seen.insert(body.id).inserted {
                    queue.append(Syntax(body))
                }
            }
        }
        return false
    }

    /// The index of the sources' bodies, shared state and methods, made on first use.
    var sourcesCallIndex: CallIndex {
        if let made = callIndex { return made }
        // The module's, shared by every session over the same files, while the declarations are its.
        let made = declarationsChanged ? CallIndex(declarations) : module.callIndex()
        callIndex = made
        return made
    }
}

/// Where the rest of a stopped initializer starts, its length and the
/// type it initializes: what ``Interpreter/restEffects`` is kept by.
struct RestKey: Hashable {
    var start: SyntaxIdentifier?
    var count: Int
    var type: String
}

/// What the checks of what code may change look up for each name they
/// read: the bodies of the sources' functions, methods and initializers
/// called that name, the names of shared state (globals that may change,
/// static stored variables, user defaults) and of methods that may change
/// state. Made once, so a check reads each name in constant time rather
/// than walking every type.
struct CallIndex: Sendable {
    /// The bodies of the functions, methods and initializers called each name.
    var bodies: [String: [CodeBlockItemListSyntax]] = [:]
    /// Global variables, static stored variables, `UserDefaults`, `AppStorage`.
    var sharedNames: Set<String> = ["UserDefaults", "AppStorage"]
    /// The names of methods some type declares that may change state (``EffectFinder``).
    var effectfulMethods: Set<String> = []
    /// The names of methods some type declares `mutating`.
    var mutatingMethods: Set<String> = []

    init(_ declarations: Declarations) {
        for (name, functions) in declarations.functions { bodies[name, default: []] += functions.compactMap(\.body) }
        for (name, global) in declarations.globalVariables where !global.isConstant { sharedNames.insert(name) }
        // By name, so the order (and the cap on bodies read) is the same on every run.
        for type in declarations.types.values.sorted(by: { $0.name < $1.name }) {
            for (name, methods) in type.methods {
                bodies[name, default: []] += methods.compactMap(\.body)
                if methods.contains(where: \.isMutating) { mutatingMethods.insert(name) }
            }
            let short = type.name.split(separator: ".").last.map(String.init) ?? type.name
            bodies[short, default: []] += type.initializers.compactMap(\.body)
            for property in type.staticStored where !property.isConstant { sharedNames.insert(property.name) }
        }
        effectfulMethods = Self.effectfulMethods(declarations)
    }

    /// The method names whose methods may change state: those with an
    /// effect of their own, then those that call one of them, until no
    /// name is added (by name, as calls are matched; bounded by the names).
    static func effectfulMethods(_ declarations: Declarations) -> Set<String> {
        var byName: [String: [FunctionDecl]] = [:]
        for type in declarations.types.values {
            for (name, methods) in type.methods { byName[name, default: []] += methods }
        }
        var found: Set<String> = []
        for _ in 0...byName.count {
            let next = Set(
                byName.filter { EffectFinder.declaresEffects($0.value, declarations: declarations, effectful: found) }
                    .keys)
            if next == found { break }
            found = next
        }
        return found
    }
}
