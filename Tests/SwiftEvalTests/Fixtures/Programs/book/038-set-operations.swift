// Set algebra: union, intersection, subtracting, symmetric difference, subsets.
let weekdayStaff: Set = ["Ana", "Ben", "Cleo", "Dev"]
let weekendStaff: Set = ["Cleo", "Eli", "Dev", "Fay"]
let managers: Set = ["Ana", "Cleo"]

print(weekdayStaff.union(weekendStaff).sorted())
print(weekdayStaff.intersection(weekendStaff).sorted())
print(weekdayStaff.subtracting(weekendStaff).sorted())
print(weekdayStaff.symmetricDifference(weekendStaff).sorted())

print(managers.isSubset(of: weekdayStaff))
print(managers.isSubset(of: weekendStaff))
print(weekdayStaff.isSuperset(of: managers))
print(managers.isStrictSubset(of: weekdayStaff))
print(weekdayStaff.isStrictSuperset(of: weekdayStaff))
print(managers.isDisjoint(with: ["Eli", "Fay"]))
print(managers.isDisjoint(with: weekendStaff))

var roster = weekdayStaff
roster.formUnion(["Gus"])
print(roster.sorted())
roster.subtract(managers)
print(roster.sorted())
roster.formIntersection(weekendStaff)
print(roster.sorted())
roster.formSymmetricDifference(["Dev", "Hal"])
print(roster.sorted())

let evens = Set(stride(from: 0, to: 20, by: 2))
let threes = Set(stride(from: 0, to: 20, by: 3))
print(evens.intersection(threes).sorted())
print(evens.union(threes).count)
print(evens.contains(18), threes.contains(18))
let emptyInter = Set<Int>().intersection(evens)
print(emptyInter.isEmpty)
print(evens.isSubset(of: evens), Set<Int>().isSubset(of: threes))
