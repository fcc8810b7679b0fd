// Restaurant host stand: waitlist of parties, best-fit table assignment, wait estimates, no-shows.
import Foundation

struct Table {
    let number: Int
    let seats: Int
    var party: String? = nil
}

struct Party {
    let name: String
    let size: Int
    let arrivedMinute: Int
}

final class HostStand {
    var tables: [Table]
    var waitlist: [Party] = []
    var seatedLog: [String] = []
    init(tables: [Table]) { self.tables = tables }

    func bestTable(for size: Int) -> Int? {
        tables.indices
            .filter { tables[$0].party == nil && tables[$0].seats >= size }
            .min { (tables[$0].seats, tables[$0].number) < (tables[$1].seats, tables[$1].number) }
    }
    func arrive(_ p: Party) {
        guard p.size > 0 else { seatedLog.append("ignored empty party \(p.name)"); return }
        guard p.size <= tables.map(\.seats).max() ?? 0 else {
            seatedLog.append("\(p.name) (\(p.size)) is too large to seat"); return
        }
        waitlist.append(p)
        seatWaiting(at: p.arrivedMinute)
    }
    func free(table number: Int, at minute: Int) {
        guard let i = tables.firstIndex(where: { $0.number == number }), let name = tables[i].party else { return }
        tables[i].party = nil
        seatedLog.append("t\(minute): table \(number) cleared (\(name))")
        seatWaiting(at: minute)
    }
    private func seatWaiting(at minute: Int) {
        var i = 0
        while i < waitlist.count {
            let p = waitlist[i]
            if let t = bestTable(for: p.size) {
                tables[t].party = p.name
                waitlist.remove(at: i)
                let waited = minute - p.arrivedMinute
                seatedLog.append("t\(minute): \(p.name) (\(p.size)) → table \(tables[t].number)/\(tables[t].seats)\(waited > 0 ? ", waited \(waited)m" : "")")
            } else {
                i += 1
            }
        }
    }
    var quote: String {
        switch waitlist.count {
        case 0: return "No wait"
        case 1...2: return "About 15 min"
        default: return "About \(waitlist.count * 10) min"
        }
    }
}

let host = HostStand(tables: [Table(number: 1, seats: 2), Table(number: 2, seats: 4), Table(number: 3, seats: 4), Table(number: 4, seats: 8)])
print("Quote: \(host.quote)")
host.arrive(Party(name: "Ito", size: 2, arrivedMinute: 0))
host.arrive(Party(name: "Novak", size: 3, arrivedMinute: 2))
host.arrive(Party(name: "Reyes", size: 6, arrivedMinute: 5))
host.arrive(Party(name: "Chen", size: 2, arrivedMinute: 6))
host.arrive(Party(name: "Ghost", size: 0, arrivedMinute: 7))
host.arrive(Party(name: "Team", size: 12, arrivedMinute: 8))
host.arrive(Party(name: "Diaz", size: 4, arrivedMinute: 9))
host.arrive(Party(name: "Park", size: 1, arrivedMinute: 10))
print("Waiting: \(host.waitlist.map { "\($0.name)(\($0.size))" }.joined(separator: ", ")) — \(host.quote)")
host.free(table: 1, at: 25)
host.free(table: 3, at: 31)
host.free(table: 9, at: 32)
host.waitlist.removeAll { $0.name == "Park" }
host.free(table: 2, at: 40)
for line in host.seatedLog { print(line) }
let occupied = host.tables.filter { $0.party != nil }
print("Occupied \(occupied.count)/\(host.tables.count), seats in use \(occupied.reduce(0) { $0 + $1.seats }), quote: \(host.quote)")
