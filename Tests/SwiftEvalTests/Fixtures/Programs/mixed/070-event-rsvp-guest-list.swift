// Event RSVP dashboard: responses enum, plus-ones, capacity and waitlist, dietary Set unions, headcount tuples.
import Foundation

enum RSVP: String {
    case yes, no, maybe, pending
}

struct Guest {
    let name: String
    var rsvp: RSVP
    var plusOnes: Int
    var dietary: Set<String>
    var partySize: Int { rsvp == .yes ? 1 + plusOnes : 0 }
}

struct Event {
    let title: String
    let capacity: Int
    var guests: [Guest]

    func headcount() -> (confirmed: Int, maybe: Int, declined: Int, pending: Int) {
        guests.reduce((0, 0, 0, 0)) { acc, g in
            switch g.rsvp {
            case .yes: return (acc.0 + g.partySize, acc.1, acc.2, acc.3)
            case .maybe: return (acc.0, acc.1 + 1 + g.plusOnes, acc.2, acc.3)
            case .no: return (acc.0, acc.1, acc.2 + 1, acc.3)
            case .pending: return (acc.0, acc.1, acc.2, acc.3 + 1)
            }
        }
    }
    func seating() -> (seated: [String], waitlisted: [String]) {
        var seats = capacity
        var seated: [String] = [], waitlisted: [String] = []
        for g in guests where g.rsvp == .yes {
            if g.partySize <= seats {
                seats -= g.partySize
                seated.append(g.plusOnes > 0 ? "\(g.name) +\(g.plusOnes)" : g.name)
            } else {
                waitlisted.append(g.name)
            }
        }
        return (seated, waitlisted)
    }
}

var party = Event(title: "Launch Party", capacity: 10, guests: [
    Guest(name: "Avery", rsvp: .yes, plusOnes: 1, dietary: ["vegan"]),
    Guest(name: "Blake", rsvp: .maybe, plusOnes: 2, dietary: []),
    Guest(name: "Casey", rsvp: .yes, plusOnes: 0, dietary: ["gluten-free", "nut allergy"]),
    Guest(name: "Devon", rsvp: .no, plusOnes: 0, dietary: ["vegan"]),
    Guest(name: "Emery", rsvp: .yes, plusOnes: 4, dietary: []),
    Guest(name: "Finley", rsvp: .pending, plusOnes: 1, dietary: []),
    Guest(name: "Gray", rsvp: .yes, plusOnes: 3, dietary: ["vegetarian"]),
    Guest(name: "Harper", rsvp: .yes, plusOnes: 0, dietary: []),
])

func summary(_ e: Event) {
    let (yes, maybe, no, pending) = e.headcount()
    print("\(e.title): \(yes) attending, \(maybe) maybe, \(no) declined, \(pending) awaiting reply")
    let (seated, waitlist) = e.seating()
    print("  Seated (\(seated.count)): \(seated.joined(separator: ", "))")
    print("  Waitlist: \(waitlist.isEmpty ? "empty" : waitlist.joined(separator: ", "))")
    let spots = e.capacity - e.guests.filter { $0.rsvp == .yes }.reduce(0) { $0 + $1.partySize }
    print("  \(spots >= 0 ? "\(spots) spot\(spots == 1 ? "" : "s") left" : "Over capacity by \(-spots)")")
}
summary(party)
let needs = party.guests.filter { $0.rsvp == .yes }.reduce(into: Set<String>()) { $0.formUnion($1.dietary) }
print("Catering notes: \(needs.sorted().joined(separator: ", "))")
if let i = party.guests.firstIndex(where: { $0.name == "Emery" }) { party.guests[i].plusOnes = 1 }
if let i = party.guests.firstIndex(where: { $0.name == "Finley" }) { party.guests[i].rsvp = .yes }
party.guests.removeAll { $0.rsvp == .no }
summary(party)
let byStatus = Dictionary(grouping: party.guests, by: \.rsvp.rawValue).mapValues { $0.map(\.name) }
for key in byStatus.keys.sorted() { print("\(key): \(byStatus[key]!.joined(separator: ", "))") }
