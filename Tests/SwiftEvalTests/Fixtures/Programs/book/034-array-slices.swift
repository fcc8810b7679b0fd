// ArraySlice: indices are shared with the base array.
let temps = [12, 15, 19, 22, 18, 14, 9]
let midweek = temps[2...4]
print(midweek)
print(midweek.startIndex, midweek.endIndex)
print(midweek[3])
print(midweek.first!, midweek.last!)
print(Array(midweek))
print(type(of: midweek))

let tail = temps.dropFirst(4)
print(tail, tail.startIndex)
let head = temps.prefix(3)
print(head)
print(temps.suffix(2))
print(temps.dropLast(5))
print(temps.prefix(while: { $0 < 20 }))
print(temps[...].count)

var week = temps
week[1..<3] = [0]
print(week, week.count)

let warm = temps.firstIndex(where: { $0 > 20 })
if let w = warm {
    print("first warm day index \(w): \(temps[w])")
    print(temps[..<w])
}
let split = temps.split(whereSeparator: { $0 < 13 })
print(split)
print(split.map { $0.reduce(0, +) })
let chunk = temps[1...3].map { $0 * 2 }
print(chunk)
print(temps[2...4] == [19, 22, 18])
