import SwiftSyntax

/// The static types of Foundation members and methods model code reads
/// before `??` (`components.day ?? 0`, `date.timeIntervalSince1970`), and
/// of a call of a method of `self` by its bare name.
extension Interpreter {
    /// The types of Foundation properties, by receiver type and name.
    private static let foundationMembers: [String: [String: TypeRef]] = {
        let double = TypeRef.named("Double", [])
        let int = TypeRef.named("Int", [])
        let date = TypeRef.named("Date", [])
        let componentNames = [
            "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal",
            "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear",
        ]
        return [
            "Date": [
                "timeIntervalSince1970": double, "timeIntervalSinceReferenceDate": double,
                "timeIntervalSinceNow": double,
            ],
            "DateComponents": Dictionary(uniqueKeysWithValues: componentNames.map { ($0, TypeRef.optional(int)) }),
            "Calendar": ["firstWeekday": int, "minimumDaysInFirstWeek": int],
            "TimeZone": ["identifier": .named("String", [])],
            "Decimal": ["exponent": int, "isZero": .named("Bool", [])],
            "DateInterval": ["duration": double, "start": date, "end": date],
        ]
    }()

    /// The type of a Foundation type's static member (`Date.now`), the
    /// device's values included: their type is known though they are not.
    static func libraryStaticMemberType(_ name: String, of type: String) -> TypeRef? {
        switch (type, name) {
        case ("Date", "now"), ("Date", "distantPast"), ("Date", "distantFuture"): .named("Date", [])
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): .named("Calendar", [])
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): .named("Locale", [])
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"): .named("TimeZone", [])
        default: nil
        }
    }

    /// The types of Foundation methods' results, by receiver type and name.
    private static let foundationMethods: [String: [String: TypeRef]] = [
        "Calendar": [
            "dateComponents": .named("DateComponents", []), "component": .named("Int", []),
            "date": .optional(.named("Date", [])), "startOfDay": .named("Date", []),
        ],
        "Date": [
            "addingTimeInterval": .named("Date", []), "timeIntervalSince": .named("Double", []),
            "distance": .named("Double", []), "advanced": .named("Date", []),
        ],
    ]

    /// The type of a Foundation property of a value of `base`'s type.
    static func foundationMemberType(_ name: String, of base: TypeRef?) -> TypeRef? {
        guard case .named(let type, _)? = base?.nonOptional else { return nil }
        return foundationMembers[type]?[name]
    }

    /// The type of `base.name(…)` for a Foundation receiver, or of `name(…)`
    /// called on `self` (a method the enclosing type declares).
    func foundationCallType(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> TypeRef? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let type = scope.typeContext.flatMap({ declarations.types[$0] }),
            let (method, _) = findMethod(reference.baseName.text, labels: nil, in: type, isStatic: scope.isStatic)
        {
            return method.returnType
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            case .named(let type, _)? = staticType(of: base, in: scope, depth: depth + 1)?.nonOptional
        else { return nil }
        return Self.foundationMethods[type]?[member.declName.baseName.text]
    }
}
