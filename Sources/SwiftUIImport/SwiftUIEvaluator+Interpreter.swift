internal import AppSpec
internal import Diagnostics
internal import Foundation
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource
internal import XcodeProject

/// The Swift interpreter (SwiftEval) behind the SwiftUI reader: an
/// expression the reader's own rules leave unknown (a grouped dictionary,
/// a sort with a closure, a model's computed property) is evaluated by the
/// interpreter where it is written, with the reader's known values as its
/// locals and `self`. What the interpreter cannot settle stays unknown.
extension SwiftUIEvaluator {
    /// The value of `expr`, or `.unknown` with its source text: by the
    /// reader's own rules, else by the Swift interpreter (unless it already
    /// failed on a part of it).
    func value(_ written: ExprSyntax, _ scope: Scope) -> SwiftValue {
        let (failedOutside, causeOutside) = (interpreterFailed, failedCause)
        (interpreterFailed, failedCause) = (false, nil)
        defer {
            interpreterFailed = interpreterFailed || failedOutside
            if failedCause == nil { failedCause = causeOutside }
        }
        let found = sourceValue(written, scope)
        guard found.isUnknown, found != .unsettled else { return found }
        guard !interpreterFailed, steps < Self.maximumSteps else {
            if steps >= Self.maximumSteps { failedCause = Unknown(.evaluatorGap, "past the reader's step limit") }
            noteUnknown(found, cause: failedCause, at: written, scope)
            return found
        }
        switch interpreted(written, scope) {
        case .success(let settled): return settled
        case .failure(let why):
            // A part the interpreter knows but the reader cannot show (a key
            // path, a closure) leaves the whole expression to it.
            // A part the reader could not hand over (a formatter it made) leaves the whole to try:
            // the interpreter runs the whole where it is written, making the part itself.
            interpreterFailed = !why.unshownKind && !why.readerCouldNotHandOver
            failedCause = why.unknown
            noteUnknown(found, cause: why.unknown, at: written, scope)
            return found
        }
    }

    /// The interpreter over these sources, made on first use and shared by
    /// the entries of one set of sources.
    var session: SwiftSession {
        if let made = cache.session { return made }
        let made = SwiftSession(module: cache.module.module(of: sources))
        made.resourceFolder = Self.commonFolder(of: sources.files.map(\.path))
        // The built app's version keys, as its Xcode project sets them.
        made.bundleInfo = made.resourceFolder.map { XcodeProject.appInfo(under: $0) } ?? [:]
        made.stringTables = { [strings] key, table, count in
            strings.text(for: key, table: table, count: count.map(Double.init))
        }
        // A live run is launched as its scenario says; a reading without one knows no launch.
        made.launch = cache.launch
        cache.session = made
        return made
    }

    /// A scenario's launch as the interpreter takes it.
    static func launchData(_ launch: LaunchConditions) -> LaunchData {
        LaunchData(
            arguments: launch.arguments, environment: launch.environment,
            defaults: launch.defaults.mapValues {
                switch $0 {
                case .string(let text): .string(text)
                case .number(let number): .number(number)
                case .bool(let flag): .bool(flag)
                }
            })
    }

    /// The folder that holds every one of `paths` (the app's folder, where
    /// its bundle's resources are); `nil` for none.
    static func commonFolder(of paths: [String]) -> String? {
        guard var common = paths.first.map({ $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() })
        else { return nil }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            let shared = zip(common, parts).prefix { $0 == $1 }.count
            common = common.prefix(shared)
        }
        let folder = common.joined(separator: "/")
        return folder.isEmpty ? nil : folder
    }

    /// Why the interpreter did not settle an expression (`nil`: the reader
    /// does not hand it such an expression).
    struct NotSettled: Error {
        var unknown: Unknown?
        /// The interpreter knew the value, of a kind the reader has no form of.
        var unshownKind = false

        /// The interpreter stopped on a value the reader did not know how to give it.
        var readerCouldNotHandOver: Bool { unknown?.detail.hasPrefix(SwiftUIEvaluator.notHandedOver) == true }
    }

    /// How an unknown the reader gave the interpreter begins.
    static let notHandedOver = "not known to the SwiftUI reader: "

    /// `written`'s value by the interpreter, or why it cannot settle it.
    /// `forEffect`: run for what it changes (a method called by an action),
    /// every time, whatever earlier runs gave.
    func interpreted(_ written: ExprSyntax, _ scope: Scope, forEffect: Bool = false) -> Result<SwiftValue, NotSettled> {
        guard let (file, offset) = origin(of: Syntax(written)), !written.is(ClosureExprSyntax.self) else {
            return .failure(NotSettled(unknown: nil))
        }
        if cache.unshownKinds.contains(written.id), !forEffect {
            return .failure(NotSettled(unknown: nil, unshownKind: true))
        }
        let stored = Set(scope.type?.properties.filter { $0.getter == nil && !$0.isStatic }.map(\.name) ?? [])
        // A closure the view was given, named in the expression (`.init(title: t, action: action)`):
        // as the interpreter's function, made where it was written. With one, earlier failures
        // (a reading that had no closure to give) do not count.
        var locals = passedClosures(named: written, scope, stored: stored)
        guard
            cache.interpreterFailures[written.id, default: 0] < Self.interpreterAttempts || forEffect
                || !locals.isEmpty
        else {
            return .failure(NotSettled(unknown: nil))
        }
        let tokens = written.tokens(viewMode: .sourceAccurate)
        let makesClosures = live != nil && tokens.contains { $0.tokenKind == .leftBrace }
        var fields = stateCells(for: tokens, makesClosures: makesClosures, scope, stored: stored)
        for (name, known) in scope.values where name != "self" && fields[name] == nil {
            // `.current` given for `let calendar: Calendar`: a member of the property's written type.
            let written = stored.contains(name) ? scope.type?.property(name)?.type.flatMap(Self.typeName) : nil
            var converted = evalValue(known, depth: 0, expected: written)
            if scope.optionals.contains(name), !converted.isUnknown {
                if case .optional = converted {} else { converted = .optional(converted) }
            }
            if stored.contains(name) {
                fields[name] = converted
            } else {
                // `$0` is kept without its `$` by the reader.
                locals[name.allSatisfy(\.isNumber) ? "$" + name : name] = converted
            }
        }
        for name in stored where fields[name] == nil {
            if let key = stateKey(name, scope), let state = storedState(key) {
                fields[name] = evalValue(state, depth: 0)
            } else if scope.type?.property(name)?.wrapper == "Environment" {
                // An environment value the reader knows (the device's, one set above, a key's default).
                let known = lookup(name, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
                if case .unknown = known {} else { fields[name] = evalValue(known, depth: 0) }
            } else if makesClosures, let passed = scope.actions[name] {
                // A closure the view was given, which a closure made here may call later.
                fields[name] = interpreterClosure(passed.syntax, passed.scope, depth: 1)
            }
        }
        var selfValue: Value?
        if let type = scope.type {
            if type.kind == .enumeration, let itself = scope.values["self"] {
                selfValue = evalValue(itself, depth: 0)
            } else if let object = heldObject(scope.values, depth: 0) {
                // A method of an object the interpreter made runs on that object.
                selfValue = object
            } else {
                selfValue = session.instance(of: type.qualifiedName, fields: fields)
            }
        }
        let result = session.evaluate(
            file: file, offset: offset,
            length: written.trimmedLength.utf8Length, locals: locals, selfValue: selfValue,
            typeContext: scope.type?.qualifiedName ?? scope.context)
        let place = { self.sourceLocation(written, scope) }
        guard let settled = result.flatMap({ readerValue($0, depth: 0, noting: place) }) else {
            let inside = result.flatMap { Self.firstUnknown(in: $0) }
            // A collection or instance the reader cannot show whole (an unknown in one of its
            // elements' fields, keys it cannot tell apart) is held for the interpreter as it is.
            if let result, Self.holdsParts(result) || Self.isOpaque(result), let index = hold(result) {
                return .success(.held(index: index, text: Self.source(written)))
            }
            if result != nil, inside == nil {
                cache.unshownKinds.insert(written.id)
            } else {
                cache.interpreterFailures[written.id, default: 0] += 1
            }
            let why = inside ?? result.map { Self.unshown($0) }
            if SwiftSession.tracesGaps, inside != nil || result == nil {
                let said = why?.detail ?? "no value"
                FileHandle.standardError.write(
                    Data("NOT SETTLED \(written.trimmedDescription.prefix(80)) :: \(said)\n".utf8))
            }
            return .failure(
                NotSettled(
                    unknown: why ?? Unknown(.evaluatorGap, "the interpreter could not read it"),
                    unshownKind: result != nil && inside == nil))
        }
        return .success(settled)
    }

    /// The closures passed to the view (not its stored properties) that
    /// `written` names, as the interpreter's functions.
    private func passedClosures(named written: ExprSyntax, _ scope: Scope, stored: Set<String>) -> [String: Value] {
        guard !scope.actions.isEmpty || !scope.closures.isEmpty else { return [:] }
        let named = Set(written.tokens(viewMode: .sourceAccurate).map(\.text))
        var made: [String: Value] = [:]
        for (name, passed) in scope.actions where !stored.contains(name) && named.contains(name) {
            if let closure = interpreterClosure(passed.syntax, passed.scope, depth: 1) { made[name] = closure }
        }
        for (name, passed) in scope.closures where !stored.contains(name) && named.contains(name) {
            if let closure = interpreterClosure(Syntax(passed.closure), passed.scope, depth: 1) { made[name] = closure }
        }
        return made
    }

    /// The source file (its index) and the offset where `node` starts:
    /// through the trees the reader made from the files' nodes; `nil` for a
    /// node of no file.
    func origin(of node: Syntax) -> (file: Int, offset: Int)? {
        var offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var root = node.root
        for _ in 0..<16 {
            if root.is(SourceFileSyntax.self) {
                if cache.fileIndices.isEmpty {
                    for (index, file) in sources.files.enumerated() { cache.fileIndices[file.tree.id] = index }
                }
                return cache.fileIndices[root.id].map { ($0, offset) }
            }
            guard let made = cache.madeTrees[root.id] else { return nil }
            offset += made.origin.position.utf8Offset - made.copyOffset
            root = made.origin.root
        }
        return nil
    }

    /// Where `node` is in the sources, also for a node of a tree the reader
    /// made (a folded sequence), which `location(_:_:)` places in that tree.
    func sourceLocation(_ node: some SyntaxProtocol, _ scope: Scope) -> Diagnostics.SourceLocation {
        guard let found = origin(of: Syntax(node)) else { return location(node, scope) }
        return sources.location(ofOffset: found.offset, in: found.file)
    }

    /// How many values the reader holds for the interpreter in one run; past it they are unknown.
    static let heldValueLimit = 50_000

    /// How often the interpreter is asked about one expression it could not settle.
    static let interpreterAttempts = 3

    /// A reader's value as the interpreter's: what the reader does not know
    /// (or has no counterpart of, a view) stays unknown, never a default.
    func evalValue(_ known: SwiftValue, depth: Int, expected: String? = nil) -> Value {
        let unknown = Value.unknown(Unknown(.evaluatorGap, Self.notHandedOver + known.text))
        guard depth < 8 else { return unknown }
        switch known {
        case .string(let text): return .string(text)
        case .number(let number):
            return number == number.rounded() && abs(number) < 9e15 ? .int(Int(number)) : .double(number)
        case .real(let number): return .double(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .optional(nil)
        case .array(let items): return .array(items.map { evalValue($0, depth: depth + 1) })
        case .member(let type, let name, let payload):
            // A type as the reader names one (`Step<Text>` of `Step<Text>.self`): the metatype.
            if type == name, payload.isEmpty, name.contains("<") || sources.types[name] != nil {
                return .metatype(name)
            }
            guard let owner = type ?? expected ?? session.enumDeclaring(case: name) else { return unknown }
            // `.plain` of a struct's `static let plain`, or a case: as the interpreter makes it.
            if payload.isEmpty, let made = session.implicitMember(name, of: owner) { return made }
            // A framework type's case only its framework describes (`WeatherCondition.partlyCloudy`): not made here.
            if type == nil, owner == expected, sources.types[owner] == nil { return unknown }
            let values = payload.map { evalValue($0, depth: depth + 1) }
            return .enumCase(EnumCase(type: owner, name: name, payload: values, labels: values.map { _ in nil }))
        case .instance(let type, let properties):
            if let object = heldObject(properties, depth: depth) { return object }
            if let held = heldInstance(properties) { return held }
            if type == "Text", case .string(let text)? = properties["text"] { return SwiftSession.textValue(text) }
            var fields: [String: Value] = [:]
            for (name, property) in properties where name != SwiftValue.objectTag {
                var written: String?
                if case .member(type: nil, _, _) = property { written = session.storedPropertyType(name, of: type) }
                fields[name] = evalValue(property, depth: depth + 1, expected: written)
            }
            return session.instance(of: type, fields: fields, othersUnknown: true) ?? unknown
        case .unknown(let text):
            guard let note = cache.unknownNotes[text] ?? cache.saidNode(text).flatMap({ cache.inheritedNote(of: $0) })
            else { return unknown }
            return .unknown(Unknown(note.cause, note.detail))
        case .held(let index, _): return index < cache.heldValues.count ? cache.heldValues[index] : unknown
        case .dictionary(let entries, textKeys: true):
            // Keyed by text, handed back as it was, in the order of its keys.
            var dictionary = DictionaryValue()
            for key in entries.keys.sorted() {
                dictionary[.string(key)] = evalValue(entries[key] ?? .null, depth: depth + 1)
            }
            return .dictionary(dictionary)
        case .dictionary, .view: return unknown
        }
    }

    /// The interpreter's value as the reader's; `nil` when any part of it
    /// is unknown, or has no order the reader can show (a set).
    /// A field the reader cannot show is unknown by its name, noted at
    /// `place` with the interpreter's reason.
    func readerValue(_ value: Value, depth: Int, noting place: (() -> Diagnostics.SourceLocation)? = nil) -> SwiftValue?
    {
        guard depth < 8 else { return nil }
        let items = { (values: [Value]) -> SwiftValue? in
            let converted = values.compactMap { self.readerValue($0, depth: depth + 1, noting: place) }
            return converted.count == values.count ? .array(converted) : nil
        }
        switch value {
        case .string(let text): return .string(text)
        case .substring(let text): return .string(String(text))
        case .character(let character): return .string(String(character))
        case .int(let number): return .number(Double(number))
        case .double(let number): return .real(number)
        case .float(let number): return .real(Double(number))
        case .bool(let flag): return .bool(flag)
        case .optional(let wrapped): return wrapped.map { readerValue($0, depth: depth, noting: place) } ?? .null
        case .array(let values), .tuple(let values, _): return items(values)
        case .slice(let values): return items(Array(values))
        case .set(let values): return values.count < 2 ? items(values) : nil
        case .dictionary(let dictionary):
            var entries: [String: SwiftValue] = [:]
            for (key, entry) in dictionary.entries {
                guard let name = readerValue(key, depth: depth + 1)?.text,
                    let converted = readerValue(entry, depth: depth + 1)
                else { return nil }
                entries[name] = converted
            }
            // Keys whose texts coincide (instances of one type) cannot be told apart by the reader.
            guard entries.count == dictionary.count else { return nil }
            return .dictionary(entries, textKeys: dictionary.keys.allSatisfy(Self.isText))
        case .enumCase(let found):
            let payload = found.payload.compactMap { readerValue($0, depth: depth + 1) }
            guard payload.count == found.payload.count else { return nil }
            return .member(type: found.type, name: found.name, payload: payload)
        // A type, as the reader names one it resolves (`Int` in `Int.random(in:)`).
        case .metatype(let name): return .member(type: name, name: name)
        // An attributed string reads as its characters (`Text(smoothie.description)`).
        case .native where SwiftSession.attributedCharacters(of: value) != nil:
            return .string(SwiftSession.attributedCharacters(of: value)!)
        case .instance(let instance):
            guard case .instance(_, let shown)? = instanceValue(instance.type, instance.fields, depth: depth, place)
            else {
                return nil
            }
            return taggedInstance(value, type: instance.type, shown: shown)
        case .object(let object):
            guard case .instance(_, let shown)? = instanceValue(object.type, object.fields, depth: depth, place) else {
                return nil
            }
            return taggedObject(object, shown: shown)
        default: return nil
        }
    }
}
