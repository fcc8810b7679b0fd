// zip and enumerated sequences with forEach and for-in.
let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"]
let steps = [4200, 8100, 6600]

for (day, count) in zip(weekdays, steps) {
    print(day, count)
}
print(Array(zip(weekdays, steps)))
print(Array(zip(1...3, "xyz")))

weekdays.enumerated().forEach { (index, day) in
    if index % 2 == 0 { print(index, day) }
}
weekdays.enumerated().forEach { index, day in
    print("\(index + 1)/\(weekdays.count): \(day)")
}
let indexed = weekdays.enumerated().filter { $0.offset >= 3 }.map { $0.element }
print(indexed)
let firstLong = weekdays.enumerated().first { $0.element.hasPrefix("T") }
print(firstLong as Any)

let before = [3, 5, 9]
let after = [4, 5, 7]
let changes = zip(before, after).map { $1 - $0 }
print(changes)
let improved = zip(before, after).filter { old, new in new > old }.count
print(improved)
let asDict = Dictionary(uniqueKeysWithValues: zip(weekdays, steps))
print(asDict.sorted { $0.value < $1.value }.map { $0.key })
for (i, (day, count)) in zip(weekdays, steps).enumerated() {
    print(i, day, count)
}
let offsets = weekdays.prefix(3).enumerated().map { i, d in String(repeating: " ", count: i) + d }
offsets.forEach { print($0) }
let slice = weekdays[2...]
for (i, d) in slice.enumerated() { print(i, d) }
for (i, d) in zip(slice.indices, slice) { print(i, d) }
