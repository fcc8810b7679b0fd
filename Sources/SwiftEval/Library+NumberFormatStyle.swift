import Foundation

/// `number.formatted()` and `number.formatted(.number.locale(…))`: the
/// host's integer and floating-point format styles, in the locale given or
/// the current one (as the compiled program on this machine reads it).
final class NumberStyleBox {
    let locale: Locale
    init(locale: Locale) { self.locale = locale }
}

extension Library {
    /// The locale a `.number` style (with `.locale(…)` or not) formats in;
    /// `nil` when `value` is not one.
    static func numberStyleLocale(_ value: Value?) -> Locale? {
        switch value {
        case .enumCase(let symbol)? where symbol.type == "Foundation" && symbol.name == "number":
            return .autoupdatingCurrent
        case .native(let object)?: return (object.object as? NumberStyleBox)?.locale
        default: return nil
        }
    }

    /// `.number.locale(locale)`: the style in that locale.
    static func numberStyleMethod(_ name: String, _ receiver: Value, _ call: LibraryCall) -> Value? {
        guard name == "locale", call.labels == ["_"], numberStyleLocale(receiver) != nil,
            let locale = host(call.argument(0), as: Locale.self)
        else { return nil }
        return .native(NativeObject(type: "NumberFormatStyle", object: NumberStyleBox(locale: locale)))
    }

    /// `formatted()` and `formatted(.number…)` of an `Int` or `Double`.
    static func formatNumber(_ value: Value, _ call: LibraryCall) -> Value? {
        let locale: Locale
        switch call.labels {
        case []: locale = .autoupdatingCurrent
        case ["_"]:
            guard let given = numberStyleLocale(call.argument(0)) else { return nil }
            locale = given
        default: return nil
        }
        switch value {
        case .int(let number): return .string(IntegerFormatStyle<Int>(locale: locale).format(number))
        case .double(let number): return .string(FloatingPointFormatStyle<Double>(locale: locale).format(number))
        default: return nil
        }
    }
}
