// Protocols: Comparable (synthesized for enums, custom for structs), sorting, min/max and ranges.
enum Priority: Comparable {
    case low, normal, high, critical
}

struct Ticket: Comparable, CustomStringConvertible {
    let priority: Priority
    let number: Int

    static func < (a: Ticket, b: Ticket) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        return a.number < b.number
    }
    var description: String { "#\(number)(\(priority))" }
}

struct Version: Comparable {
    let major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}

print(Priority.low < .high)
print(Priority.critical > .normal)
print([Priority.high, .low, .critical, .normal].sorted())
print([Priority.high, .low].max()!)

let tickets = [
    Ticket(priority: .normal, number: 4),
    Ticket(priority: .critical, number: 9),
    Ticket(priority: .normal, number: 2),
    Ticket(priority: .low, number: 1),
    Ticket(priority: .critical, number: 3),
]
print(tickets.sorted())
print(tickets.min()!)
print(tickets.sorted(by: >).first!)
print(tickets.sorted { $0.number < $1.number })

let versions = [Version(major: 1, minor: 10), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
let newest = versions.max()!
print(newest.major, newest.minor)
print(Version(major: 1, minor: 2) <= Version(major: 1, minor: 2))
let supported = Version(major: 1, minor: 0)...Version(major: 1, minor: 5)
print(versions.filter { supported.contains($0) }.count)
print(("b", 1) < ("b", 2), ("a", 9) < ("b", 0))
