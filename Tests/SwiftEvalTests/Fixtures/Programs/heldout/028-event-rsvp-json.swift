import Foundation

struct Event: Codable {
    let title: String
    let capacity: Int
    var attendees: [Attendee]

    struct Attendee: Codable {
        let name: String
        var status: RSVP
        let plusOne: Bool?
    }

    enum RSVP: String, Codable { case going, maybe, declined }

    var headcount: Int {
        attendees.filter { $0.status == .going }.reduce(0) { $0 + 1 + ($1.plusOne == true ? 1 : 0) }
    }
    var spotsLeft: Int { max(0, capacity - headcount) }
}

let json = """
{
  "title": "Team Offsite",
  "capacity": 6,
  "attendees": [
    {"name": "Ola", "status": "going", "plusOne": true},
    {"name": "Kim", "status": "maybe"},
    {"name": "Raj", "status": "going", "plusOne": false},
    {"name": "Liv", "status": "declined"}
  ]
}
"""

do {
    var event = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
    print("\(event.title): \(event.headcount) going, \(event.spotsLeft) spots left")
    if let i = event.attendees.firstIndex(where: { $0.name == "Kim" }) {
        event.attendees[i].status = .going
    }
    event.attendees.append(.init(name: "Tom", status: .going, plusOne: true))
    print("After updates: \(event.headcount) going, \(event.spotsLeft) spots left")
    let byStatus = Dictionary(grouping: event.attendees, by: \.status)
    for status in [Event.RSVP.going, .maybe, .declined] {
        let names = byStatus[status, default: []].map(\.name).sorted()
        print("  \(status.rawValue): \(names.isEmpty ? "-" : names.joined(separator: ", "))")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let slim = Event(title: event.title, capacity: event.capacity, attendees: Array(event.attendees.prefix(2)))
    print(String(decoding: try encoder.encode(slim), as: UTF8.self))
} catch {
    print("decode failed: \(error)")
}
