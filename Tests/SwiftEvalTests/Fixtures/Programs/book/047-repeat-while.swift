// repeat-while runs the body at least once.
var attempts = 0
var connected = false
repeat {
    attempts += 1
    print("attempt \(attempts)")
    connected = attempts == 3
} while !connected
print("connected after \(attempts)")

var ranOnce = false
repeat {
    ranOnce = true
    print("body runs even when condition is false")
} while false
print(ranOnce)

var balance = 100.0
var months = 0
repeat {
    balance *= 1.5
    months += 1
} while balance < 1000
print(months, balance)

var value = 5
var seq: [Int] = []
repeat {
    seq.append(value)
    value -= 2
} while value > 0
print(seq)

var text = "banana"
var removedCount = 0
repeat {
    if let idx = text.firstIndex(of: "a") {
        text.remove(at: idx)
        removedCount += 1
    } else {
        break
    }
} while true
print(text, removedCount)
