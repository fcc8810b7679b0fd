// Auction listing: bid validation with minimum increments, reserve price, ties by earliest, time-left labels.
import Foundation

struct Bid {
    let bidder: String
    let amount: Int   // cents
    let second: Int   // seconds since listing opened
}

enum BidResult {
    case accepted(newHigh: Int)
    case tooLow(minimum: Int)
    case closed
    case selfOutbid
}

struct Auction {
    let title: String
    let startingPrice: Int
    let reserve: Int?
    let endsAt: Int
    private(set) var bids: [Bid] = []

    init(title: String, startingPrice: Int, reserve: Int?, endsAt: Int) {
        self.title = title; self.startingPrice = startingPrice; self.reserve = reserve; self.endsAt = endsAt
    }

    var leader: Bid? { bids.max { ($0.amount, -$0.second) < ($1.amount, -$1.second) } }
    var increment: Int {
        switch leader?.amount ?? startingPrice {
        case ..<10_00: return 50
        case 10_00..<100_00: return 1_00
        case 100_00..<1_000_00: return 5_00
        default: return 25_00
        }
    }
    var minimumNext: Int { leader.map { $0.amount + increment } ?? startingPrice }

    mutating func place(_ bid: Bid) -> BidResult {
        guard bid.second < endsAt else { return .closed }
        if leader?.bidder == bid.bidder { return .selfOutbid }
        guard bid.amount >= minimumNext else { return .tooLow(minimum: minimumNext) }
        bids.append(bid)
        return .accepted(newHigh: bid.amount)
    }
    func timeLeft(at second: Int) -> String {
        let s = endsAt - second
        switch s {
        case ..<1: return "Ended"
        case 1..<60: return "\(s)s left!"
        case 60..<3_600: return "\(s / 60)m \(s % 60)s left"
        default: return "\(s / 3_600)h \(s % 3_600 / 60)m left"
        }
    }
}

func usd(_ c: Int) -> String { String(format: "$%d.%02d", c / 100, c % 100) }

var lot = Auction(title: "Vintage Camera", startingPrice: 9_50, reserve: 120_00, endsAt: 4_000)
let attempts = [
    Bid(bidder: "kai", amount: 9_00, second: 10), Bid(bidder: "kai", amount: 9_50, second: 12),
    Bid(bidder: "kai", amount: 20_00, second: 30), Bid(bidder: "mo", amount: 10_00, second: 40),
    Bid(bidder: "mo", amount: 99_99, second: 100), Bid(bidder: "lu", amount: 100_99, second: 200),
    Bid(bidder: "kai", amount: 130_00, second: 3_990), Bid(bidder: "lu", amount: 135_00, second: 3_995),
    Bid(bidder: "mo", amount: 500_00, second: 4_000),
]
for b in attempts {
    let before = lot.timeLeft(at: b.second)
    switch lot.place(b) {
    case .accepted(let high): print("\(b.bidder) bids \(usd(b.amount)) ✓ high \(usd(high)) [\(before)]")
    case .tooLow(let min): print("\(b.bidder) bids \(usd(b.amount)) ✗ minimum \(usd(min))")
    case .closed: print("\(b.bidder) bids \(usd(b.amount)) ✗ auction \(before.lowercased())")
    case .selfOutbid: print("\(b.bidder) is already winning")
    }
}
let reserveMet = lot.reserve.map { (lot.leader?.amount ?? 0) >= $0 } ?? true
print("\(lot.title): \(lot.bids.count) bids, \(Set(lot.bids.map(\.bidder)).count) bidders")
print("Winner: \(reserveMet ? lot.leader.map { "\($0.bidder) at \(usd($0.amount))" } ?? "none" : "reserve not met")")
print("Labels: \([0, 3_000, 3_941, 3_999, 4_000].map { lot.timeLeft(at: $0) }.joined(separator: " | "))")
