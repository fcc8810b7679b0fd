enum Currency: String {
    case usd = "USD", eur = "EUR", jpy = "JPY"
    var symbol: String {
        switch self {
        case .usd: return "$"
        case .eur: return "€"
        case .jpy: return "¥"
        }
    }
    var fractionDigits: Int { self == .jpy ? 0 : 2 }
}

struct Money: CustomStringConvertible, Equatable {
    let minorUnits: Int
    let currency: Currency

    var description: String {
        let digits = currency.fractionDigits
        guard digits > 0 else { return "\(currency.symbol)\(minorUnits)" }
        let divisor = Int(pow10(digits))
        let sign = minorUnits < 0 ? "-" : ""
        let whole = abs(minorUnits) / divisor
        let frac = String(abs(minorUnits) % divisor)
        return "\(sign)\(currency.symbol)\(whole).\(String(repeating: "0", count: digits - frac.count))\(frac)"
    }

    static func + (a: Money, b: Money) -> Money? {
        guard a.currency == b.currency else { return nil }
        return Money(minorUnits: a.minorUnits + b.minorUnits, currency: a.currency)
    }
}

func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { acc, _ in acc * 10 } }

enum PaymentMethod: CustomStringConvertible {
    case card(last4: String, brand: String)
    case wallet(String)
    case cash

    var description: String {
        switch self {
        case let .card(last4, brand): return "\(brand) •••• \(last4)"
        case .wallet(let name): return name
        case .cash: return "Cash"
        }
    }
}

enum PaymentStatus: CustomStringConvertible {
    case pending
    case authorized(Money, via: PaymentMethod)
    case refunded(original: Money, amount: Money)
    case declined(reason: String?)

    var description: String {
        switch self {
        case .pending: return "Pending"
        case let .authorized(m, method): return "Authorized \(m) via \(method)"
        case let .refunded(original, amount): return "Refunded \(amount) of \(original)"
        case .declined(let reason?): return "Declined: \(reason)"
        case .declined(nil): return "Declined"
        }
    }
}

let payments: [PaymentStatus] = [
    .pending,
    .authorized(Money(minorUnits: 1999, currency: .usd), via: .card(last4: "4242", brand: "Visa")),
    .authorized(Money(minorUnits: 1500, currency: .jpy), via: .wallet("Apple Pay")),
    .refunded(original: Money(minorUnits: 5005, currency: .eur), amount: Money(minorUnits: 5, currency: .eur)),
    .declined(reason: "Insufficient funds"),
    .declined(reason: nil),
    .authorized(Money(minorUnits: -250, currency: .usd), via: .cash),
]
payments.forEach { print($0) }
print(payments[1])
print("\(payments.count) payments, first: \(payments[0]), methods: \([PaymentMethod.cash, .wallet("G Pay")])")
let a = Money(minorUnits: 150, currency: .eur), b = Money(minorUnits: 275, currency: .eur)
print((a + b).map { "\($0)" } ?? "mismatch", (a + Money(minorUnits: 1, currency: .usd)).map { "\($0)" } ?? "mismatch")
print(Currency.usd.rawValue, Currency(rawValue: "EUR")?.symbol ?? "?")
