import Foundation
public import SwiftSyntax

/// An app's Swift sources read once, in which a client (the SwiftUI
/// reader) evaluates one expression at a time where it is written: with
/// the values it knows as locals and `self`, every declaration of every
/// file visible, globals made on first use. Each evaluation is bounded by
/// ``EvalLimits/session``; one that stops gives an unknown with the cause.
public final class SwiftSession {
    let interpreter: Interpreter
    /// Where evaluations run: a thread with a 64 MB stack.
    let worker = StackWorker(stackSize: 64 << 20)

    /// A session over `module`'s files: its own globals and statics, the
    /// module's declarations shared.
    public init(module: SwiftModule, limits: EvalLimits = .session) {
        interpreter = Interpreter(module: module, limits: limits)
        interpreter.lazyGlobals = true
        interpreter.deviceFormats = .simulated
    }

    /// A session over `files` (each with its path, for messages), read afresh.
    public convenience init(files: [(tree: SourceFileSyntax, name: String)], limits: EvalLimits = .session) {
        self.init(module: SwiftModule(files: files), limits: limits)
    }

    deinit {
        let interpreter = interpreter
        worker.run { interpreter.scheduler?.shutDown() }
        worker.stop()
    }

    /// The app's folder: `Bundle.main` and `Bundle.module` resources are
    /// the files below it, read when the app's code loads them.
    public var resourceFolder: String? {
        get { interpreter.resourceBundle?.folder.path }
        set { interpreter.resourceBundle = newValue.map { AppBundle(folder: URL(fileURLWithPath: $0)) } }
    }

    /// The built app's Info.plist string values its project settles
    /// (`CFBundleShortVersionString`, `CFBundleVersion`), for the bundle of
    /// ``resourceFolder``; any other key is runtime data.
    public var bundleInfo: [String: String] {
        get { interpreter.resourceBundle?.info ?? [:] }
        set { interpreter.resourceBundle?.info = newValue }
    }

    /// How the app was launched: what `ProcessInfo.processInfo`,
    /// `CommandLine.arguments` and `UserDefaults.standard` hold (`nil`: not
    /// known, runtime data).
    public var launch: LaunchData? {
        get { interpreter.launch?.data }
        set { interpreter.launch = newValue.map(LaunchState.init) }
    }

    /// The app's string tables, for `String(localized:)` and
    /// `NSLocalizedString` (`nil`: none; a key reads as written).
    public var stringTables: StringTableLookup? {
        get { interpreter.stringTables }
        set { interpreter.stringTables = newValue }
    }

    /// The value of the expression that starts at UTF-8 offset `offset` of
    /// file number `file` and is `length` bytes long, evaluated with
    /// `locals` and `selfValue` (inside a member of `typeContext`); `nil`
    /// when no expression is written there.
    public func evaluate(
        file: Int, offset: Int, length: Int, locals: [String: Value], selfValue: Value?, typeContext: String?
    ) -> Value? {
        worker.run {
            evaluateHere(
                file: file, offset: offset, length: length, locals: locals, selfValue: selfValue,
                typeContext: typeContext)
        }
    }

    private func evaluateHere(
        file: Int, offset: Int, length: Int, locals: [String: Value], selfValue: Value?, typeContext: String?
    ) -> Value? {
        guard let expression = expression(file: file, offset: offset, length: length) else { return nil }
        let noted = interpreter.unknowns.count
        interpreter.steps = 0
        interpreter.callDepth = 0
        interpreter.expressionDepth = 0
        interpreter.output = ""
        let scope = Scope(parent: interpreter.globals, selfBox: selfValue.map { Box($0) }, typeContext: typeContext)
        for (name, value) in locals { scope.declare(name, Box(value, constant: true)) }
        interpreter.mainQueue.removeAll()
        do {
            let value = try interpreter.evaluate(expression, in: scope, expected: expectedType(of: expression))
            guard interpreter.drainMainQueue(in: scope, at: expression) else {
                return .unknown(Unknown(.evaluatorGap, "work sent to the main queue stopped, and may change more"))
            }
            try interpreter.scheduler?.settle(at: expression)
            return value
        } catch Interrupt.stop(let stop) {
            let cause = stop.cause ?? interpreter.unknowns.dropFirst(noted).last?.cause ?? .evaluatorGap
            return .unknown(Unknown(cause, stop.message, line: stop.line, column: stop.column))
        } catch {
            return .unknown(Unknown(.evaluatorGap, "an error thrown while evaluating"))
        }
    }

    /// An instance of the sources' struct or class `type` with the stored
    /// properties given; the others at their initial values, or, with
    /// `othersUnknown`, unknown (a model whose other properties its
    /// initializer or the running app may have set). `nil` when the sources
    /// declare no such struct or class.
    public func instance(of type: String, fields: [String: Value], othersUnknown: Bool = false) -> Value? {
        worker.run {
            interpreter.steps = 0
            guard othersUnknown else { return try? interpreter.instance(of: type, fields: fields) }
            let properties =
                interpreter.declarations.type(named: type).map { interpreter.storedProperties(of: $0) } ?? []
            var all = fields
            for property in properties where all[property.name] == nil {
                all[property.name] = .unknown(
                    interpreter.unsetProperty(
                        property.name, type: property.type ?? Self.wrappedType(property), in: type,
                        initial: property.initial, fromClient: true))
            }
            return try? interpreter.instance(of: type, fields: all)
        }
    }

    /// Whether gaps and stops are traced to standard error (`A11YSIM_TRACE_GAPS` set).
    public static var tracesGaps: Bool { Interpreter.tracesGaps }

    /// A SwiftUI `Text` value saying `text`, as the interpreter makes one.
    public static func textValue(_ text: String) -> Value { Interpreter.text(text) }

    /// The characters of an `AttributedString` value, `nil` for another value.
    public static func attributedCharacters(of value: Value) -> String? {
        (value.nativeObject?.object as? AttributedTextBox)?.characters
    }

    /// The type a wrapper names for its property (`@Environment(Preferences.self) var preferences`).
    static func wrappedType(_ property: StoredProperty) -> TypeRef? {
        guard let arguments = property.wrapper?.attribute.arguments?.as(LabeledExprListSyntax.self),
            arguments.count == 1, let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "self", let base = member.base
        else { return nil }
        return Interpreter.writtenType(of: base)
    }

    /// `.name` where a value of the sources' type `type` is expected: its
    /// case or static member (a model's `static let plain = Dough(…)`),
    /// made by the interpreter; `nil` when `type` declares no such member.
    public func implicitMember(_ name: String, of type: String) -> Value? {
        worker.run {
            interpreter.steps = 0
            let anchor = interpreter.files[0]
            guard let decl = interpreter.declarations.type(named: type), decl.kind != .builtin else {
                // A library type's static member (`Date.now` is the current date), when the library has it.
                let made = try? interpreter.staticMember(name, of: type, at: anchor, implicit: false)
                if case .unknown(let why)? = made, why.cause == .evaluatorGap { return nil }
                return made
            }
            do {
                return try interpreter.staticMember(name, of: decl.name, at: anchor, implicit: true)
            } catch Interrupt.stop(let stop) {
                return .unknown(Unknown(stop.cause ?? .evaluatorGap, stop.message))
            } catch {
                return nil
            }
        }
    }

    /// The sources' type of the stored property `property` of `type` (its
    /// whole name, optionality removed), when it is written and declared.
    public func storedPropertyType(_ property: String, of type: String) -> String? {
        worker.run {
            guard let decl = interpreter.declarations.type(named: type),
                let written = interpreter.storedProperties(of: decl).first(where: { $0.name == property })?.type
            else { return nil }
            return interpreter.declarations.type(named: written.nonOptional.name, from: decl.name)?.name
        }
    }

    /// The type a file-level `typealias name` of the sources names, as the
    /// build's `#if` takes it (`ViewRepresentable` is `UIViewRepresentable`
    /// on iOS); `nil` when the sources declare no such alias.
    public func aliasedType(_ name: String) -> String? {
        worker.run { interpreter.declarations.typeAliases[name]?.name }
    }

    /// The enum that declares a case `name`, when exactly one does.
    public func enumDeclaring(case name: String) -> String? {
        let owners = interpreter.declarations.types.values.filter { $0.cases.contains { $0.name == name } }
        return owners.count == 1 ? owners[0].name : nil
    }

    /// The folded tree's expression at a place of the file as written.
    private func expression(file: Int, offset: Int, length: Int) -> ExprSyntax? {
        nodes(file: file, offset: offset, length: length).lazy.compactMap { $0.as(ExprSyntax.self) }.first
    }

    /// The nodes of the folded tree that start at `offset` of `file` and are
    /// `length` bytes long, innermost first.
    func nodes(file: Int, offset: Int, length: Int) -> [Syntax] {
        guard interpreter.files.indices.contains(file),
            let token = interpreter.files[file].token(at: AbsolutePosition(utf8Offset: offset))
        else { return [] }
        var found: [Syntax] = []
        var node: Syntax? = Syntax(token)
        while let current = node, current.positionAfterSkippingLeadingTrivia.utf8Offset == offset {
            if current.trimmedLength.utf8Length == length { found.append(current) }
            node = current.parent
        }
        return found
    }
}

extension EvalLimits {
    /// The bounds of one evaluation in a ``SwiftSession``: a label or a
    /// list's data, on the reader's own stack.
    public static let session = EvalLimits(
        steps: 200_000, callDepth: 48, expressionDepth: 120, collectionSize: 100_000, outputSize: 100_000)
}
