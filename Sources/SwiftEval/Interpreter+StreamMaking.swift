import SwiftSyntax

extension Interpreter {
    /// Library initializers given an on-demand sequence: `Array(…)`,
    /// `Set(…)` and `Dictionary(…)` of its elements pulled to the end, and
    /// `AnyIterator { … }`, a stream that calls the closure for each element.
    func onDemandConstruct(
        _ type: String, element: TypeRef?, _ arguments: [Argument], in scope: Scope, at node: some SyntaxProtocol
    ) throws -> Value? {
        if type == "AnyIterator", arguments.count == 1, case .function = arguments[0].value {
            return LazyStream(.iterator(arguments[0].value), isLazy: false).value("AnyIterator")
        }
        guard ["Array", "Set", "Dictionary", "ContiguousArray"].contains(type),
            arguments.contains(where: { isOnDemand($0.value) })
        else { return nil }
        var pulled = arguments
        for index in pulled.indices where isOnDemand(pulled[index].value) {
            pulled[index].value = .array(try materialize(pulled[index].value, at: node))
        }
        return try Library.construct(type, element: element, pulled, interpreter: self, scope: scope, at: Syntax(node))
    }
}

extension Library {
    /// `sequence(first:next:)` and `sequence(state:next:)`: streams that
    /// call `next` for each element asked for.
    static func unfolding(_ arguments: [Argument]) -> Value? {
        guard arguments.count == 2, arguments[1].label == "next" || arguments[1].label == nil,
            case .function = arguments[1].value
        else { return nil }
        switch arguments[0].label {
        case "first":
            return LazyStream(.unfold(first: arguments[0].value, next: arguments[1].value), isLazy: false).value(
                "UnfoldFirstSequence")
        case "state":
            return LazyStream(.state(arguments[0].value, next: arguments[1].value), isLazy: false).value(
                "UnfoldSequence")
        default: return nil
        }
    }
}
