public import Foundation

/// How the device an app runs on writes dates: its region's locale, its
/// calendar and its time zone, which a format style the app does not give
/// them to takes. `a11ysim eval` has none: a program run here writes
/// dates as the compiled program on this machine does.
public struct DeviceFormats: Sendable {
    /// The region's locale.
    public var locale: Locale
    /// The time zone.
    public var timeZone: TimeZone
    /// The calendar.
    public var calendar: Calendar

    /// The simulated device of docs/swiftui.md: US English, GMT, the Gregorian calendar.
    public static let simulated = DeviceFormats(
        locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "GMT") ?? .gmt,
        calendar: Calendar(identifier: .gregorian))

    /// `style` with the device's locale, calendar and time zone.
    func applied(to style: Date.FormatStyle) -> Date.FormatStyle {
        var style = style
        style.locale = locale
        style.timeZone = timeZone
        style.calendar = calendar
        return style
    }
}
