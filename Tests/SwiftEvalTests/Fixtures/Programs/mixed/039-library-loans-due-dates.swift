// Library loans: due dates via Calendar in UTC, overdue fines with caps, renewals, formatted dates.
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let display: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "MMM d, yyyy"
    return f
}()
let parser: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd"
    return f
}()

enum Media: String { case book, dvd, magazine
    var loanDays: Int { switch self { case .book: return 21; case .dvd: return 7; case .magazine: return 14 } }
    var dailyFineCents: Int { self == .dvd ? 100 : 25 }
    var maxRenewals: Int { self == .magazine ? 0 : 2 }
}

struct Loan {
    let title: String
    let media: Media
    let checkedOut: Date
    var renewals = 0
    var dueDate: Date { cal.date(byAdding: .day, value: media.loanDays * (renewals + 1), to: checkedOut)! }

    func daysOverdue(on date: Date) -> Int {
        max(0, cal.dateComponents([.day], from: dueDate, to: date).day ?? 0)
    }
    func fineCents(on date: Date) -> Int { min(daysOverdue(on: date) * media.dailyFineCents, 1000) }
    mutating func renew(on date: Date) -> String {
        guard renewals < media.maxRenewals else { return "\(title): no renewals left" }
        guard daysOverdue(on: date) == 0 else { return "\(title): overdue, cannot renew" }
        renewals += 1
        return "\(title): renewed, due \(display.string(from: dueDate))"
    }
}

func d(_ s: String) -> Date { parser.date(from: s)! }
let today = d("2024-03-15")
var loans = [
    Loan(title: "Dune", media: .book, checkedOut: d("2024-02-01")),
    Loan(title: "Alien", media: .dvd, checkedOut: d("2024-03-01")),
    Loan(title: "Wired", media: .magazine, checkedOut: d("2024-03-01")),
    Loan(title: "Emma", media: .book, checkedOut: d("2024-02-29")),
    Loan(title: "Heat", media: .dvd, checkedOut: d("2024-01-02")),
]
print("Today: \(display.string(from: today))")
for loan in loans {
    let late = loan.daysOverdue(on: today)
    let status = late == 0 ? "due \(display.string(from: loan.dueDate))" : "\(late) day\(late == 1 ? "" : "s") overdue"
    print("\(loan.title) [\(loan.media.rawValue)] \(status)")
}
for i in loans.indices { print(loans[i].renew(on: today)) }
print(loans[3].renew(on: today))
print(loans[3].renew(on: today))
let fines = loans.map { $0.fineCents(on: today) }
for (loan, fine) in zip(loans, fines) where fine > 0 {
    print(String(format: "Fine %@: $%.2f%@", loan.title, Double(fine) / 100, fine == 1000 ? " (capped)" : ""))
}
print(String(format: "Total fines: $%.2f", Double(fines.reduce(0, +)) / 100))
let leap = cal.date(byAdding: .day, value: 1, to: d("2024-02-28"))!
print("Day after Feb 28, 2024: \(display.string(from: leap)); invalid parse: \(parser.date(from: "2024-13-40") == nil ? "nil" : "date")")
