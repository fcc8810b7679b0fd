extension Interpreter {
    /// The arguments of an initializer used as a function value
    /// (`items.map(Item.init(from:))`), which come unlabeled: labelled as
    /// the one initializer of that many parameters, when no other fits.
    func labeledForInitializer(_ arguments: [Argument], of type: TypeDecl) -> [Argument] {
        guard initializer(of: type, labels: arguments.map(\.label)) == nil,
            arguments.allSatisfy({ $0.label == nil })
        else { return arguments }
        let candidates = type.initializers.filter { $0.parameters.count == arguments.count }
        guard candidates.count == 1 else { return arguments }
        return zip(arguments, candidates[0].parameters).map { argument, parameter in
            var labeled = argument
            labeled.label = parameter.label
            return labeled
        }
    }
}
