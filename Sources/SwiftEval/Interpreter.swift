import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Runs the top-level statements of one Swift file: a tree-walking
/// interpreter of the Swift subset model code uses, bounded by
/// ``EvalLimits``. A value it cannot know stays an ``Unknown``; it never
/// guesses.
final class Interpreter {
    var declarations = Declarations() {
        didSet {
            declarationsChanged = true
            callIndex = nil
            lookupChains.removeAll()
            restEffects.removeAll()
            literalInitials.removeAll()
            implicitOwners.removeAll()
            memberAliases = nil
            implicitCallOwners.removeAll()
            declaresCount = nil
            unextendedLibraryTypes.removeAll()
        }
    }
    /// Library types that neither the program nor its protocol extensions
    /// extend (``libraryTypeDecl(_:)`` is `nil`), once per set of declarations.
    var unextendedLibraryTypes: Set<String> = []
    /// The types with a case or static method of each name met as `.name(…)`
    /// with no type known, made once per set of declarations.
    var implicitCallOwners: [String: [String]] = [:]
    /// Whether a type of the sources declares a `count` of its own, once per set of declarations.
    var declaresCount: Bool?
    /// Type aliases declared inside types, by their name (the first met), made
    /// once per set of declarations.
    var memberAliases: [String: TypeRef]?
    /// The types that declare a case or static member of each name met as
    /// `.name` with no type expected, made once per set of declarations.
    var implicitOwners: [String: [String]] = [:]
    /// What the rest of a stopped initializer may set (``propertiesSet(by:of:)``),
    /// by where the rest starts and the type: `.some(nil)` for state beyond the instance.
    var restEffects: [RestKey: Set<String>?] = [:]
    /// Stored properties' initial values written only with literals, made once.
    var literalInitials: [SyntaxIdentifier: Value] = [:]
    /// The files the interpreter runs over, whose declarations it starts from.
    let module: SwiftModule
    /// Whether the declarations are no longer the module's (a local type declared while running).
    var declarationsChanged = false
    /// Each declared type's ``lookupChain(_:)`` by name, made once per set of declarations.
    var lookupChains: [String: [TypeDecl]] = [:]
    /// The sources' function bodies by name and their shared state, made
    /// once per set of declarations (``CallIndex``).
    var callIndex: CallIndex?
    let globals = Scope(parent: nil)
    let limits: EvalLimits
    /// What `print` wrote.
    var output = ""
    /// The unknowns met, in order, each once per place.
    var unknowns: [Unknown] = []
    /// The member names the sources declare (``memberNames``), once built.
    var declaredMemberNames: Set<String>?
    var unknownPlaces: Set<String> = []
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
    /// The tracked properties read inside `withObservationTracking`'s
    /// closure (`nil` outside one), and what each tracking waits for.
    var observationReads: Set<String>?
    var observationWatchers: [(keys: Set<String>, onChange: Value)] = []
    var pendingDeinits: [(type: String, fields: [(name: String, value: Value)])] = []
    /// The files, operators folded; the first is the one `run` runs.
    let files: [SourceFileSyntax]
    /// Each file's line table, by its tree.
    private let converters: LineTables
    /// The module of each file, by its tree (`#fileID`).
    let moduleNames: [SyntaxIdentifier: String]
    /// The path of each file, by its tree (`#filePath`).
    let filePaths: [SyntaxIdentifier: String]
    var file: SourceFileSyntax { files[0] }
    /// Top-level variables made on first use (an app's globals, declared in
    /// any file), rather than by running the file's statements in order.
    var lazyGlobals = false
    /// Top-level variables being made: one used again inside its own making is a cycle.
    var makingGlobals: Set<String> = []
    /// Each type's stored properties at their initial values, made once (a session's `self`).
    var defaultInstances: [String: [(name: String, value: Value)]] = [:]
    /// The client's string tables (``StringTableLookup``); `nil`: none, as
    /// in a program compiled alone.
    var stringTables: StringTableLookup?
    /// The app's folder, where `Bundle.main` finds its resources (`nil`: a
    /// program run alone, whose bundle is runtime data).
    var resourceBundle: AppBundle?
    /// How the app was launched (``LaunchData``); `nil`: not known, its
    /// arguments and defaults are runtime data.
    var launch: LaunchState?
    /// What happens to a thrown error at each `do`/`try?`/`try!` being run, innermost last.
    var errorHandlers: [ThrowOutcome] = []
    /// Work sent to a dispatch queue with `async`, run after the client's
    /// evaluation (``drainMainQueue(in:at:)``).
    var mainQueue: [Value] = []
    /// The run's tasks (``TaskScheduler``), made when the first one is.
    var scheduler: TaskScheduler?
    /// Whether a client's clock moves the tasks' (``TaskScheduler/clockIsExternal``), for the scheduler made later.
    var tasksFollowClient = false
    /// ``SwiftSession/actionsLeaveTasksQueued``.
    var actionsLeaveTasksQueued = false
    /// The client's statement that waits (``SwiftSession``'s `perform`), with its scope: what follows it runs after it.
    var waitingPerform: (task: TaskBox, scope: Scope)?
    /// How the app's device writes dates (``DeviceFormats``); `nil`: as this machine does.
    var deviceFormats: DeviceFormats?
    /// The C library's `drand48` state (48 bits) once `srand48` has seeded it.
    var rand48: UInt64?
    /// The `&x` arguments of calls under way whose values were stored back.
    var writtenInouts: Set<SyntaxIdentifier> = []

    /// An interpreter over `module`'s files, starting from its declarations.
    init(module: SwiftModule, limits: EvalLimits) {
        files = module.files
        converters = module.converters
        moduleNames = module.moduleNames
        filePaths = module.filePaths
        declarations = module.declarations
        self.module = module
        self.limits = limits
    }

    /// An interpreter over `files` (names for messages), read afresh.
    convenience init(files: [(tree: SourceFileSyntax, name: String)], limits: EvalLimits) {
        self.init(module: SwiftModule(files: files), limits: limits)
    }

    convenience init(file: SourceFileSyntax, fileName: String, limits: EvalLimits) {
        self.init(files: [(file, fileName)], limits: limits)
    }

    /// Runs the file's top-level statements; a stop ends the run early.
    func run() -> EvalStop? {
        defer { scheduler?.shutDown() }
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
        guard let converter = converters[node.root.id] else { return (0, 0) }
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

    /// Whether each gap is printed to standard error as it is met (`A11YSIM_TRACE_GAPS` set), read once.
    static let tracesGaps = ProcessInfo.processInfo.environment["A11YSIM_TRACE_GAPS"] != nil

    /// An evaluator gap at `node`: a construct this interpreter does not run.
    func gap(_ what: String, at node: some SyntaxProtocol) -> Value {
        if Self.tracesGaps {
            FileHandle.standardError.write(
                Data("GAP \(location(node)) \(what) :: \(node.trimmedDescription.prefix(120))\n".utf8))
        }
        return unknown(.evaluatorGap, what, at: node)
    }

    /// A stop of `kind` at `node`.
    func stop(
        _ kind: EvalStop.Kind, _ message: String, at node: some SyntaxProtocol, cause: UnknownCause? = nil
    ) -> Interrupt {
        let (line, column) = location(node)
        if Self.tracesGaps {
            FileHandle.standardError.write(
                Data("STOP (\(line):\(column)) \(message) :: \(node.trimmedDescription.prefix(120))\n".utf8))
        }
        return .stop(EvalStop(kind: kind, message: message, line: line, column: column, cause: cause))
    }

    /// Counts one step; past the limit evaluation stops at `node`.
    func step(_ node: some SyntaxProtocol) throws {
        if scheduler?.isAbandoning == true { throw TaskScheduler.abandonment }
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
            throw stop(
                .unknownControlFlow, "the condition depends on an unknown value (\(unknown.detail))", at: node,
                cause: unknown.cause)
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
