internal import Foundation
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

/// Numbers and dates as SwiftUI shows them on the simulated device
/// (English, United States; the clock at 1 January 2001, 00:00 GMT), through
/// Foundation's own format styles (docs/swiftui.md, "What is evaluated").
extension SwiftUIEvaluator {
    static let deviceLocale = DeviceFormats.simulated.locale
    static let deviceTimeZone = DeviceFormats.simulated.timeZone
    /// The simulated clock's now, as `Date()` and `.now` read it.
    static let simulatedNow = Date(timeIntervalSinceReferenceDate: 0)

    /// `Text(value, format: style)`, `Text(date, style: .date)`: the text, or
    /// `nil` when the call has neither argument.
    func formattedText(_ call: FunctionCallExprSyntax, _ scope: Scope) -> String? {
        guard let subject = argument(call, nil) else { return nil }
        let style = argument(call, "format") ?? argument(call, "style")
        guard let style else { return nil }
        // An unknown value is said as itself; a known one in a style not read, as the whole call.
        let known = value(subject, scope)
        if known.isUnknown { return known.text }
        let text =
            argument(call, "format") != nil ? formatted(known, style: style, scope) : dateText(known, textStyle: style)
        if let text { return text.text }
        if argument(call, "format") == nil { return styledDate(call, style, scope) }
        // A style not settled because of a value in it (`.currency(code: code)`, the code the
        // app reads at runtime): the whole text is unknown for that value's reason.
        let whole = unknown(call)
        if let reason = noteOfNamedParts(style, scope) { noteUnknown(whole, cause: reason, at: call, scope) }
        return whole.text
    }

    /// `value.formatted(…)`: `nil` when `call` is not one; unknown when the
    /// value or the style is not known.
    func formattedCall(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SwiftValue? {
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self),
            method.declName.baseName.text == "formatted", let base = method.base
        else { return nil }
        let subject = value(base, scope)
        let unknown = self.unknown(call)
        if let date = argument(call, "date"), let time = argument(call, "time") {
            // `date.formatted(date: .abbreviated, time: .omitted)`.
            guard Self.isNow(subject), let dateStyle = Self.dateStyle(date), let timeStyle = Self.timeStyle(time) else {
                return unknown
            }
            return .string(
                Self.text(
                    Date.FormatStyle(
                        date: dateStyle, time: timeStyle, locale: Self.deviceLocale, timeZone: Self.deviceTimeZone)))
        }
        return formatted(subject, style: call.arguments.first?.expression, scope) ?? unknown
    }

    /// A number or the simulated date in `style` (`nil`: `formatted()`'s default).
    private func formatted(_ subject: SwiftValue, style: ExprSyntax?, _ scope: Scope) -> SwiftValue? {
        let chain = style.map(Self.chain) ?? []
        if Self.isNow(subject) {
            guard chain.first?.name ?? "dateTime" == "dateTime" else { return nil }
            var format =
                style == nil
                ? Date.FormatStyle(
                    date: .numeric, time: .shortened, locale: Self.deviceLocale, timeZone: Self.deviceTimeZone)
                : Date.FormatStyle(locale: Self.deviceLocale, timeZone: Self.deviceTimeZone)
            for field in chain.dropFirst() {
                switch field.name {
                case "year": format = format.year()
                case "month":
                    format = format.month(
                        field.argument == "wide"
                            ? .wide
                            : field.argument == "abbreviated"
                                ? .abbreviated : field.argument == "twoDigits" ? .twoDigits : .abbreviated)
                case "day": format = format.day(field.argument == "twoDigits" ? .twoDigits : .defaultDigits)
                case "weekday": format = format.weekday(field.argument == "wide" ? .wide : .abbreviated)
                case "hour": format = format.hour()
                case "minute": format = format.minute()
                default: return nil
                }
            }
            return .string(Self.text(format))
        }
        guard let number = subject.number else { return nil }
        let whole: Bool = { if case .number = subject { true } else { false } }()
        var fraction: ClosedRange<Int>?
        var grouping = true
        for modifier in chain.dropFirst() {
            switch modifier.name {
            case "precision" where modifier.fraction != nil: fraction = modifier.fraction
            case "grouping": grouping = modifier.argument != "never"
            case "locale": continue
            default: return nil
            }
        }
        let kind = chain.first?.name ?? "number"
        var text: String
        switch kind {
        case "number":
            var format = FloatingPointFormatStyle<Double>(locale: Self.deviceLocale).grouping(
                grouping ? .automatic : .never)
            if let fraction {
                format = format.precision(.fractionLength(fraction))
            } else if whole {
                format = format.precision(.fractionLength(0))
            }
            text = number.formatted(format)
        case "percent":
            // A whole number is already a percentage (`42` is "42%"); a fraction is scaled (`0.25` is "25%").
            var format = FloatingPointFormatStyle<Double>.Percent(locale: Self.deviceLocale).grouping(
                grouping ? .automatic : .never)
            if let fraction { format = format.precision(.fractionLength(fraction)) }
            text = (whole ? number / 100 : number).formatted(format)
        case "currency":
            // The code as written, or the value a name holds (`.currency(code: currencyCode)`).
            guard let written = chain.first?.expression, case .string(let code) = value(written, scope) else {
                return nil
            }
            var format = FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.deviceLocale).grouping(
                grouping ? .automatic : .never)
            if let fraction { format = format.precision(.fractionLength(fraction)) }
            text = number.formatted(format)
        default: return nil
        }
        return .string(Self.spaced(text))
    }

    /// `Text(date, style:)`: `.date` and `.time` of the simulated clock; the
    /// styles that count from now (`.relative`, `.timer`, `.offset`) are not read.
    private func dateText(_ subject: SwiftValue, textStyle: ExprSyntax) -> SwiftValue? {
        guard Self.isNow(subject) else { return nil }
        switch textStyle.tokenText.split(separator: ".").last {
        case "date":
            return .string(
                Self.text(
                    Date.FormatStyle(
                        date: .long, time: .omitted, locale: Self.deviceLocale, timeZone: Self.deviceTimeZone)))
        case "time":
            return .string(
                Self.text(
                    Date.FormatStyle(
                        date: .omitted, time: .shortened, locale: Self.deviceLocale, timeZone: Self.deviceTimeZone)))
        default: return nil
        }
    }

    private static func text(_ format: Date.FormatStyle) -> String {
        spaced(simulatedNow.formatted(format))
    }

    /// ICU's narrow no-break spaces ("12:00 AM") as plain spaces, as VoiceOver reads them.
    private static func spaced(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    private static func dateStyle(_ expr: ExprSyntax) -> Date.FormatStyle.DateStyle? {
        switch expr.tokenText.split(separator: ".").last {
        case "omitted": .omitted
        case "numeric": .numeric
        case "abbreviated": .abbreviated
        case "long": .long
        case "complete": .complete
        default: nil
        }
    }

    private static func timeStyle(_ expr: ExprSyntax) -> Date.FormatStyle.TimeStyle? {
        switch expr.tokenText.split(separator: ".").last {
        case "omitted": .omitted
        case "shortened": .shortened
        case "standard": .standard
        case "complete": .complete
        default: nil
        }
    }

    /// One part of a style chain: `.currency(code: "USD")`, `.precision(.fractionLength(1))`, `.month(.wide)`.
    struct StylePart {
        var name: String
        /// The first argument's last name or string (`wide`, `never`, `USD`).
        var argument: String?
        /// `.fractionLength(n)` or `(a...b)`.
        var fraction: ClosedRange<Int>?
        /// The first argument as written.
        var expression: ExprSyntax?
    }

    /// `.number.precision(.fractionLength(1))` as its parts, root first.
    static func chain(_ style: ExprSyntax) -> [StylePart] {
        var parts: [StylePart] = []
        var current: ExprSyntax? = style
        var steps = 0
        while let expr = current, steps < 20 {
            steps += 1
            var argument: String?
            var fraction: ClosedRange<Int>?
            var member = expr.as(MemberAccessExprSyntax.self)
            if let call = expr.as(FunctionCallExprSyntax.self) {
                member = call.calledExpression.as(MemberAccessExprSyntax.self)
                if let first = call.arguments.first?.expression {
                    if let literal = first.as(StringLiteralExprSyntax.self) {
                        argument = literal.segments.description
                    } else if let inner = first.as(FunctionCallExprSyntax.self),
                        inner.calledExpression.tokenText.hasSuffix("fractionLength"),
                        let length = inner.arguments.first?.expression
                    {
                        fraction = lengthRange(length)
                    } else {
                        argument = first.tokenText.split(separator: ".").last.map(String.init)
                    }
                }
            }
            guard let member else { return [] }
            parts.insert(
                StylePart(
                    name: member.declName.baseName.text, argument: argument, fraction: fraction,
                    expression: expr.as(FunctionCallExprSyntax.self)?.arguments.first?.expression), at: 0)
            current = member.base
            // `FloatingPointFormatStyle.Currency…`, `Date.FormatStyle`: a written type root is not read.
            if let base = current, base.is(DeclReferenceExprSyntax.self) { return [] }
        }
        return parts
    }

    /// `2` or `0...2` as a range of fraction digits.
    private static func lengthRange(_ expr: ExprSyntax) -> ClosedRange<Int>? {
        if let literal = expr.as(IntegerLiteralExprSyntax.self), let n = Int(literal.literal.text) { return n...n }
        let parts = expr.tokenText.components(separatedBy: "...")
        if parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low <= high { return low...high }
        return nil
    }
}
