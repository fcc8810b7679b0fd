import Foundation

/// `Duration`: made with `.seconds(…)` and its siblings or from its
/// components, compared, and read back as `components`, by the host's own.
extension Library {
    /// `Duration.seconds(n)`, `.milliseconds(n)`, `.microseconds(n)`, `.nanoseconds(n)`.
    static func makeDuration(_ name: String, _ arguments: [Argument]) -> Value? {
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        let value = arguments[0].value
        let made: Duration?
        switch (name, value) {
        case ("seconds", .int(let number)): made = .seconds(number)
        case ("seconds", .double(let number)): made = .seconds(number)
        case ("milliseconds", .int(let number)): made = .milliseconds(number)
        case ("milliseconds", .double(let number)): made = .milliseconds(number)
        case ("microseconds", .int(let number)): made = .microseconds(number)
        case ("microseconds", .double(let number)): made = .microseconds(number)
        case ("nanoseconds", .int(let number)): made = .nanoseconds(number)
        default: made = nil
        }
        return made.map { NativeObject.value("Duration", $0) }
    }

    /// `Duration(secondsComponent:attosecondsComponent:)`.
    static func durationFromComponents(_ call: LibraryCall) -> Value? {
        guard call.labels == ["secondsComponent", "attosecondsComponent"],
            let seconds = call.argument(0).flatMap(integerWide).flatMap({ Int64(exactly: $0) }),
            let attoseconds = call.argument(1).flatMap(integerWide).flatMap({ Int64(exactly: $0) })
        else { return nil }
        return NativeObject.value("Duration", Duration(secondsComponent: seconds, attosecondsComponent: attoseconds))
    }

    /// `duration.components`: its seconds and attoseconds, each an `Int64`
    /// (held as an `Int`, as the interpreter holds `Int64`).
    static func durationProperty(_ name: String, _ duration: Duration) -> Value? {
        guard name == "components" else { return nil }
        let parts = duration.components
        return .tuple([.int(Int(parts.seconds)), .int(Int(parts.attoseconds))], labels: ["seconds", "attoseconds"])
    }
}
