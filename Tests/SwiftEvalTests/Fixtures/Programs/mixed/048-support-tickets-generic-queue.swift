// Support desk: generic Queue and Stack types, priority ordering, constrained extensions, escalation.
import Foundation

struct Queue<Element> {
    private var items: [Element] = []
    private var head = 0
    var isEmpty: Bool { head >= items.count }
    var count: Int { items.count - head }
    mutating func enqueue(_ e: Element) { items.append(e) }
    mutating func dequeue() -> Element? {
        guard !isEmpty else { return nil }
        defer { head += 1 }
        return items[head]
    }
    func peek() -> Element? { isEmpty ? nil : items[head] }
}

struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}

extension Stack where Element: CustomStringConvertible {
    var trail: String { items.isEmpty ? "∅" : items.map(\.description).joined(separator: " ▸ ") }
}

enum Priority: Int, Comparable, CustomStringConvertible {
    case low = 1, normal, high, urgent
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["", "low", "normal", "high", "URGENT"][rawValue] }
}

struct Ticket: CustomStringConvertible {
    let id: Int
    let subject: String
    var priority: Priority
    var description: String { "#\(id)(\(priority))" }
}

var queues: [Priority: Queue<Ticket>] = [:]
func submit(_ t: Ticket) { queues[t.priority, default: Queue()].enqueue(t) }
func nextTicket() -> Ticket? {
    for p in [Priority.urgent, .high, .normal, .low] {
        if let t = queues[p]?.dequeue() { return t }
    }
    return nil
}

let incoming = [
    Ticket(id: 1, subject: "Can't log in", priority: .high),
    Ticket(id: 2, subject: "Typo on pricing page", priority: .low),
    Ticket(id: 3, subject: "Site down!", priority: .urgent),
    Ticket(id: 4, subject: "Refund request", priority: .normal),
    Ticket(id: 5, subject: "Password reset loop", priority: .high),
    Ticket(id: 6, subject: "Feature idea", priority: .low),
]
incoming.forEach(submit)
let waiting = [Priority.urgent, .high, .normal, .low].map { "\($0): \(queues[$0]?.count ?? 0)" }
print("Waiting — \(waiting.joined(separator: ", "))")

var handled = Stack<Ticket>()
var agentCapacity = 4
while agentCapacity > 0, var ticket = nextTicket() {
    agentCapacity -= 1
    if ticket.subject.lowercased().contains("password") && ticket.priority < .urgent {
        ticket.priority = .urgent
        print("Escalated \(ticket.id): \(ticket.subject)")
    }
    handled.push(ticket)
    print("Agent took \(ticket) \(ticket.subject)")
}
print("Handled trail: \(handled.trail)")
print("Last handled: \(handled.top?.subject ?? "none")")
if let undone = handled.pop() { submit(undone); print("Reopened \(undone)") }
print("Next up: \(queues[.urgent]?.peek()?.description ?? queues[.low]?.peek()?.description ?? "nobody")")
var drained: [String] = []
while let t = nextTicket() { drained.append(t.description) }
print("Drained: \(drained.joined(separator: ", "))")
print("Empty now: \(nextTicket() == nil), stack: \(Stack<Ticket>().trail)")
var numbers = Queue<Int>()
(1...3).forEach { numbers.enqueue($0 * 10) }
print("Int queue: \(numbers.dequeue() ?? 0), \(numbers.peek() ?? 0), left \(numbers.count)")
