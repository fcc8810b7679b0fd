// Hotel booking: nights between parsed dates, weekend vs weekday rates, length-of-stay discount, taxes, errors.
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let ymd: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd"
    return f
}()
let pretty: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "EEE, MMM d"
    return f
}()

enum BookingError: Error {
    case badDate(String)
    case checkoutBeforeCheckin
    case tooLong(nights: Int)
}

struct Quote {
    let nights: [Date]
    let roomTotal: Double
    let discount: Double
    let tax: Double
    var total: Double { roomTotal - discount + tax }
}

func quote(checkIn: String, checkOut: String, weekday: Double, weekend: Double) throws -> Quote {
    guard let start = ymd.date(from: checkIn) else { throw BookingError.badDate(checkIn) }
    guard let end = ymd.date(from: checkOut) else { throw BookingError.badDate(checkOut) }
    let count = cal.dateComponents([.day], from: start, to: end).day ?? 0
    guard count > 0 else { throw BookingError.checkoutBeforeCheckin }
    guard count <= 14 else { throw BookingError.tooLong(nights: count) }
    let nights = (0..<count).map { cal.date(byAdding: .day, value: $0, to: start)! }
    let room = nights.reduce(0.0) { sum, night in
        let wd = cal.component(.weekday, from: night)
        return sum + (wd == 6 || wd == 7 ? weekend : weekday)
    }
    let discount = count >= 7 ? room * 0.15 : count >= 3 ? room * 0.05 : 0
    let tax = ((room - discount) * 0.12 * 100).rounded() / 100
    return Quote(nights: nights, roomTotal: room, discount: discount, tax: tax)
}

let requests = [("2024-06-07", "2024-06-09"), ("2024-06-03", "2024-06-10"), ("2024-06-10", "2024-06-10"),
                ("2024-06-30", "2024-07-02"), ("2024-02-31", "2024-03-02"), ("2024-06-01", "2024-07-01")]
for (a, b) in requests {
    do {
        let q = try quote(checkIn: a, checkOut: b, weekday: 129, weekend: 179.5)
        let n = q.nights.count
        print("\(pretty.string(from: q.nights.first!)) → \(n) night\(n == 1 ? "" : "s")")
        let labels = q.nights.map { cal.component(.weekday, from: $0) >= 6 ? "W" : "d" }.joined()
        print(String(format: "  [%@] room $%.2f, discount -$%.2f, tax $%.2f, total $%.2f", labels, q.roomTotal, q.discount, q.tax, q.total))
    } catch BookingError.badDate(let s) {
        print("Invalid date: \(s)")
    } catch BookingError.checkoutBeforeCheckin {
        print("Check-out must be after check-in (\(a) → \(b))")
    } catch BookingError.tooLong(let nights) {
        print("Stays are limited to 14 nights (requested \(nights))")
    } catch {
        print("Unknown error")
    }
}
