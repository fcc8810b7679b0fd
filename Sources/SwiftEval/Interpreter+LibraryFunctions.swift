import SwiftSyntax

extension Interpreter {
    /// A library function or operator used as a value (`max`, `(+)`,
    /// `sorted(by: <)` stored in a variable) and called: its arguments and
    /// result become the function type it was stored as, as Swift's type
    /// checker picks the overload from that type.
    func callLibraryFunction(
        _ name: String, _ signature: (parameters: [TypeRef], result: TypeRef)?, _ arguments: [Argument],
        in scope: Scope, at node: some SyntaxProtocol
    ) throws -> Value {
        var arguments = arguments
        if let signature, signature.parameters.count == arguments.count {
            for index in arguments.indices {
                arguments[index].value = try coerce(arguments[index].value, to: signature.parameters[index])
            }
        }
        let result: Value
        if Library.operators.contains(name), arguments.count == 2 {
            result = try apply(name, arguments[0].value, arguments[1].value, at: node)
        } else if let called = try Library.callFunction(
            name, arguments, interpreter: self, scope: scope, at: Syntax(node))
        {
            result = called
        } else {
            return gap("the function \(name)", at: node)
        }
        return try coerce(result, to: signature?.result)
    }
}
