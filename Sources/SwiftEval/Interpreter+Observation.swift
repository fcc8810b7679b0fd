import SwiftSyntax

extension Interpreter {
    /// The key a tracked read or write of `name` has: an `@Observable`
    /// object's stored property not marked `@ObservationIgnored`.
    func observationKey(_ name: String, of value: Value) -> String? {
        guard case .object(let object) = value, let decl = declarations.types[object.type] else { return nil }
        let chain = lookupChain(decl)
        guard chain.contains(where: \.isObservable), !chain.contains(where: { $0.observationIgnored.contains(name) })
        else { return nil }
        return "\(ObjectIdentifier(object).hashValue).\(name)"
    }

    /// `withObservationTracking(_:onChange:)`: runs the closure, keeping
    /// the tracked properties it read; the first later change of one calls
    /// `onChange` once, before the value changes (Observation's `willSet`).
    func trackObservation(_ call: LibraryCall) throws -> Value? {
        guard let apply = call.argument(0), let onChange = call.argument("onChange") else { return nil }
        let outer = observationReads
        observationReads = []
        let result: Value
        do {
            result = try call.invoke(apply, [])
        } catch {
            observationReads = outer
            throw error
        }
        let reads = observationReads ?? []
        // A tracking nested in another also counts as reads of the outer one.
        observationReads = outer.map { $0.union(reads) }
        if !reads.isEmpty { observationWatchers.append((reads, onChange)) }
        return result
    }

    /// Before a stored property changes: each tracking that read it calls
    /// its `onChange` and ends.
    func observationWillSet(_ name: String, of value: Value) throws {
        guard !observationWatchers.isEmpty, let key = observationKey(name, of: value) else { return }
        let fired = observationWatchers.filter { $0.keys.contains(key) }
        guard !fired.isEmpty else { return }
        observationWatchers.removeAll { $0.keys.contains(key) }
        for watcher in fired {
            _ = try callValue(watcher.onChange, [], in: globals, at: Syntax(TokenSyntax.identifier(name)))
        }
    }
}
