// Date.FormatStyle.dateTime built field by field, with explicit locales and
// time zones so the output does not depend on the machine's settings.
import Foundation

let utc = TimeZone(identifier: "UTC")!
let us = Locale(identifier: "en_US")
let joined = Date(timeIntervalSince1970: 1_685_958_060)  // 2023-06-05 09:41 UTC

var style = Date.FormatStyle.dateTime.month(.wide).day(.twoDigits).year()
style.timeZone = utc
print("Joined \(joined.formatted(style.locale(us)))")
print(joined.formatted(style.locale(Locale(identifier: "fr_FR"))))
print(joined.formatted(style.locale(Locale(identifier: "de_DE"))))

var clock = Date.FormatStyle.dateTime.hour(.defaultDigits(amPM: .abbreviated)).minute(.twoDigits)
clock.timeZone = utc
print(joined.formatted(clock.locale(us)))
var twentyFour = Date.FormatStyle.dateTime.hour(.twoDigits(amPM: .omitted)).minute()
twentyFour.timeZone = utc
print(joined.formatted(twentyFour.locale(Locale(identifier: "de_DE"))))

var weekday = Date.FormatStyle.dateTime.weekday(.wide)
weekday.timeZone = utc
print(weekday.locale(us).format(joined))
var short = Date.FormatStyle.dateTime.weekday(.abbreviated).month(.abbreviated).day()
short.timeZone = utc
print(short.locale(us).format(joined))

var all = Date.FormatStyle.dateTime
all.timeZone = utc
print(joined.formatted(all.locale(us)))

// A style is a value: changing a copy leaves the original as it was.
var copy = style
copy.timeZone = TimeZone(secondsFromGMT: -12 * 3600)!
print(joined.formatted(style.locale(us)), "/", joined.formatted(copy.locale(us)))

// Written as an argument, `.dateTime` takes its type from `formatted(_:)`.
let noon = Date(timeIntervalSince1970: 1_686_052_800)  // 2023-06-06 12:00 UTC
print(noon.formatted(.dateTime.year().month(.twoDigits).day(.twoDigits).locale(us)))
let days = [joined, noon].map { $0.formatted(.dateTime.day().locale(us)) }
print(days.count)
