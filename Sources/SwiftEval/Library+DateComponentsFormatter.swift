import Foundation

/// A `DateComponentsFormatter` (which Foundation on Linux does not have):
/// made and configured as app code does, so that code around it runs.
/// What it writes is not made here: text of settled components is an
/// evaluator gap, and text of components the sources do not settle (from
/// the current date) is unknown for that reason.
final class DateComponentsFormatterBox: HostValue {
    /// The properties set on it, by name.
    var settings: [String: Value] = [:]

    func copy() -> AnyObject { self }
    func isEqual(to other: AnyObject) -> Bool { other === self }
    func order(to other: AnyObject) -> Int? { nil }
    var text: String { "<DateComponentsFormatter>" }
    var debugText: String { text }
    var hashText: String { "DateComponentsFormatter:\(ObjectIdentifier(self))" }
}

extension Library {
    /// The properties app code sets on a `DateComponentsFormatter`.
    static let dateComponentsFormatterSettings: Set<String> = [
        "unitsStyle", "allowedUnits", "zeroFormattingBehavior", "maximumUnitCount", "includesApproximationPhrase",
        "includesTimeRemainingPhrase", "calendar", "collapsesLargestUnit", "allowsFractionalUnits",
        "formattingContext", "referenceDate",
    ]

    static func makeDateComponentsFormatter() -> Value {
        .native(NativeObject(type: "DateComponentsFormatter", object: DateComponentsFormatterBox()))
    }

    /// A setting stored as given; `false` for a property it does not have.
    static func setDateComponentsFormatter(_ name: String, _ value: Value, on box: DateComponentsFormatterBox) -> Bool {
        guard dateComponentsFormatterSettings.contains(name) else { return false }
        box.settings[name] = value
        return true
    }

    /// `string(from:)` and `string(from:to:)`: the first unknown argument's
    /// reason, else a gap.
    static func dateComponentsFormatterMethod(
        _ name: String, _ box: DateComponentsFormatterBox, _ call: LibraryCall
    ) -> Value? {
        guard name == "string", call.labels.first == "from" else { return nil }
        if let unknown = call.arguments.first(where: { $0.value.isUnknown }) { return unknown.value }
        return call.gap("the text of a DateComponentsFormatter, which Foundation on Linux does not make")
    }

    /// A setting read back as it was set.
    static func dateComponentsFormatterProperty(_ name: String, _ box: DateComponentsFormatterBox) -> Value? {
        box.settings[name]
    }
}
