import Foundation

let day: TimeInterval = 86_400
let now = Date(timeIntervalSince1970: 1_714_521_600) // 2024-05-01 00:00 UTC

struct Book { let isbn: String; let title: String; let author: String }

struct Loan {
    let book: Book
    let member: String
    let borrowed: Date
    let loanDays: Int
    var returned: Date?

    var due: Date { borrowed.addingTimeInterval(Double(loanDays) * day) }

    func daysOverdue(asOf date: Date) -> Int {
        let end = returned ?? date
        let diff = end.timeIntervalSince(due)
        return diff > 0 ? Int((diff / day).rounded(.up)) : 0
    }

    func fee(asOf date: Date) -> Double {
        let d = daysOverdue(asOf: date)
        let raw = d <= 7 ? Double(d) * 0.25 : 1.75 + Double(d - 7) * 0.5
        return min(raw, 10.0)
    }
}

enum LoanStatus: Comparable {
    case returned, onTime(daysLeft: Int), dueSoon(daysLeft: Int), overdue(days: Int)
}

func status(_ loan: Loan) -> LoanStatus {
    if loan.returned != nil { return .returned }
    let od = loan.daysOverdue(asOf: now)
    if od > 0 { return .overdue(days: od) }
    let left = Int((loan.due.timeIntervalSince(now) / day).rounded(.down))
    return left <= 2 ? .dueSoon(daysLeft: left) : .onTime(daysLeft: left)
}

let df = DateFormatter()
df.locale = Locale(identifier: "en_US_POSIX")
df.timeZone = TimeZone(identifier: "UTC")
df.dateFormat = "EEE MMM d"

let books = [
    Book(isbn: "978-0131103627", title: "The C Programming Language", author: "Kernighan"),
    Book(isbn: "978-0262033848", title: "Introduction to Algorithms", author: "Cormen"),
    Book(isbn: "978-0596007126", title: "Head First Design Patterns", author: "Freeman"),
    Book(isbn: "978-1491950357", title: "Swift Programming", author: "Mathias"),
]
let loans = [
    Loan(book: books[0], member: "ana", borrowed: now - 30 * day, loanDays: 21, returned: nil),
    Loan(book: books[1], member: "ben", borrowed: now - 12 * day, loanDays: 14, returned: nil),
    Loan(book: books[2], member: "ana", borrowed: now - 3 * day, loanDays: 14, returned: nil),
    Loan(book: books[3], member: "cy", borrowed: now - 60 * day, loanDays: 14, returned: now - 20 * day),
    Loan(book: books[1], member: "cy", borrowed: now - 90 * day, loanDays: 14, returned: nil),
]

for loan in loans.sorted(by: { status($0) > status($1) }) {
    let text: String
    switch status(loan) {
    case .returned: text = "returned, fee $\(String(format: "%.2f", loan.fee(asOf: now)))"
    case .onTime(let d): text = "due \(df.string(from: loan.due)) (\(d) days)"
    case .dueSoon(let d): text = d == 0 ? "due today" : "due in \(d) day\(d == 1 ? "" : "s")!"
    case .overdue(let d): text = "OVERDUE \(d)d, fee $\(String(format: "%.2f", loan.fee(asOf: now)))"
    }
    print("\(loan.member.padding(toLength: 4, withPad: " ", startingAt: 0))\(loan.book.title.prefix(22).padding(toLength: 23, withPad: " ", startingAt: 0))\(text)")
}

let feesByMember = Dictionary(grouping: loans, by: \.member).mapValues { $0.reduce(0.0) { $0 + $1.fee(asOf: now) } }
for (member, fee) in feesByMember.sorted(by: { $0.key < $1.key }) {
    print("\(member): $\(String(format: "%.2f", fee))\(fee >= 5 ? " — borrowing suspended" : "")")
}
let outstanding = loans.filter { $0.returned == nil }
print("Checked out: \(outstanding.count), unique titles: \(Set(outstanding.map(\.book.isbn)).count)")
let authors = books.map(\.author).sorted(by: >)
print(authors)
print(loans.map { $0.book.isbn.split(separator: "-").last.map(String.init) ?? "" }.map { $0.suffix(4) })
print(status(loans[2]) < status(loans[0]), LoanStatus.dueSoon(daysLeft: 1) < .dueSoon(daysLeft: 2))
