import Foundation

let utc = TimeZone(identifier: "UTC")!
let posix = Locale(identifier: "en_US_POSIX")

func formatter(_ format: String, zone: TimeZone = utc) -> DateFormatter {
    let f = DateFormatter()
    f.locale = posix
    f.timeZone = zone
    f.dateFormat = format
    return f
}

let moments: [(String, Date)] = [
    ("epoch", Date(timeIntervalSince1970: 0)),
    ("y2k", Date(timeIntervalSince1970: 946_684_800)),
    ("leap", Date(timeIntervalSince1970: 1_709_208_000)),
    ("launch", Date(timeIntervalSince1970: 1_700_000_000.75)),
]

let formats = ["yyyy-MM-dd", "MMM d, yyyy", "EEEE", "EEE, dd MMM yyyy HH:mm:ss", "h:mm a", "yy/M/d", "D 'day of year'", "QQQ yyyy", "HH:mm:ss.SSS"]
for (name, date) in moments {
    print("[\(name)] \(date.timeIntervalSince1970)")
    for f in formats.prefix(name == "launch" ? formats.count : 4) {
        print("  \(f.padding(toLength: 26, withPad: " ", startingAt: 0))\(formatter(f).string(from: date))")
    }
}

let parser = formatter("yyyy-MM-dd'T'HH:mm:ssZ")
let inputs = ["2024-07-04T12:30:00+0000", "2024-07-04T12:30:00+0200", "2024-02-30T00:00:00+0000", "July 4th"]
for s in inputs {
    if let d = parser.date(from: s) {
        print("\(s) -> \(Int(d.timeIntervalSince1970)) -> \(formatter("MMM d HH:mm").string(from: d))")
    } else {
        print("\(s) -> invalid")
    }
}

let tokyo = formatter("yyyy-MM-dd HH:mm zzz", zone: TimeZone(identifier: "Asia/Tokyo")!)
let ny = formatter("yyyy-MM-dd HH:mm", zone: TimeZone(secondsFromGMT: -5 * 3600)!)
print(tokyo.string(from: moments[1].1), "|", ny.string(from: moments[1].1))

let iso = ISO8601DateFormatter()
iso.timeZone = utc
print(iso.string(from: moments[2].1))
print(iso.date(from: "2021-03-04T05:06:07Z")!.timeIntervalSince1970)
iso.formatOptions = [.withFullDate]
print(iso.string(from: moments[3].1))

let interval = moments[3].1.timeIntervalSince(moments[1].1)
print("days between y2k and launch: \(Int(interval / 86_400)), weeks: \(Int(interval / 86_400) / 7)")
let sorted = moments.sorted { $0.1 > $1.1 }.map(\.0)
print("newest first: \(sorted)")
