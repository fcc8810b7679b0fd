internal import Foundation
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// `base.name`: a stored or computed member of a known value, a static
    /// member or case of a type, or a property of a text, array or enum case.
    func memberValue(_ member: MemberAccessExprSyntax, _ scope: Scope) -> SwiftValue {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .member(type: nil, name: name) }
        // `Step<Text>.self`: the type as written, with what it is made of.
        if name == "self", let specialized = base.as(GenericSpecializationExprSyntax.self),
            resolveType(specialized.expression.trimmedDescription, scope) != nil
        {
            let written = base.trimmedDescription
            return .member(type: written, name: written)
        }
        if let generated = generatedString(member, scope) { return generated }
        var receiver: SwiftValue?
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            let found = lookup(name, ExprSyntax(member), scope)
            // `self.rawValue` in an enum's method: a member of the value itself.
            guard found.isUnknown, let itself = scope.values["self"] else { return found }
            receiver = itself
        }
        // The simulated device is an iPhone.
        if name == "userInterfaceIdiom" || name == "now" || name.hasSuffix("Symbols") {
            let written = member.tokenText
            if written == "UIDevice.current.userInterfaceIdiom" {
                return .member(type: "UIUserInterfaceIdiom", name: "phone")
            }
            if written == "Date.now" { return .member(type: "Date", name: "now") }
            if let symbols = Self.calendarSymbols(written) { return symbols }
        }
        let baseValue = receiver ?? value(base, scope)
        // `$query.wrappedValue` is the bound value itself.
        if name == "wrappedValue" { return baseValue }
        // A member of a value the sources do not settle (`order.id` of `if let order = orders.last`)
        // is unknown for the same reason.
        if case .unknown(let baseText) = baseValue { return unknownMember(member, of: baseText, scope) }
        switch baseValue {
        case .instance(let type, let properties):
            return properties[name] ?? instanceMember(name, of: type, properties)?.said(as: Self.source(member))
                ?? unknown(ExprSyntax(member))
        case .member(let type?, let typeName, _)
        where type == typeName && name == "allCases" && sources.types[type]?.kind == .enumeration
            && sources.types[type]?.property("allCases") == nil:
            return .array(sources.types[type]!.cases.map { .member(type: type, name: $0.name) })
        case .member(let type?, let typeName, _) where type == typeName:
            // `Tests.self` of a type: the type itself.
            if name == "self" { return baseValue }
            if let declared = sources.types[type] {
                if let property = declared.property(name), property.isStatic {
                    return propertyValue(property, of: declared, scope)
                }
                // `L10n.Settings`: a nested type.
                if !declared.cases.contains(where: { $0.name == name }),
                    let nested = sources.type(named: name, from: declared.qualifiedName)
                {
                    return .member(type: nested.qualifiedName, name: nested.qualifiedName)
                }
                // `Bundle.main` of a Foundation type the sources only extend: the interpreter's object, not a case.
                if !declared.isDeclared, Self.foundationObjectTypes.contains(type) {
                    return unknown(ExprSyntax(member))
                }
                return .member(type: type, name: name)
            }
            return unknown(ExprSyntax(member))
        // `destination.add` on no destination: nil, as a case path of an optional gives.
        case .null
        where sources.types.values.contains {
            $0.attributes.contains("CasePathable") && $0.cases.contains { $0.name == name }
        }: return .null
        case .string(let text) where name == "count": return .number(Double(text.count))
        case .array(let items) where name == "count": return .number(Double(items.count))
        case .array(let items) where name == "isEmpty": return .bool(items.isEmpty)
        case .string(let text) where name == "isEmpty": return .bool(text.isEmpty)
        case .string(let text) where name == "capitalized": return .string(text.capitalized)
        case .array(let items) where name == "indices": return .array(items.indices.map { .number(Double($0)) })
        case .array(let items) where name == "first": return items.first ?? .null
        case .array(let items) where name == "last": return items.last ?? .null
        case .member(let type, let caseName, _) where name == "rawValue":
            return rawValue(of: caseName, in: type.flatMap { sources.types[$0] }, scope)
        case .member(let type, let caseName, let payload):
            // A computed property of an enum case (`tab.title` in a `switch self`).
            let owner =
                type.flatMap { sources.types[$0] }
                ?? sources.types.values.first { $0.kind == .enumeration && $0.cases.contains { $0.name == caseName } }
            // A case path (`destination.add` of a `@CasePathable` enum): the case's value when it is that case, else nil.
            if let owner, owner.property(name) == nil, owner.attributes.contains("CasePathable"),
                owner.cases.contains(where: { $0.name == name })
            {
                return caseName == name ? payload.first ?? .bool(true) : .null
            }
            guard let owner, let property = owner.property(name), let getter = property.getter else {
                return unknown(ExprSyntax(member))
            }
            var inner = Scope(type: owner, file: owner.file)
            inner.values["self"] = baseValue
            return evaluateBody(getter, inner, returning: property.type)?.said(as: Self.source(member))
                ?? unknown(ExprSyntax(member))
        default: return unknown(ExprSyntax(member))
        }
    }

    /// A case's raw value: the one written, else its position for an `Int`
    /// enum, else its name; looked up in `type` when known, else in the
    /// enum of the sources that has the case.
    func rawValue(of caseName: String, in type: TypeDeclaration?, _ scope: Scope) -> SwiftValue {
        let owner =
            type.flatMap { $0.kind == .enumeration ? $0 : nil }
            ?? sources.types.values.first { $0.kind == .enumeration && $0.cases.contains { $0.name == caseName } }
        guard let owner, let index = owner.cases.firstIndex(where: { $0.name == caseName }) else {
            return .string(caseName)
        }
        if let written = owner.cases[index].rawValue { return value(written, scope) }
        return owner.conformances.contains("Int") ? .number(Double(index)) : .string(caseName)
    }
}

extension SwiftUIEvaluator {
    /// `member` of a base said as the unknown `baseText`: unknown, noted
    /// with the base's reason when it has one.
    func unknownMember(_ member: MemberAccessExprSyntax, of baseText: String, _ scope: Scope) -> SwiftValue {
        let made = unknown(ExprSyntax(member))
        if case .unknown(let text) = made, cache.unknownNotes[text] == nil, let note = cache.unknownNotes[baseText],
            note.isReasoned
        {
            cache.unknownNotes[text] = UnknownNote(
                cause: note.cause, detail: note.detail, place: sourceLocation(member, scope))
        }
        return made
    }
}

extension SwiftUIEvaluator {
    /// A string-table constant a code generator (SwiftGen) makes in a file
    /// the sources do not hold: `L10n.Chat.title` is the key `chat.title`
    /// (each name's first letter lowered, joined by dots) of the app's
    /// tables, when they hold it.
    func generatedString(_ member: MemberAccessExprSyntax, _ scope: Scope) -> SwiftValue? {
        guard let (root, key) = GeneratedStrings.key(of: member), scope.values[root] == nil,
            resolveType(root, scope) == nil, !Self.frameworkValueTypes.contains(root)
        else { return nil }
        return strings.text(for: key).map(SwiftValue.string)
    }
}

extension SwiftUIEvaluator {
    /// Foundation types whose static members are objects the interpreter
    /// makes (`Bundle.main`, `UserDefaults.standard`), even where the
    /// sources extend the type.
    static let foundationObjectTypes: Set<String> = [
        "Bundle", "UserDefaults", "ProcessInfo", "FileManager", "Calendar", "Locale", "TimeZone", "NotificationCenter",
    ]
}
