internal import Foundation
internal import SwiftSyntax
internal import SwiftUISource

/// A view's or model's own initializer applied by the reader: each
/// parameter bound to the argument Swift gives it (by label, trailing
/// closures by the forward scan, else its default), then the assignments
/// of its body.
extension SwiftUIEvaluator {
    /// Whether a parameter is of a function type (`@ViewBuilder header: () -> Header`).
    static func takesClosure(_ parameter: FunctionParameterSyntax) -> Bool {
        var type = parameter.type
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                type = only.type
            } else {
                break
            }
        }
        return type.is(FunctionTypeSyntax.self)
    }

    /// How many parameters after `position` need a closure no label gives them.
    static func requiredClosures(
        after position: Int, _ parameters: [FunctionParameterSyntax], labels: Set<String>
    )
        -> Int
    {
        parameters.dropFirst(position + 1).filter {
            $0.defaultValue == nil && takesClosure($0) && !labels.contains($0.firstName.text)
        }.count
    }

    func applyInitializer(
        _ initializer: InitializerDeclSyntax, arguments: [LabeledExprSyntax], caller: Scope, into scope: inout Scope
    ) {
        var parameters = Scope(file: scope.file)
        // A type named in the initializer is found from the type it initializes (`ViewModel` is `Self.ViewModel`).
        parameters.context = scope.type?.qualifiedName ?? scope.context
        var used: Set<Int> = []
        var unfilled: [String] = []
        let labels = arguments.map { $0.label?.text ?? "_" }
        let unlabelledClosures = arguments.map { $0.label == nil && $0.expression.is(ClosureExprSyntax.self) }
        var closuresLeft = unlabelledClosures.filter { $0 }.count
        let declared = Array(initializer.signature.parameterClause.parameters)
        for (position, parameter) in declared.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.text
            if parameter.type.is(OptionalTypeSyntax.self) { parameters.optionals.insert(name) }
            let index = arguments.indices.first {
                !used.contains($0) && labels[$0] == label && !(unlabelledClosures[$0] && label != "_")
            }
            if let index {
                used.insert(index)
                bind(name, arguments[index].expression, as: parameter.type, caller: caller, into: &parameters)
            } else if parameter.defaultValue != nil, Self.takesClosure(parameter),
                closuresLeft > Self.requiredClosures(after: position, declared, labels: Set(labels))
            {
                // A trailing closure fills a closure parameter with a default when no later
                // parameter needs it (Swift's forward scan): `Frame { header } footer: { … }`.
                unfilled.append(name)
                closuresLeft -= 1
            } else if let fallback = parameter.defaultValue?.value, fallback.is(ClosureExprSyntax.self) {
                // A default closure (`imageLoader: … = { nil }`) is a closure, run when called.
                bind(name, fallback, as: parameter.type, caller: caller, into: &parameters)
            } else if let fallback = parameter.defaultValue?.value {
                parameters.values[name] = value(fallback, as: parameter.type, caller)
            } else {
                unfilled.append(name)
                if Self.takesClosure(parameter) { closuresLeft -= 1 }
            }
        }
        // Trailing closures left over fill the parameters no argument named.
        var closures = arguments.indices.filter {
            !used.contains($0) && arguments[$0].expression.is(ClosureExprSyntax.self)
        }.makeIterator()
        for name in unfilled {
            guard let index = closures.next() else { break }
            bind(name, arguments[index].expression, caller: caller, into: &parameters)
        }
        for statement in initializer.body?.statements ?? [] {
            // `self.init(role: role) { Text(title) }`: the initializer it hands on to, with these parameters.
            if delegate(statement, from: initializer, parameters, into: &scope) { continue }
            // `let model = Model(…)` before `_model = StateObject(wrappedValue: model)`.
            if case .decl(let decl) = statement.item, let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let initial = binding.initializer?.value
                    {
                        parameters.values[local] = value(initial, parameters)
                    }
                }
                continue
            }
            guard case .expr(let expr) = statement.item, let assignment = fold(expr).as(InfixOperatorExprSyntax.self),
                assignment.operator.is(AssignmentExprSyntax.self)
            else { continue }
            let target: String
            if let member = assignment.leftOperand.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                target = member.declName.baseName.text
            } else if let reference = assignment.leftOperand.as(DeclReferenceExprSyntax.self) {
                target = reference.baseName.text
            } else {
                target = assignment.leftOperand.tokenText.replacingOccurrences(of: "self.", with: "")
            }
            let name = target.hasPrefix("_") ? String(target.dropFirst()) : target
            var source = assignment.rightOperand
            // `_x = State(initialValue: y)`: the wrapped value.
            // `_x = .init(initialValue: y)` too: the wrapper's own initialiser, written implicitly.
            if let wrapped = source.as(FunctionCallExprSyntax.self),
                ["State", "StateObject", "Binding"].contains(wrapped.calledExpression.tokenText)
                    || (target.hasPrefix("_")
                        && wrapped.calledExpression.as(MemberAccessExprSyntax.self).map {
                            $0.base == nil && $0.declName.baseName.text == "init"
                        } ?? false
                        && ["initialValue", "wrappedValue"].contains(wrapped.arguments.first?.label?.text)),
                let first = wrapped.arguments.first?.expression
            {
                source = first
            }
            // `self.content = content` or `= content()`: the views passed in.
            let called =
                source.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.isEmpty ? $0.calledExpression : nil }
                ?? source
            // `self.action = action`: an action passed in, kept to run when the view calls it.
            if live != nil, let reference = called.as(DeclReferenceExprSyntax.self),
                let passed = parameters.actions[reference.baseName.text]
            {
                scope.actions[name] = passed
            }
            if let reference = called.as(DeclReferenceExprSyntax.self),
                let passed = parameters.closures[reference.baseName.text]
            {
                scope.closures[name] = passed
            } else if let reference = called.as(DeclReferenceExprSyntax.self),
                let passed = parameters.views[reference.baseName.text]
            {
                scope.views[name] = passed
            } else if let live, let property = scope.type?.property(name),
                Self.keptOnceWrappers.contains(property.wrapper ?? ""), let key = stateKey(name, scope)
            {
                // `_model = StateObject(wrappedValue: Model())` takes an autoclosure: SwiftUI
                // runs it the first time the view appears only, and keeps the object it made.
                guard live.state[key] == nil else { continue }
                let made = value(source, as: property.type, parameters)
                scope.values[name] = made
                if Self.isHeld(made) { live.state[key] = made }
            } else {
                scope.values[name] = value(source, as: scope.type?.property(name)?.type, parameters)
                if live != nil, let wrapper = scope.type?.property(name)?.wrapper,
                    Self.passedStateWrappers.contains(wrapper), let key = stateKey(of: source, parameters)
                {
                    scope.slots[name] = key
                }
            }
        }
    }
}
