extension ControllerSpec {
    /// The controller with every handler's code reference (``HandlerSpec/code``)
    /// replaced by `transform` of it, visited in one fixed order: the
    /// controller's handlers, its alert's buttons, then each view root
    /// (``transformViewRoots(_:)``) depth first, a view's handlers and
    /// custom actions before its subviews, handlers by event name.
    public func mappingHandlerCodes(_ transform: (String) -> String) -> ControllerSpec {
        var spec = self
        spec.handlers = handlers.mappingCodes(transform)
        if case .alert(var alert) = content {
            for index in alert.actions.indices {
                alert.actions[index].handler = alert.actions[index].handler?.mappingCode(transform)
            }
            spec.content = .alert(alert)
        }
        func mapped(_ original: ViewSpec) -> ViewSpec {
            var view = original
            view.handlers = view.handlers.mappingCodes(transform)
            for index in view.customActions.indices {
                view.customActions[index].handler = view.customActions[index].handler.mappingCode(transform)
            }
            view.subviews = view.subviews.map(mapped)
            return view
        }
        spec.transformViewRoots(mapped)
        return spec
    }

    /// The code references that differ between this controller and `other`
    /// when nothing else does, as (this one's, the other's) pairs in
    /// ``mappingHandlerCodes(_:)``'s order; `nil` when anything else differs.
    /// A live app's screens evaluated again from unchanged state differ only
    /// in the references their handlers' code gets anew on each evaluation.
    public func codeChanges(to other: ControllerSpec) -> [(from: String, to: String)]? {
        var mine: [String] = []
        var theirs: [String] = []
        let blankMine = mappingHandlerCodes { code in
            mine.append(code)
            return ""
        }
        let blankTheirs = other.mappingHandlerCodes { code in
            theirs.append(code)
            return ""
        }
        guard blankMine == blankTheirs, mine.count == theirs.count else { return nil }
        return zip(mine, theirs).filter { $0 != $1 }.map { (from: $0, to: $1) }
    }
}

extension HandlerSet {
    /// The set with each handler's code reference replaced by `transform` of
    /// it, by event name, then the scroll handlers by direction.
    func mappingCodes(_ transform: (String) -> String) -> HandlerSet {
        var set = self
        for event in byEvent.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            set.byEvent[event] = byEvent[event]?.mappingCode(transform)
        }
        for direction in scroll.keys.sorted() {
            set.scroll[direction] = scroll[direction]?.mappingCode(transform)
        }
        return set
    }
}

extension HandlerSpec {
    /// The handler with its code reference replaced by `transform` of it.
    func mappingCode(_ transform: (String) -> String) -> HandlerSpec {
        var handler = self
        handler.code = code.map(transform)
        return handler
    }
}
