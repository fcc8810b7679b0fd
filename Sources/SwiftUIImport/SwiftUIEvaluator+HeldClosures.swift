internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

/// Closures a view value made by the interpreter holds (`Step { Text("1") }`
/// kept in a model's array of steps): read as the reader reads a closure
/// passed to a view, at the code where it was written, with what it captured.
extension SwiftUIEvaluator {
    /// Binds the closures among `properties` of a view value the interpreter
    /// made to `inner`, the scope its `body` is read in: one that takes no
    /// arguments gives its views (and runs as an action), one that takes
    /// arguments runs when the body calls it.
    func bindHeldClosures(_ properties: [String: SwiftValue], into inner: inout Scope, shownIn scope: Scope) {
        for (name, property) in properties {
            // A binding the interpreter was given as a cell (`Row(isOn: $flag)`): the state it reaches.
            if case .held(let index, _) = property, index < cache.heldValues.count,
                let cell = HostCell.of(cache.heldValues[index]), let key = cell.key
            {
                inner.values[name] = heldReaderValue(cell.currentValue)
                inner.slots[name] = key
                continue
            }
            guard case .held(let index, _) = property, index < cache.heldValues.count,
                let (closure, caller) = readerClosure(cache.heldValues[index], shownIn: scope)
            else { continue }
            inner.values[name] = nil
            if Self.parameterNames(closure).isEmpty {
                inner.views[name] = content(closure.statements, caller)
                if live != nil { inner.actions[name] = PassedAction(Syntax(closure), in: caller) }
            } else {
                inner.closures[name] = PassedClosure(closure, in: caller)
            }
        }
    }

    /// The reader's node of the closure `value` and the scope it was
    /// written in: its captured values and its `self`'s properties.
    private func readerClosure(_ value: Value, shownIn shown: Scope) -> (ClosureExprSyntax, Scope)? {
        guard let site = session.closureSite(of: value), sources.files.indices.contains(site.file),
            let token = sources.files[site.file].tree.token(at: AbsolutePosition(utf8Offset: site.offset))
        else { return nil }
        var node: Syntax? = Syntax(token)
        var closure: ClosureExprSyntax?
        while let current = node, current.positionAfterSkippingLeadingTrivia.utf8Offset == site.offset {
            if let found = current.as(ClosureExprSyntax.self), found.trimmedLength.utf8Length == site.length {
                closure = found
                break
            }
            node = current.parent
        }
        guard let closure else { return nil }
        var caller = Scope(file: site.file)
        caller.environment = shown.environment
        caller.identity = shown.identity
        if let selfValue = site.selfValue, case .instance(let typeName, let properties) = heldReaderValue(selfValue),
            let type = resolveType(typeName, shown)
        {
            caller.type = type
            caller.values = properties
        }
        for (name, captured) in site.captured { caller.values[name] = heldReaderValue(captured) }
        return (closure, caller)
    }
}

extension SwiftUIEvaluator {
    /// Whether two held values are the same object or identifier
    /// (`.onChange(of: ObjectIdentifier(steps))` between two readings);
    /// `nil` when either is not held, or holds a value compared otherwise.
    func sameHeld(_ first: SwiftValue, _ second: SwiftValue) -> Bool? {
        guard case .held(let a, _) = first, case .held(let b, _) = second, a < cache.heldValues.count,
            b < cache.heldValues.count
        else { return nil }
        return a == b ? true : SwiftSession.sameIdentity(cache.heldValues[a], cache.heldValues[b])
    }
}

extension SwiftUIEvaluator {
    /// Holds `value` for the interpreter and gives its index: the same one
    /// for a closure, object or host value held again (a view's content
    /// closure is shown at every reading); `nil` past the limit.
    func hold(_ value: Value) -> Int? {
        let identity: ObjectIdentifier? =
            switch value {
            case .function(let function): ObjectIdentifier(function)
            case .native(let native): ObjectIdentifier(native)
            case .object(let object): ObjectIdentifier(object)
            default: nil
            }
        if let identity, let known = cache.heldIdentities[identity] { return known }
        let key = identity == nil ? value.pureKey() : nil
        if let key, let known = cache.heldPure[key] { return known }
        guard cache.heldValues.count < Self.heldValueLimit else { return nil }
        cache.heldValues.append(value)
        if let identity { cache.heldIdentities[identity] = cache.heldValues.count - 1 }
        if let key { cache.heldPure[key] = cache.heldValues.count - 1 }
        return cache.heldValues.count - 1
    }
}

extension SwiftUIEvaluator {
    /// Whether a state's initial value is plain data written as a literal
    /// (`0`, `"x"`, `false`, `nil`, `[]`, `.idle`), not an object or a call.
    static func isPlainLiteral(_ written: ExprSyntax?) -> Bool {
        guard let written else { return false }
        if let member = written.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let prefix = written.as(PrefixOperatorExprSyntax.self) { return isPlainLiteral(prefix.expression) }
        return written.is(IntegerLiteralExprSyntax.self) || written.is(FloatLiteralExprSyntax.self)
            || written.is(StringLiteralExprSyntax.self) || written.is(BooleanLiteralExprSyntax.self)
            || written.is(NilLiteralExprSyntax.self) || written.is(ArrayExprSyntax.self)
            || written.is(DictionaryExprSyntax.self)
    }
}

extension SwiftUIEvaluator {
    /// The state a view's `self` reaches through cells in an evaluation of
    /// code written with `tokens`: a `$flag` handed on (`Child(isOn: $flag)`)
    /// is a binding to it; a closure made there (`Row { count += 1 }`)
    /// reaches plain state through cells when it runs later. An object in
    /// state is shared as it is (a closure changes the object itself), and
    /// an instance keeps the parts it holds.
    func stateCells(
        for tokens: TokenSequence, makesClosures: Bool, _ scope: Scope, stored: Set<String>
    ) -> [String: Value] {
        let projected = Set(tokens.map(\.text).filter { $0.hasPrefix("$") })
        var cells: [String: Value] = [:]
        for name in stored where makesClosures || projected.contains("$" + name) {
            if !projected.contains("$" + name) {
                let current = stateKey(name, scope).flatMap(storedState) ?? scope.values[name]
                switch current {
                case .instance?, .held?, .unknown?, .view?: continue
                case nil where !Self.isPlainLiteral(scope.type?.property(name)?.initialValue): continue
                default: break
                }
            }
            if let key = stateKey(name, scope),
                scope.type?.property(name)?.wrapper.map(Self.celledWrappers.contains) == true
            {
                cells[name] = stateCell(name, key: key, scope).value
            }
        }
        return cells
    }
}
