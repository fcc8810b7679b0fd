struct Coordinates {
    let lat: Double
    let lon: Double
}

struct Venue {
    let name: String
    let coordinates: Coordinates?
}

struct Event {
    let title: String
    let venue: Venue?
    let ticketPrice: Int?
    let speakers: [String]?
}

final class Attendee {
    let name: String
    var ticket: Event?
    var friend: Attendee?
    init(name: String, ticket: Event? = nil) {
        self.name = name
        self.ticket = ticket
    }
}

let conf = Event(title: "SwiftConf", venue: Venue(name: "Hall A", coordinates: Coordinates(lat: 52.52, lon: 13.405)),
                 ticketPrice: 299, speakers: ["Ana", "Bo"])
let meetup = Event(title: "Meetup", venue: Venue(name: "Cafe", coordinates: nil), ticketPrice: nil, speakers: nil)
let online = Event(title: "Webinar", venue: nil, ticketPrice: 0, speakers: [])

let people = [
    Attendee(name: "Kai", ticket: conf),
    Attendee(name: "Lu", ticket: meetup),
    Attendee(name: "Max", ticket: online),
    Attendee(name: "Noor"),
]
people[0].friend = people[1]
people[1].friend = people[3]

for p in people {
    let venue = p.ticket?.venue?.name ?? "—"
    let lat = p.ticket?.venue?.coordinates?.lat
    let price = p.ticket?.ticketPrice.map { $0 == 0 ? "free" : "$\($0)" } ?? "n/a"
    let speakerCount = p.ticket?.speakers?.count ?? 0
    print("\(p.name): \(p.ticket?.title ?? "no ticket") @ \(venue), lat \(lat.map { String($0) } ?? "?"), \(price), speakers \(speakerCount)")
}

print(people[0].friend?.friend?.name ?? "none")
print(people[0].friend?.friend?.friend?.name ?? "none")
print(people[0].friend?.ticket?.title as Any)
print(people[3].ticket?.venue as Any)

if let first = people.first, let event = first.ticket, let speakers = event.speakers, !speakers.isEmpty {
    print("\(first.name) will see \(speakers.joined(separator: " & "))")
}

people[3].friend?.ticket = conf
print("Noor friend ticket set? \(people[3].friend?.ticket != nil)")
people[2].friend = people[0]
people[2].friend?.ticket = nil
print("Kai ticket now: \(people[0].ticket?.title ?? "none")")

let prices = people.compactMap { $0.ticket?.ticketPrice }
print(prices, prices.reduce(0, +))
let nested: Int?? = .some(nil)
print(nested as Any, (nested ?? 5) as Any)
