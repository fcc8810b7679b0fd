// Protocols: property and method requirements, get/set properties, mutating requirements.
protocol Trackable {
    var id: String { get }
    var progress: Double { get set }
    func statusLine() -> String
    mutating func complete()
}

struct ReadingGoal: Trackable {
    let id: String
    var pagesRead: Int
    let totalPages: Int

    var progress: Double {
        get { Double(pagesRead) / Double(totalPages) }
        set { pagesRead = Int(newValue * Double(totalPages)) }
    }

    func statusLine() -> String { "\(id): \(pagesRead)/\(totalPages) pages" }
    mutating func complete() { pagesRead = totalPages }
}

final class SavingsGoal: Trackable {
    let id: String
    var progress: Double = 0
    init(id: String) { self.id = id }
    func statusLine() -> String { "\(id): \(Int(progress * 100))% saved" }
    func complete() { progress = 1 }
}

var book = ReadingGoal(id: "novel", pagesRead: 50, totalPages: 200)
print(book.progress)
book.progress = 0.5
print(book.statusLine())
book.complete()
print(book.statusLine())

let bike = SavingsGoal(id: "bike")
bike.progress = 0.35
print(bike.statusLine())

func bumpProgress<T: Trackable>(_ item: inout T, by amount: Double) {
    item.progress = min(1, item.progress + amount)
}
var novel2 = ReadingGoal(id: "essays", pagesRead: 0, totalPages: 80)
bumpProgress(&novel2, by: 0.25)
print(novel2.statusLine())
var bikeRef = bike
bumpProgress(&bikeRef, by: 0.9)
print(bike.statusLine())

var goals: [Trackable] = [novel2, bike]
goals[0].complete()
print(goals.map { $0.statusLine() })
print(novel2.pagesRead)
