import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Runs the top-level statements of one Swift file: a tree-walking
/// interpreter of the Swift subset model code uses, bounded by
/// ``EvalLimits``. A value it cannot know stays an ``Unknown``; it never
/// guesses.
final class Interpreter {
    var declarations = Declarations()
    let converter: SourceLocationConverter
    let globals = Scope(parent: nil)
    let limits: EvalLimits
    /// What `print` wrote.
    var output = ""
    /// The unknowns met, in order, each once per place.
    var unknowns: [Unknown] = []
    private var unknownPlaces: Set<String> = []
    var steps = 0
    var callDepth = 0
    var expressionDepth = 0
    /// Static stored properties, made on first use, by `Type.name`.
    var statics: [String: Box] = [:]
    /// Objects whose `deinit` runs while the interpreter is inside a statement.
    var anonymousCounts: [SyntaxIdentifier: Int] = [:]
    /// Properties whose observer is running: setting one inside its own
    /// `willSet`/`didSet` does not run the observers again.
    var observing: Set<String> = []
    var pendingDeinits: [(type: String, fields: [(name: String, value: Value)])] = []
    let file: SourceFileSyntax

    init(file: SourceFileSyntax, fileName: String, limits: EvalLimits) {
        var operators = OperatorTable.standardOperators
        try? operators.addSourceFile(file)
        let folded = operators.foldAll(file) { _ in }.as(SourceFileSyntax.self) ?? file
        self.file = folded
        self.converter = SourceLocationConverter(fileName: fileName, tree: folded)
        self.limits = limits
        declarations.collect(Parser.parse(source: Prelude.source))
        declarations.collect(Parser.parse(source: CodingPrelude.source))
        declarations.collect(folded)
    }

    /// Runs the file's top-level statements; a stop ends the run early.
    func run() -> EvalStop? {
        do {
            let flow = try execute(file.statements, in: globals, topLevel: true)
            _ = flow
            return nil
        } catch Interrupt.stop(let stop) {
            return stop
        } catch Interrupt.thrown(let error) {
            let text = (try? describe(error.value, debug: true)) ?? "an error"
            return EvalStop(kind: .uncaughtError, message: "uncaught error \(text)", line: 0, column: 0)
        } catch {
            return EvalStop(kind: .unsupported, message: "\(error)", line: 0, column: 0)
        }
    }

    // MARK: Locations, unknowns and stops

    func location(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let place = node.startLocation(converter: converter)
        return (place.line, place.column)
    }

    /// An unknown of `cause` at `node`, noted once per place.
    func unknown(_ cause: UnknownCause, _ detail: String, at node: some SyntaxProtocol) -> Value {
        let (line, column) = location(node)
        let made = Unknown(cause, detail, line: line, column: column)
        if unknownPlaces.insert("\(line):\(column):\(detail)").inserted { unknowns.append(made) }
        return .unknown(made)
    }

    /// An evaluator gap at `node`: a construct this interpreter does not run.
    func gap(_ what: String, at node: some SyntaxProtocol) -> Value {
        unknown(.evaluatorGap, what, at: node)
    }

    /// A stop of `kind` at `node`.
    func stop(_ kind: EvalStop.Kind, _ message: String, at node: some SyntaxProtocol) -> Interrupt {
        let (line, column) = location(node)
        return .stop(EvalStop(kind: kind, message: message, line: line, column: column))
    }

    /// Counts one step; past the limit evaluation stops at `node`.
    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > limits.steps {
            throw stop(.limit, "evaluation passed \(limits.steps) steps (an endless loop?)", at: node)
        }
    }

    /// A condition's truth, or a stop when it is unknown.
    func truth(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .unknown(let unknown):
            throw stop(.unknownControlFlow, "the condition depends on an unknown value (\(unknown.detail))", at: node)
        default: throw stop(.unsupported, "a condition that is not a Bool", at: node)
        }
    }

    /// Stops when a collection grows past the limit.
    func checkSize(_ count: Int, at node: some SyntaxProtocol) throws {
        if count > limits.collectionSize {
            throw stop(.limit, "a collection passed \(limits.collectionSize) elements", at: node)
        }
    }
}
