internal import Diagnostics
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// SwiftUI's environment on the simulated device (docs/swiftui.md,
    /// "Environment"): an iPhone in portrait, light, large text, English.
    static let environment: [String: SwiftValue] = [
        "horizontalSizeClass": .member(type: "UserInterfaceSizeClass", name: "compact"),
        "verticalSizeClass": .member(type: "UserInterfaceSizeClass", name: "regular"),
        "colorScheme": .member(type: "ColorScheme", name: "light"),
        "dynamicTypeSize": .member(type: "DynamicTypeSize", name: "large"),
        "sizeCategory": .member(type: "ContentSizeCategory", name: "large"),
        "layoutDirection": .member(type: "LayoutDirection", name: "leftToRight"),
        "isEnabled": .bool(true),
        "accessibilityEnabled": .bool(true),
        "accessibilityVoiceOverEnabled": .bool(true),
        "accessibilityReduceMotion": .bool(false),
        "accessibilityDifferentiateWithoutColor": .bool(false),
        "legibilityWeight": .member(type: "LegibilityWeight", name: "regular"),
        "locale": .member(type: "Locale", name: "en_US"),
        "editMode": .member(type: "EditMode", name: "inactive"),
        "isSearching": .bool(false),
        "labelsVisibility": .member(type: "Visibility", name: "automatic"),
    ]

    func lookup(_ name: String, _ expr: ExprSyntax, _ scope: Scope) -> SwiftValue {
        let bare = name.hasPrefix("$") || name.hasPrefix("_") ? String(name.dropFirst()) : name
        // A live run's state, once written, is what the view reads.
        if let live, !live.state.isEmpty, let key = stateKey(bare, scope), let stored = storedState(key) {
            return stored
        }
        if let known = scope.values[bare] { return known }
        if bare == "self", let itself = scope.values["self"] { return itself }
        if let type = scope.type, let property = type.property(bare) {
            if property.wrapper == "Environment", let key = property.wrapperArguments?.first?.expression.tokenText {
                // `@Environment(Model.self)`: an object by its type; `@Environment(\.dismiss)`: a key.
                if key.hasSuffix(".self") {
                    return scope.environment[String(key.dropLast(5))]
                        ?? unknown(
                            bare, .evaluatorGap, "no view above puts a \(key.dropLast(5)) into the environment",
                            at: expr,
                            scope)
                }
                let name = key.split(separator: ".").last.map(String.init) ?? key
                // SwiftData's context: the store the app's code fills and its queries read.
                if name == "modelContext", scope.environment[name] == nil, let context = session.modelContext() {
                    return heldReaderValue(context)
                }
                return scope.environment[name] ?? Self.environment[name] ?? declaredEnvironmentDefault(name)
                    ?? unknown(bare, .framework, "the environment value \(key) the system sets", at: expr, scope)
            }
            if property.wrapper == "EnvironmentObject", let type = property.type.flatMap(Self.typeName),
                let object = scope.environment[type]
            {
                return object
            }
            let made = propertyValue(property, of: type, scope)
            // A `@State` or `@StateObject` keeps what its initializer made first (a stream, an
            // object the interpreter holds), as SwiftUI makes it once for the view, not on every read.
            if let live, Self.keptOnceWrappers.contains(property.wrapper ?? ""), Self.isHeld(made),
                let key = stateKey(bare, scope)
            {
                live.state[key] = made
            }
            return made
        }
        // `rawValue` inside an enum's own members is the case's.
        if bare == "rawValue", case .member(_, let caseName, _)? = scope.values["self"], let type = scope.type,
            type.kind == .enumeration
        {
            return rawValue(of: caseName, in: type, scope)
        }
        if let global = sources.globals[bare], let initial = global.initialValue {
            if let cached = cache.globals[bare] { return cached }
            let computed = value(initial, Scope(file: scope.file))
            cache.globals[bare] = computed
            return computed
        }
        if let type = resolveType(bare, scope) { return .member(type: type.qualifiedName, name: type.qualifiedName) }
        return unknown(expr)
    }

    /// A property's value in `scope`: its default (a `@State`'s initial
    /// value), or its getter when computed.
    func propertyValue(_ property: PropertyDeclaration, of type: TypeDeclaration, _ scope: Scope) -> SwiftValue {
        var inner = scope
        inner.type = type
        if let initial = property.initialValue {
            guard property.isStatic else { return value(initial, as: property.type, inner) }
            // A static stored property is made once, on first use, where it is declared
            // (`static let shared = Store()`): every read is that one value.
            let key = type.qualifiedName + "." + property.name
            if let made = cache.statics[key] { return made }
            let made = value(initial, as: property.type, Scope(type: type, file: type.file))
            cache.statics[key] = made
            return made
        }
        // Why a computed property was not settled: the cause its getter met, not a caller's value.
        var getterCause: Unknown?
        if let getter = property.getter {
            let outside = failedCause
            failedCause = nil
            defer { if failedCause == nil { failedCause = outside } }
            if let result = evaluateBody(getter, inner, returning: property.type) {
                return result.said(as: property.name)
            }
            getterCause =
                failedCause
                ?? Unknown(.evaluatorGap, "the computed property \(property.name), which the reader did not settle")
        }
        // An optional the view owns starts as nil (`@State private var message: String?`).
        if property.getter == nil, property.type?.is(OptionalTypeSyntax.self) == true,
            [nil, "State", "FocusState", "Published", "SceneStorage"].contains(property.wrapper)
        {
            return .null
        }
        let query = ["Query", "FetchRequest", "SectionedFetchRequest"].contains(property.wrapper ?? "")
        // `@Query(sort: \Bird.name) var birds: [Bird]` once the app's code filled SwiftData's store.
        if property.wrapper == "Query", let element = property.type?.as(ArrayTypeSyntax.self)?.element,
            let rows = session.queryRows(of: element.trimmedDescription, arguments: property.wrapperArguments)
        {
            return heldReaderValue(rows)
        }
        if !query, let outside = property.type.flatMap(Self.typeName), isOutsideType(outside, scope) {
            // `let store: StoreOf<Feature>`: a package's type holding the app's own state.
            if let held = property.type.flatMap({ heldSourceType($0, scope) }) {
                return unknown(
                    property.name, .evaluatorGap,
                    "\(property.name) is a \(outside), a package's type holding the app's \(held), which the reader does not run",
                    at: property.location)
            }
            return unknown(
                property.name, .externalCode, "\(property.name) is a \(outside), which the sources do not declare",
                at: property.location)
        }
        if let getterCause {
            return unknown(property.name, getterCause.cause, getterCause.detail, at: property.location)
        }
        return unknown(
            property.name, .runtimeData,
            query ? "what a database query returns" : "set where the view is made, which gives it no value here",
            at: property.location)
    }
}
