internal import Foundation
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// The value of `expr` where the code declares its type: an implicit
    /// member (`.preview`, `.init(…)`, `.vanilla`) is that type's static
    /// property, initialiser or case, as the compiler reads it.
    /// `declaredIn`: the type that declares it (a nested type it names,
    /// `Item` for `Screen.Item`, is found from there, not from the caller).
    func value(
        _ expr: ExprSyntax, as declared: TypeSyntax?, _ scope: Scope, declaredIn owner: String? = nil
    )
        -> SwiftValue
    {
        guard let declared else { return value(expr, scope) }
        let written = Self.typeName(declared)
        // `var volume: Double = 5` holds 5.0.
        if let written, Self.realTypes.contains(written) {
            let made = value(expr, scope)
            if case .number(let whole) = made { return .real(whole) }
            return made
        }
        // `var tags: [Tag] = [.title("Space")]`: each element as the element type.
        if let array = Self.arrayElementType(declared), let literal = fold(expr).as(ArrayExprSyntax.self) {
            return .array(literal.elements.map { value($0.expression, as: array, scope) })
        }
        // `steps: [Step] = .init()`, `tags: Set<String> = .init()`, `name: String = .init()`: empty.
        if let empty = Self.emptyValue(expr, of: declared, written) { return empty }
        // `.init(donut.name)` as a `LocalizedStringKey` or `String`: the text it is made from.
        if let written, Self.textTypes.contains(written), let call = fold(expr).as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init",
            call.arguments.count == 1, let only = call.arguments.first, only.label == nil
        {
            return value(only.expression, scope)
        }
        if let written, let view = swiftUIViewInit(expr, of: written, scope) { return view }
        guard let written,
            let type = resolveType(written, scope) ?? owner.flatMap({ sources.type(named: written, from: $0) })
        else { return value(expr, scope) }
        let typeName = type.qualifiedName
        let folded = fold(expr)
        if let call = folded.as(FunctionCallExprSyntax.self), let made = enumCase(call, of: type, scope) { return made }
        if let member = folded.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            if let property = type.property(name), property.isStatic { return propertyValue(property, of: type, scope) }
            if type.cases.contains(where: { $0.name == name }) { return .member(type: typeName, name: name) }
        }
        if let call = folded.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        {
            return makeInstance(typeName, call, scope)
        }
        return value(expr, scope)
    }

    /// `.init(label, content: content)` where a SwiftUI view type is
    /// declared (`let row: LabeledContent<Label, Content>`): that view, made
    /// where it is shown, as `LabeledContent(label, content: content)`.
    private func swiftUIViewInit(_ expr: ExprSyntax, of written: String, _ scope: Scope) -> SwiftValue? {
        guard Self.builtIns.contains(written), written != "ForEach", resolveType(written, scope)?.isDeclared != true,
            let call = fold(expr).as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        else { return nil }
        let named = call.with(\.calledExpression, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(written))))
        // The copy's parts are found in the sources where the call's are: shifted by the longer name.
        cache.madeTrees[named.id] = (
            Syntax(call), written.utf8.count - call.calledExpression.totalLength.utf8Length
        )
        cache.madeViews.append((named, scope))
        return .view(type: written, index: cache.madeViews.count - 1)
    }

    /// `.init()` of a collection or text type: the empty array, set,
    /// dictionary or string; `nil` for another expression or type.
    static func emptyValue(_ expr: ExprSyntax, of declared: TypeSyntax, _ written: String?) -> SwiftValue? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        else { return nil }
        var type = declared
        while let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if type.is(DictionaryTypeSyntax.self) || written == "Dictionary" { return .dictionary([:], textKeys: true) }
        if type.is(ArrayTypeSyntax.self) || ["Array", "Set"].contains(written) { return .array([]) }
        if let written, textTypes.contains(written), written != "Text" { return .string("") }
        return nil
    }

    /// Types made from text by `.init(_:)`.
    static let textTypes: Set<String> = [
        "String", "LocalizedStringKey", "LocalizedStringResource", "Text", "AttributedString", "Substring",
    ]

    /// The element type of an array type (`[Tag]`, `[Tag]?`, `Array<Tag>`).
    static func arrayElementType(_ type: TypeSyntax) -> TypeSyntax? {
        var type = type
        while let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Array",
            case .type(let element)? = named.genericArgumentClause?.arguments.first?.argument
        {
            return element
        }
        return nil
    }

    /// The name of a type as written, without optionals, generic arguments
    /// and modules: `Recipe?` and `Core.Recipe` are `Recipe`.
    static func typeName(_ type: TypeSyntax) -> String? {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
                continue
            }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = unwrapped.wrappedType
                continue
            }
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
                continue
            }
            break
        }
        if let named = type.as(IdentifierTypeSyntax.self) {
            // `Binding<Recipe>` is read through its wrapped value.
            if ["Binding", "State", "Published"].contains(named.name.text),
                let inner = named.genericArgumentClause?.arguments.first
            {
                if case .type(let wrapped) = inner.argument { return typeName(wrapped) }
                return nil
            }
            return named.name.text
        }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }

    func dictionaryValue(_ dictionary: DictionaryExprSyntax, _ scope: Scope) -> SwiftValue {
        guard case .elements(let elements) = dictionary.content else { return .dictionary([:], textKeys: true) }
        var entries: [String: SwiftValue] = [:]
        var textKeys = true
        for element in elements {
            let key = value(element.key, scope)
            guard !key.isUnknown else { return unknown(dictionary) }
            switch key {
            case .string: break
            case .number, .real, .bool, .member(_, _, payload: []): textKeys = false
            default:
                // Keys the reader keeps by their text only when the text names one (not `Key(…)`):
                // others are the interpreter's, which tells them apart as Swift does.
                if case .success(let made) = interpreted(ExprSyntax(dictionary), scope) { return made }
                return unknown(dictionary)
            }
            entries[key.text] = value(element.value, scope)
        }
        guard entries.count == elements.count else { return unknown(dictionary) }
        return .dictionary(entries, textKeys: textKeys)
    }

    /// `items[2]`, `names["en"]` on known values; `nil` past the end or for a missing key.
    func subscriptValue(_ call: SubscriptCallExprSyntax, _ scope: Scope) -> SwiftValue {
        guard call.arguments.count == 1, let index = call.arguments.first?.expression else { return unknown(call) }
        let key = value(index, scope)
        switch (value(call.calledExpression, scope), key) {
        case (.array(let items), .number(let position)):
            let offset = Int(position)
            guard Double(offset) == position, items.indices.contains(offset) else { return unknown(call) }
            return items[offset]
        case (.dictionary(let entries, _), _) where !key.isUnknown: return entries[key.text] ?? .null
        default: return unknown(call)
        }
    }

    /// `Calendar.current`'s month and weekday names in the simulated
    /// locale (English, Gregorian).
    static func calendarSymbols(_ written: String) -> SwiftValue? {
        guard written.hasPrefix("Calendar.current.") || written.hasPrefix("Calendar.autoupdatingCurrent.") else {
            return nil
        }
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let names: [String]
        switch written.split(separator: ".").last.map(String.init) {
        case "monthSymbols", "standaloneMonthSymbols": names = months
        case "shortMonthSymbols", "shortStandaloneMonthSymbols": names = months.map { String($0.prefix(3)) }
        case "veryShortMonthSymbols", "veryShortStandaloneMonthSymbols": names = months.map { String($0.prefix(1)) }
        case "weekdaySymbols", "standaloneWeekdaySymbols": names = weekdays
        case "shortWeekdaySymbols", "shortStandaloneWeekdaySymbols": names = weekdays.map { String($0.prefix(3)) }
        case "veryShortWeekdaySymbols", "veryShortStandaloneWeekdaySymbols":
            names = weekdays.map { String($0.prefix(1)) }
        default: return nil
        }
        return .array(names.map(SwiftValue.string))
    }

    /// String methods with no arguments the evaluator applies to known text.
    static let stringMethods: [String: @Sendable (String) -> String] = [
        "uppercased": { $0.uppercased() },
        "lowercased": { $0.lowercased() },
        "localizedUppercase": { $0.uppercased() },
        "localizedCapitalized": { $0.capitalized },
    ]

    /// String tests with one string argument the evaluator applies to known
    /// text (a search's filter: `name.localizedCaseInsensitiveContains(query)`).
    static let stringPredicates: [String: @Sendable (String, String) -> Bool] = [
        "hasPrefix": { $0.hasPrefix($1) },
        "hasSuffix": { $0.hasSuffix($1) },
        "contains": { $1.isEmpty || $0.contains($1) },
        "localizedCaseInsensitiveContains": { $1.isEmpty || $0.lowercased().contains($1.lowercased()) },
        "localizedStandardContains": { $1.isEmpty || $0.lowercased().contains($1.lowercased()) },
    ]

    /// A string literal read as a `LocalizedStringKey`: the English text of
    /// its key in the app's tables, interpolations as format specifiers
    /// (`"Serves \(count)"` is the key `Serves %lld`); the literal itself
    /// when no table holds the key.
    func localized(_ literal: StringLiteralExprSyntax, table: String?, _ scope: Scope) -> String {
        var key = ""
        var arguments: [SwiftValue] = []
        var plainArguments = true
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let plain): key += literal.unescapedText(of: plain)
            case .expressionSegment(let interpolation):
                plainArguments = plainArguments && interpolation.expressions.count == 1
                var argument = interpolation.expressions.first.map { value($0.expression, scope) } ?? .unknown("")
                // An image in a text (`"Best Value \(Image(systemName: "sparkles"))"`) is read by its label.
                if case .view(_, let index) = argument, let spoken = madeViewText(index) { argument = .string(spoken) }
                arguments.append(argument)
                switch argument {
                case .number: key += "%lld"
                case .real: key += "%lf"
                default: key += "%@"
                }
            }
        }
        // A plural variation is chosen by the first number interpolated.
        let count = arguments.lazy.compactMap(\.number).first
        guard let format = strings.tables.isEmpty ? nil : strings.text(for: key, table: table, count: count) else {
            // No table holds the key: the key is the format, so a `Double` shows as `%lf` prints it
            // (`Text("\(width)")` says "300.000000"), unless something in it is not known.
            let known = plainArguments && !arguments.contains(where: \.isUnknown)
            return known && arguments.contains(where: Self.isReal)
                ? Self.formatted(key, arguments) : text(of: literal, scope)
        }
        return Self.formatted(format, arguments)
    }

    /// Whether `value` is a floating-point number.
    static func isReal(_ value: SwiftValue) -> Bool {
        if case .real = value { return true }
        return false
    }

    /// `format` with its specifiers (`%@`, `%lld`, `%d`, `%lf`, `%1$@`) replaced by `arguments` in order.
    static func formatted(_ format: String, _ arguments: [SwiftValue]) -> String {
        var result = ""
        var next = 0
        var characters = Substring(format)
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            // An explicit position (`1$`), then length modifiers, then the conversion.
            var position: Int?
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            // A precision (`%.2f`) fixes a number's decimals.
            var precision: Int?
            if rest.first == "." {
                let digits = rest.dropFirst().prefix { $0.isNumber }
                precision = Int(digits) ?? 0
                rest = rest.dropFirst(1 + digits.count)
            }
            rest = rest.drop { "lhqzjt0123456789".contains($0) }
            guard let conversion = rest.first else { break }
            let index = position ?? next
            next += 1
            if arguments.indices.contains(index), let precision, "fFeg".contains(conversion),
                let number = arguments[index].number
            {
                result += String(format: "%.\(precision)f", number)
            } else if arguments.indices.contains(index), "fFeEgG".contains(conversion),
                let number = arguments[index].number
            {
                // With no precision written, C's: six decimals for `%f` (`%lf`).
                result += String(format: "%" + String(conversion), number)
            } else {
                result += arguments.indices.contains(index) ? arguments[index].text : "%\(conversion)"
            }
            characters = rest.dropFirst()
        }
        return result + characters
    }

    /// Floating-point types: a whole number given for one is a `Double`.
    static let realTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32"]

    /// The type `name` means where `scope` is evaluated: a nested type of
    /// the type being evaluated (or of the types around it) first.
    func resolveType(_ name: String, _ scope: Scope) -> TypeDeclaration? {
        let key = Cache.TypeKey(name: name, context: scope.type?.qualifiedName ?? scope.context)
        if let known = cache.resolvedTypes[key] { return known.flatMap { sources.types[$0] } }
        let found = sources.type(named: name, from: key.context)
        cache.resolvedTypes[key] = .some(found?.qualifiedName)
        return found
    }
}
