// Integer division truncates toward zero; remainder takes the dividend's sign.
print(7 / 2, -7 / 2, 7 / -2, -7 / -2)
print(7 % 3, -7 % 3, 7 % -3, -7 % -3)
print(9 % 4, -9 % 4)
print(0 / 5, 0 % 5)

let minutesTotal = 135
let hours = minutesTotal / 60
let minutes = minutesTotal % 60
print("\(hours)h \(minutes)m")

let offset = -135
print(offset / 60, offset % 60)
print(offset.quotientAndRemainder(dividingBy: 60))
print((-7).quotientAndRemainder(dividingBy: 2))

func wrappedIndex(_ i: Int, count: Int) -> Int {
    let r = i % count
    return r < 0 ? r + count : r
}
let carousel = ["Home", "Search", "Profile"]
for step in [-4, -1, 0, 2, 5] {
    print(step, carousel[wrappedIndex(step, count: carousel.count)])
}

print(8.0.truncatingRemainder(dividingBy: 2.5))
print((-8.0).truncatingRemainder(dividingBy: 2.5))
print(8.0.remainder(dividingBy: 3))
print(7.isMultiple(of: 7), 10.isMultiple(of: 4), 0.isMultiple(of: 3))
print(-5 / 2 * 2 + -5 % 2)
print(abs(-12), abs(4), (-3).magnitude, (-4.5).magnitude)
let negThree = -3
print(-negThree, -(negThree), +5, -0)
print((17).signum(), (-2).signum(), 0.signum())
