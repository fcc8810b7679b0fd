import SwiftOperators
import SwiftParser
public import SwiftSyntax

/// SwiftData for a client that shows a program's views: the context the
/// environment gives (`@Environment(\.modelContext)`), and what a query
/// property reads (`@Query(sort: \Bird.name) var birds: [Bird]`) once the
/// program's own code has filled the store in this run (the app seeding it
/// when its first screen appears). Before that, or for a program that does
/// not import SwiftData, there is nothing to give: the device's store is
/// runtime data.
extension SwiftSession {
    /// Whether the program imports SwiftData (its store is then the prelude's).
    var usesSwiftData: Bool {
        interpreter.declarations.types["_ModelStore"] != nil
    }

    /// The model context the environment gives every view; `nil` without SwiftData.
    public func modelContext() -> Value? {
        worker.run {
            guard usesSwiftData else { return nil }
            return evaluateSnippet("ModelContext()")
        }
    }

    /// The rows `@Query(arguments) var name: [element]` reads from the
    /// store the program filled this run; `nil` without SwiftData or when
    /// the store is the device's (nothing inserted, no in-memory container made).
    public func queryRows(of element: String, arguments: LabeledExprListSyntax?) -> Value? {
        worker.run {
            guard usesSwiftData, case .bool(true)? = evaluateSnippet("_ModelStore.known") else { return nil }
            let written = arguments?.trimmedDescription ?? ""
            return evaluateSnippet("Query<\(element)>(\(written)).wrappedValue")
        }
    }

    /// Empties the store, as a launch of the app finds an in-memory one
    /// (each entry and each live launch starts from it).
    public func resetModelStore() {
        worker.run {
            guard usesSwiftData else { return }
            _ = evaluateSnippet("_ModelStore.reset()")
        }
    }

    /// Takes the store as one kept in memory only (`.modelContainer(for:inMemory: true)`),
    /// which starts empty at launch.
    public func keepModelStoreInMemory() {
        worker.run {
            guard usesSwiftData else { return }
            _ = evaluateSnippet("_ModelStore.inMemory = true")
        }
    }

    /// `text` parsed as an expression and evaluated at the top level; `nil` when it does not parse.
    private func evaluateSnippet(_ text: String) -> Value? {
        var parser = Parser(text)
        let parsed = ExprSyntax.parse(from: &parser)
        guard !parsed.hasError else { return nil }
        let expression = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(ExprSyntax.self) ?? parsed
        interpreter.steps = 0
        interpreter.callDepth = 0
        interpreter.expressionDepth = 0
        do {
            return try interpreter.evaluate(expression, in: Scope(parent: interpreter.globals))
        } catch Interrupt.stop(let stop) {
            return .unknown(Unknown(stop.cause ?? .evaluatorGap, stop.message, line: stop.line, column: stop.column))
        } catch {
            return .unknown(Unknown(.evaluatorGap, "an error thrown while evaluating"))
        }
    }
}
