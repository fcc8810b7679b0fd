protocol Queue {
    associatedtype Element
    mutating func enqueue(_ element: Element)
    mutating func dequeue() -> Element?
    var isEmpty: Bool { get }
}

struct PriorityQueue<Element>: Queue {
    private var elements: [Element] = []
    private let areInOrder: (Element, Element) -> Bool

    init(by areInOrder: @escaping (Element, Element) -> Bool) { self.areInOrder = areInOrder }

    mutating func enqueue(_ element: Element) {
        let index = elements.firstIndex { areInOrder(element, $0) } ?? elements.endIndex
        elements.insert(element, at: index)
    }
    mutating func dequeue() -> Element? { isEmpty ? nil : elements.removeFirst() }
    var isEmpty: Bool { elements.isEmpty }
    var count: Int { elements.count }
}

extension Queue {
    mutating func drain(_ body: (Element) -> Void) {
        while let e = dequeue() { body(e) }
    }
}

struct PrintJob: CustomStringConvertible {
    enum Priority: Int { case low = 1, normal = 2, urgent = 3 }
    let name: String
    let pages: Int
    let priority: Priority
    var description: String { "\(name) (\(pages)p, \(priority))" }
}

var queue = PriorityQueue<PrintJob> { $0.priority.rawValue > $1.priority.rawValue }
queue.enqueue(PrintJob(name: "report.pdf", pages: 12, priority: .normal))
queue.enqueue(PrintJob(name: "photo.jpg", pages: 1, priority: .low))
queue.enqueue(PrintJob(name: "boarding-pass.pdf", pages: 1, priority: .urgent))
queue.enqueue(PrintJob(name: "invoice.pdf", pages: 2, priority: .normal))
queue.enqueue(PrintJob(name: "ticket.pdf", pages: 1, priority: .urgent))
print("Queued: \(queue.count)")

var totalPages = 0
var minute = 0
queue.drain { job in
    totalPages += job.pages
    minute += max(1, job.pages / 4)
    print("t+\(minute)m printed \(job)")
}
print("Pages printed: \(totalPages), queue empty: \(queue.isEmpty)")

var numbers = PriorityQueue<Int>(by: <)
[5, 1, 4, 1, 3].forEach { numbers.enqueue($0) }
var sortedOut: [Int] = []
numbers.drain { sortedOut.append($0) }
print("Ascending: \(sortedOut)")
