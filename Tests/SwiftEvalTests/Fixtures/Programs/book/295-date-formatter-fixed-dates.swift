// Foundation: DateFormatter with a fixed locale, UTC time zone and dates from timeIntervalSince1970.
import Foundation

let utc = TimeZone(identifier: "UTC")!
let launch = Date(timeIntervalSince1970: 1_700_000_000)
let newYear = Date(timeIntervalSince1970: 1_704_067_200)

let iso = DateFormatter()
iso.locale = Locale(identifier: "en_US_POSIX")
iso.timeZone = utc
iso.dateFormat = "yyyy-MM-dd HH:mm:ss"
print(iso.string(from: launch))
print(iso.string(from: newYear))

let friendly = DateFormatter()
friendly.locale = Locale(identifier: "en_US_POSIX")
friendly.timeZone = utc
friendly.dateFormat = "EEEE, MMM d"
print(friendly.string(from: launch))
friendly.dateFormat = "h:mm a"
print(friendly.string(from: launch))

let styled = DateFormatter()
styled.locale = Locale(identifier: "en_US")
styled.timeZone = utc
styled.dateStyle = .medium
styled.timeStyle = .none
print(styled.string(from: launch))
styled.dateStyle = .long
print(styled.string(from: newYear))

let tokyo = DateFormatter()
tokyo.locale = Locale(identifier: "en_US_POSIX")
tokyo.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
tokyo.dateFormat = "yyyy-MM-dd HH:mm"
print(tokyo.string(from: launch))

if let parsed = iso.date(from: "2024-02-29 12:00:00") {
    print(parsed.timeIntervalSince1970)
    print(iso.string(from: parsed.addingTimeInterval(86_400)))
}
print(iso.date(from: "not a date") == nil)
print(newYear.timeIntervalSince(launch))
print(launch < newYear)
