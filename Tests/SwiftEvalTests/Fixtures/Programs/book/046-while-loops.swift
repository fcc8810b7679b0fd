// while loops with changing state.
struct Download {
    var received = 0
    let total: Int
    var isComplete: Bool { received >= total }
}

var download = Download(total: 1000)
var chunkSize = 128
var rounds = 0
while !download.isComplete {
    download.received += chunkSize
    chunkSize *= 2
    rounds += 1
    print("round \(rounds): \(min(download.received, download.total))/\(download.total)")
}
print(download)

var n = 27
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print("collatz steps:", steps)

var queue = ["a", "b", "c"]
while let next = queue.first {
    queue.removeFirst()
    print("processing \(next), \(queue.count) left")
}

var never = 0
while never > 0 {
    never -= 1
}
print(never)

var digits: [Int] = []
var number = 90210
while number > 0 {
    digits.insert(number % 10, at: 0)
    number /= 10
}
print(digits)
var stack = [1, 2, 3]
while let top = stack.popLast() { print(top, terminator: " ") }
print()
