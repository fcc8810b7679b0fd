import Foundation

/// `duration.formatted(.units(allowed:width:maximumUnitCount:))`: the
/// host's `Duration.UnitsFormatStyle` (the same Foundation code as Apple's),
/// in the locale the program runs in. Its arguments are typed where they
/// are written (`[.hours, .minutes]`, `.abbreviated`).
extension Library {
    /// The type of the style `formatted(_:)` of a duration takes.
    static let durationUnitsStyle = "Duration.UnitsFormatStyle"

    /// The units a units style may use, by their Swift names.
    static let durationUnits: [String: Duration.UnitsFormatStyle.Unit] = [
        "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes, "seconds": .seconds,
        "milliseconds": .milliseconds, "microseconds": .microseconds, "nanoseconds": .nanoseconds,
    ]

    /// The widths a units style writes its units in, by their Swift names.
    static let durationWidths: [String: Duration.UnitsFormatStyle.UnitWidth] = [
        "wide": .wide, "abbreviated": .abbreviated, "condensedAbbreviated": .condensedAbbreviated,
        "narrow": .narrow,
    ]

    /// The parameter types of `.units(allowed:width:maximumUnitCount:)`.
    static func durationStyleParameters(_ type: String, _ name: String, labels: [String?]) -> [Parameter]? {
        guard type == durationUnitsStyle, name == "units" else { return nil }
        let types: [String: TypeRef] = [
            "allowed": .array(.named(durationUnitsStyle + ".Unit", [])),
            "width": .named(durationUnitsStyle + ".UnitWidth", []), "maximumUnitCount": .named("Int", []),
        ]
        return labels.enumerated().map { index, label in
            Parameter(label: label, name: "_\(index)", type: label.flatMap { types[$0] })
        }
    }

    /// `.hours` of a units style's `Unit`, `.abbreviated` of its `UnitWidth`.
    static func durationStyleSymbol(_ name: String, of type: String) -> Value? {
        let known =
            type == durationUnitsStyle + ".Unit"
            ? durationUnits[name] != nil : type == durationUnitsStyle + ".UnitWidth" && durationWidths[name] != nil
        return known ? .enumCase(EnumCase(type: type, name: name, payload: [], labels: [])) : nil
    }

    /// `.units(…)`: the host's style, `nil` for an argument it does not read.
    static func makeDurationUnitsStyle(_ arguments: [Argument]) -> Value? {
        var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
        var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
        var maximum: Int?
        for argument in arguments {
            switch (argument.label, argument.value) {
            case ("allowed", .array(let units)), ("allowed", .set(let units)):
                let found = units.compactMap { value -> Duration.UnitsFormatStyle.Unit? in
                    guard case .enumCase(let symbol) = value else { return nil }
                    return durationUnits[symbol.name]
                }
                guard found.count == units.count else { return nil }
                allowed = Set(found)
            case ("width", .enumCase(let symbol)):
                guard let found = durationWidths[symbol.name] else { return nil }
                width = found
            case ("maximumUnitCount", .int(let count)): maximum = count
            default: return nil
            }
        }
        let style = Duration.UnitsFormatStyle(allowedUnits: allowed, width: width, maximumUnitCount: maximum)
        return .native(NativeObject(type: durationUnitsStyle, object: HostBox(style)))
    }

    /// `duration.formatted(style)` with a units style.
    static func formatDuration(_ duration: Duration, _ call: LibraryCall) -> Value? {
        guard call.labels == ["_"], case .native(let object)? = call.argument(0),
            let style = (object.object as? HostBox<Duration.UnitsFormatStyle>)?.value
        else { return nil }
        return .string(duration.formatted(style))
    }
}
