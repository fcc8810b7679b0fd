// Protocols: synthesized Hashable used for Set membership and Dictionary keys (printed sorted).
struct Tag: Hashable {
    let name: String
}

struct Slot: Hashable {
    let day: Int
    let hour: Int
}

enum Channel: Hashable {
    case web
    case store(city: String)
}

let tags: Set<Tag> = [Tag(name: "work"), Tag(name: "home"), Tag(name: "work")]
print(tags.count)
print(tags.contains(Tag(name: "home")))
print(tags.map { $0.name }.sorted())

var bookings: [Slot: String] = [:]
bookings[Slot(day: 1, hour: 9)] = "Dentist"
bookings[Slot(day: 1, hour: 14)] = "Gym"
bookings[Slot(day: 2, hour: 9)] = "Call"
bookings[Slot(day: 1, hour: 9)] = "Dentist (moved)"
print(bookings.count)
print(bookings[Slot(day: 1, hour: 9)]!)
let ordered = bookings.keys.sorted { ($0.day, $0.hour) < ($1.day, $1.hour) }
for slot in ordered {
    print("day \(slot.day) \(slot.hour):00 \(bookings[slot]!)")
}

var sales: [Channel: Int] = [:]
for c in [Channel.web, .store(city: "Oslo"), .web, .store(city: "Bergen"), .store(city: "Oslo")] {
    sales[c, default: 0] += 1
}
print(sales[.web]!, sales[.store(city: "Oslo")]!, sales[.store(city: "Bergen")]!)
let unique = Set([Slot(day: 3, hour: 1), Slot(day: 3, hour: 1)])
print(unique.count)
print(Tag(name: "a") == Tag(name: "a"))
