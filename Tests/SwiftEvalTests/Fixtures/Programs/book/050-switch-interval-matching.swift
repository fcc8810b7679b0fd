// switch on ranges (interval matching) of ints, doubles and characters.
func grade(_ score: Int) -> String {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case ..<0: return "invalid"
    case 101...: return "invalid"
    default: return "F"
    }
}
for s in [100, 90, 89, 75, 12, -1, 101, 0] {
    print(s, grade(s))
}

func batteryIcon(_ level: Double) -> String {
    switch level {
    case 0.0..<0.1: return "empty"
    case 0.1..<0.5: return "low"
    case 0.5...1.0: return "good"
    default: return "?"
    }
}
print(batteryIcon(0.05), batteryIcon(0.3), batteryIcon(1.0), batteryIcon(1.2))

func kind(_ c: Character) -> String {
    switch c {
    case "a"..."z": return "lower"
    case "A"..."Z": return "upper"
    case "0"..."9": return "digit"
    default: return "symbol"
    }
}
print("aZ3#".map(kind))

let count = 62
let naturalCount: String
switch count {
case 0: naturalCount = "no"
case 1..<5: naturalCount = "a few"
case 5..<12: naturalCount = "several"
case 12..<100: naturalCount = "dozens of"
default: naturalCount = "many"
}
print("There are \(naturalCount) moons.")
