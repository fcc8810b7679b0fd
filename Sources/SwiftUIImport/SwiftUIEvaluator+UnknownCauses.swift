public import Diagnostics
public import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

/// Why a value the reader shows as «…» is unknown: the interpreter's cause
/// (runtime data, a framework, code outside the sources, an evaluator gap)
/// and where it was met, kept by the text the screen says.
public struct UnknownNote: Sendable, Equatable {
    /// The class of cause.
    public var cause: UnknownCause
    /// What is unknown, in a few words.
    public var detail: String
    /// Where the reader met it.
    public var place: Diagnostics.SourceLocation

    /// A note of `cause`, described by `detail`, met at `place`.
    public init(cause: UnknownCause, detail: String, place: Diagnostics.SourceLocation) {
        self.cause = cause
        self.detail = detail
        self.place = place
    }
}

extension SwiftUIEvaluator {
    /// Keeps why `found` (an unknown value read from `written`) is unknown:
    /// `cause` when the interpreter gave one, else the gap of a reader that
    /// did not ask it. The first note for a text wins.
    func noteUnknown(_ found: SwiftValue, cause: Unknown?, at written: some SyntaxProtocol, _ scope: Scope) {
        guard case .unknown(let text) = found, !text.isEmpty, cache.unknownNotes[text] == nil else { return }
        if cause == nil, let inherited = cache.inheritedNote(of: Syntax(written)) {
            cache.unknownNotes[text] = UnknownNote(
                cause: inherited.cause, detail: inherited.detail, place: sourceLocation(written, scope))
            return
        }
        // A name in it already said unknown for a reason (`context` of a `TimelineView`) gives it.
        let named = cause == nil ? ExprSyntax(Syntax(written)).flatMap { noteOfNamedParts($0, scope) } : nil
        noteUnknown(text, cause: cause ?? named, at: sourceLocation(written, scope))
    }

    /// Keeps why `text` is unknown, met at `place`, unless a reason is kept already.
    func noteUnknown(_ text: String, cause: Unknown?, at place: Diagnostics.SourceLocation) {
        guard !text.isEmpty, cache.unknownNotes[text] == nil else { return }
        let known = cause ?? Unknown(.evaluatorGap, "not evaluated by the SwiftUI reader")
        cache.unknownNotes[text] = UnknownNote(cause: known.cause, detail: known.detail, place: place)
    }

    /// An unknown of `cause` said as `text`, noted at `node` (a value the
    /// reader knows cannot be settled from the sources, such as a database
    /// query or an environment value the system sets).
    func unknown(
        _ text: String, _ cause: UnknownCause, _ detail: @autoclosure () -> String, at node: some SyntaxProtocol,
        _ scope: Scope
    ) -> SwiftValue {
        if cache.unknownNotes[text] == nil {
            noteUnknown(text, cause: Unknown(cause, detail()), at: sourceLocation(node, scope))
        }
        return .unknown(text)
    }

    /// An unknown of `cause` said as `text`, noted at `place`.
    func unknown(
        _ text: String, _ cause: UnknownCause, _ detail: @autoclosure () -> String, at place: Diagnostics.SourceLocation
    ) -> SwiftValue {
        if cache.unknownNotes[text] == nil { noteUnknown(text, cause: Unknown(cause, detail()), at: place) }
        return .unknown(text)
    }

    /// Notes why a view said as «`name`» is not read: a framework draws it,
    /// it is declared outside the sources, or (a lowercase name) it is a
    /// value the reader did not read as a view.
    func noteUnreadView(_ name: String, at expr: ExprSyntax, _ scope: Scope) {
        let drawn = Self.drawnFrameworkViews.contains(name) || Self.frameworkViews.contains(name)
        let value = name.first?.isUppercase != true
        // A type of the sources: a UIKit view it wraps is drawn by UIKit; any other is the reader's gap.
        if !value, !drawn, let declared = resolveType(name, scope) {
            let wrapped = declared.conformances.contains {
                Self.representables.contains($0) || Self.representables.contains(session.aliasedType($0) ?? "")
            }
            _ = unknown(
                name, wrapped ? .framework : .evaluatorGap,
                wrapped ? "a UIKit view the app wraps, which UIKit draws" : "a type of the sources not read as a view",
                at: expr, scope)
            return
        }
        // A property or parameter holding a view: the cause of what it holds.
        if value, let property = scope.type?.property(name), let type = property.type.flatMap(Self.typeName),
            isOutsideType(type, scope)
        {
            _ = unknown(name, .externalCode, "\(name) is a \(type), which the sources do not declare", at: expr, scope)
            return
        }
        if value, case .unknown(let held)? = scope.values[name], let note = cache.unknownNotes[held] {
            noteUnknown(name, cause: Unknown(note.cause, note.detail), at: sourceLocation(expr, scope))
            return
        }
        _ = unknown(
            name, drawn ? .framework : value ? .evaluatorGap : .externalCode,
            drawn
                ? "a view a framework draws"
                : value ? "a value used as a view, not read as one" : "a view declared outside the sources",
            at: expr, scope)
    }

    /// Views of Apple's frameworks besides SwiftUI (MapKit, AVKit,
    /// AuthenticationServices, PhotosUI, StoreKit, AppIntents, TipKit,
    /// CoreLocationUI, PassKit, ContactsUI) that the framework draws.
    static let frameworkViews: Set<String> = [
        "LookAroundPreview", "MapUserLocationButton", "MapCompass", "MapScaleView", "MapPitchToggle", "VideoPlayer",
        "SignInWithAppleButton", "PhotosPicker", "ProductView", "StoreView", "SubscriptionStoreView", "SiriTipView",
        "ShortcutsLink", "TipView", "LocationButton", "PayWithApplePayButton", "AddPassToWalletButton",
        "ContactAccessButton",
    ]

    /// The protocols through which a SwiftUI view wraps a UIKit one.
    static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]

    /// Whether `name` is a type no file of the sources declares and not one
    /// of Apple's frameworks' common value types (a package's type).
    func isOutsideType(_ name: String, _ scope: Scope) -> Bool {
        // A generic parameter of the view (`Title` of `CaseStudyGroupView<Title>`) is whatever its caller gives.
        name.first?.isUppercase == true && resolveType(name, scope) == nil && !Self.frameworkValueTypes.contains(name)
            && scope.type?.genericParameters.contains(name) != true && !AppleFrameworks.typeNames.contains(name)
    }

    /// A type of the sources among the generic arguments written in `type`
    /// (`Feature` of `StoreOf<Feature>`).
    func heldSourceType(_ type: TypeSyntax, _ scope: Scope) -> String? {
        for token in type.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind,
                token.parent?.parent?.is(GenericArgumentSyntax.self) == true
                    || token.parent?.parent?.parent?.is(GenericArgumentSyntax.self) == true
            else { continue }
            if resolveType(name, scope) != nil { return name }
        }
        return nil
    }

    /// A type of the sources held by a property a call is given
    /// (`WithViewStore(store)` with `let store: StoreOf<Feature>`).
    func heldByArguments(_ call: FunctionCallExprSyntax, _ scope: Scope) -> String? {
        for argument in call.arguments {
            let expression =
                argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let name = expression, let type = scope.type?.property(name)?.type else { continue }
            if let held = heldSourceType(type, scope) { return held }
        }
        return nil
    }

    /// What `WithViewStore(store) { viewStore in … }` passes its closure:
    /// a view store reads its store's state as the store does, so the
    /// closure's parameter is the store the interpreter made (`nil` when it
    /// is not known, or when `observe:` maps the state another way).
    func storePassed(_ typeName: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> SwiftValue? {
        guard typeName == "WithViewStore", let first = call.arguments.first, first.label == nil else { return nil }
        if let observe = call.arguments.first(where: { $0.label?.text == "observe" }),
            observe.expression.as(ClosureExprSyntax.self)?.statements.trimmedDescription != "$0"
        {
            return nil
        }
        let store = value(first.expression, scope)
        guard case .instance("Store", _) = store else { return nil }
        return store
    }

    /// Value types of Swift, Foundation and SwiftUI a view's property holds.
    static let frameworkValueTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "CGFloat", "Date", "URL", "UUID", "Data", "Decimal", "Locale",
        "TimeZone", "Calendar", "Color", "Image", "Font", "Array", "Dictionary", "Set", "Optional", "Character",
        "Text", "AnyView", "LocalizedStringKey", "Any", "AnyHashable", "Namespace", "Animation", "Angle", "Edge",
        "Alignment", "ModelContext", "NSManagedObjectContext", "UserDefaults", "Product", "DismissAction",
        "OpenURLAction", "ColorScheme", "EditMode", "PresentationMode", "NavigationPath", "Measurement", "Duration",
        "FetchedResults", "SectionedFetchedResults",
    ]

    /// The first unknown inside `value`, searched a few levels deep.
    static func firstUnknown(in value: Value, depth: Int = 0) -> Unknown? {
        guard depth < 6 else { return nil }
        let inner = { (values: [Value]) -> Unknown? in
            values.lazy.compactMap { firstUnknown(in: $0, depth: depth + 1) }.first
        }
        switch value {
        case .unknown(let found): return found
        case .optional(let wrapped?): return firstUnknown(in: wrapped, depth: depth + 1)
        case .array(let values), .set(let values), .tuple(let values, _): return inner(values)
        case .slice(let values): return inner(Array(values))
        case .enumCase(let found): return inner(found.payload)
        case .instance(let instance): return inner(instance.fields.map(\.value))
        case .object(let object): return inner(object.fields.map(\.value))
        case .dictionary(let dictionary): return inner(dictionary.entries.map { $0.1 })
        default: return nil
        }
    }
}

extension SwiftUIEvaluator {
    /// Why a value with no unknown part still cannot be shown by the reader.
    static func unshown(_ value: Value) -> Unknown {
        switch value {
        case .set: Unknown(.evaluatorGap, "a set of several values has no order the reader can show")
        case .function: Unknown(.evaluatorGap, "a function is not a value the reader shows")
        default:
            Unknown(
                .evaluatorGap,
                "a value of a kind the reader does not show (\(Mirror(reflecting: value).children.first?.label ?? "\(value)"))"
            )
        }
    }
}

extension SwiftUITranslator {
    /// Each «…» part of `text`, without its marks.
    static func unknownParts(of text: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "«"), let close = rest[open...].firstIndex(of: "»") {
            parts.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return parts
    }
}

extension SwiftUITranslator {
    /// Why each «…» part of the elements `said` is unknown, and how many
    /// elements say an unknown of each cause. A part no rule noted (a text
    /// the reader made without saying why) is an evaluator gap, at `screen`.
    func unknownCauses(
        _ said: [String], at screen: Diagnostics.SourceLocation
    ) -> (parts: [String: UnknownNote], elements: [UnknownCause: Int]) {
        var parts: [String: UnknownNote] = [:]
        var elements: [UnknownCause: Int] = [:]
        for text in said {
            var causes: Set<UnknownCause> = []
            for part in Self.unknownParts(of: text) {
                let note =
                    cache.unknownNotes[part] ?? cache.saidNode(part).flatMap { cache.inheritedNote(of: $0) }
                    ?? UnknownNote(cause: .evaluatorGap, detail: "the reader did not say why", place: screen)
                parts[part] = note
                causes.insert(note.cause)
            }
            for cause in causes { elements[cause, default: 0] += 1 }
        }
        return (parts, elements)
    }
}
