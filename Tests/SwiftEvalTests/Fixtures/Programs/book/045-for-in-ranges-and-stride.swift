// for-in over ranges, stride(from:to:by:), stride(from:through:by:), ignored values.
for level in 1...3 {
    print("level \(level)")
}
var power = 1
for _ in 1...10 {
    power *= 2
}
print(power)

for minute in stride(from: 0, to: 60, by: 15) {
    print("tick", minute)
}
for hour in stride(from: 12, through: 0, by: -4) {
    print("hour", hour)
}
for v in stride(from: 0.0, through: 1.0, by: 0.25) {
    print(v)
}
print(Array(stride(from: 1, to: 1, by: 1)))
print(Array(stride(from: 10, through: 1, by: -3)))
print(Array(stride(from: 0.1, to: 0.5, by: 0.1)))

for i in (0..<3).reversed() {
    print("countdown", i)
}
let emptyRange = 5..<5
for i in emptyRange {
    print("never", i)
}
print("after empty loop")

var total = 0
for i in 1...100 where i % 7 == 0 {
    total += i
}
print(total)

for (i, ch) in zip(1..., "abc") {
    print(i, ch)
}
for ch in "hey" {
    print(ch, terminator: "|")
}
print()
