/// Conformances an extension adds under a `where` clause
/// (`extension ModifiedContent: P where Modifier: P`): a value conforms
/// when the types its generic parameters are bound to do, read from the
/// values that bind them.
extension Interpreter {
    /// Whether `value`, of `type`, meets every condition under which
    /// `type` conforms to `protocolName`; a condition on a parameter no
    /// field of the value binds is unknown control flow, not a guess.
    func meetsConditions(of type: TypeDecl, for protocolName: String, _ value: Value) throws -> Bool {
        guard let conditions = type.conformanceConditions[protocolName] else { return true }
        for (parameter, requirement) in conditions {
            guard let bound = boundValue(of: parameter, in: value, type) else {
                throw Interrupt.stop(
                    EvalStop(
                        kind: .unknownControlFlow,
                        message: "whether \(type.name)'s \(parameter) conforms to \(requirement)", line: 0, column: 0))
            }
            if bound.isUnknown { return false }
            guard try isInstance(bound, of: .named(requirement, [])) else { return false }
        }
        return true
    }

    /// The value whose type binds the generic parameter `parameter` of an
    /// instance: the stored field declared with that type (SwiftUI's
    /// `ModifiedContent` binds `Content` and `Modifier` by its two fields).
    private func boundValue(of parameter: String, in value: Value, _ type: TypeDecl) -> Value? {
        guard case .instance(let instance) = value else { return nil }
        if instance.type == "ModifiedContent" {
            return ["Content": "content", "Modifier": "modifier"][parameter].flatMap { instance[$0] }
        }
        guard let field = type.stored.first(where: { $0.type?.name == parameter }) else { return nil }
        return instance[field.name]
    }
}
