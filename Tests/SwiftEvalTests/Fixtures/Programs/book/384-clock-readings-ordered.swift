// Dates read from the clock are not known, but one read later is not
// earlier: models made one after another sort by creation date in the
// order they were made, and a date moved back from an earlier reading
// stays before a later one. Their values are never printed here.
import Foundation

final class Sighting {
    let bird: String
    let seen: Date
    init(bird: String, seen: Date = .now) {
        self.bird = bird
        self.seen = seen
    }
}

var log: [Sighting] = []
log.append(Sighting(bird: "hummingbird", seen: Date(timeIntervalSinceNow: -5)))
log.append(Sighting(bird: "goldfinch", seen: .init(timeIntervalSinceNow: -3)))
log.append(Sighting(bird: "robin"))
log.append(Sighting(bird: "wren", seen: Date().addingTimeInterval(2)))
log.append(Sighting(bird: "jay", seen: Date.now + 10))

let ordered = [log[3], log[0], log[4], log[2], log[1]].sorted { $0.seen < $1.seen }
print(ordered.map(\.bird))
print(log[0].seen < log[2].seen, log[3].seen > log[2].seen, log[4].seen >= log[1].seen)
print(log[2].seen == log[2].seen, log[1].seen != log[4].seen)
let start = Date()
let later = start.addingTimeInterval(60)
print(later > start, start.addingTimeInterval(-1) < start, later - 60 == start)
