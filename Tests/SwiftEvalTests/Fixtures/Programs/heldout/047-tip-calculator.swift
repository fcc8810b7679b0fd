import Foundation

struct Bill {
    var subtotal: Double
    var tipPercent: Double = 0.18 {
        didSet { tipPercent = min(max(tipPercent, 0), 0.5) }
    }
    var taxRate = 0.0875
    var people = 1 {
        didSet { if people < 1 { people = 1 } }
    }

    var tax: Double { (subtotal * taxRate * 100).rounded() / 100 }
    var tip: Double { (subtotal * tipPercent * 100).rounded() / 100 }
    var total: Double { subtotal + tax + tip }
    var perPerson: Double {
        let totalCents = Int((total * 100).rounded())
        return Double((totalCents + people - 1) / people) / 100
    }
}

let currency = NumberFormatter()
currency.locale = Locale(identifier: "en_US_POSIX")
currency.numberStyle = .decimal
currency.minimumFractionDigits = 2
currency.maximumFractionDigits = 2
currency.positivePrefix = "$"

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US_POSIX")
percent.numberStyle = .percent
percent.maximumFractionDigits = 1

func show(_ bill: Bill) {
    let pct = percent.string(from: NSNumber(value: bill.tipPercent))!
    print("Subtotal \(currency.string(from: NSNumber(value: bill.subtotal))!) | tax \(currency.string(from: NSNumber(value: bill.tax))!) | tip \(pct) \(currency.string(from: NSNumber(value: bill.tip))!)")
    print("  Total \(currency.string(from: NSNumber(value: bill.total))!) split \(bill.people) ways: \(currency.string(from: NSNumber(value: bill.perPerson))!) each")
}

var bill = Bill(subtotal: 86.40)
show(bill)
bill.people = 3
bill.tipPercent = 0.2
show(bill)
bill.tipPercent = 0.75
bill.people = 0
show(bill)
bill.subtotal = 1234.5
bill.tipPercent = 0.125
bill.people = 4
show(bill)
