struct ThemeColors {
    var primary: String
    var accent: String
}

final class ThemeManager {
    var colors: ThemeColors
    var observers: [(ThemeColors) -> Void] = []
    init(colors: ThemeColors) { self.colors = colors }

    func update(_ change: (inout ThemeColors) -> Void) {
        change(&colors)
        observers.forEach { $0(colors) }
    }
}

struct Screen {
    let title: String
    var localColors: ThemeColors
    let manager: ThemeManager

    var effectiveAccent: String { manager.colors.accent }
}

let manager = ThemeManager(colors: ThemeColors(primary: "blue", accent: "orange"))
var home = Screen(title: "Home", localColors: manager.colors, manager: manager)
var settings = home
settings.localColors.primary = "gray"

print("home.local: \(home.localColors.primary), settings.local: \(settings.localColors.primary)")

var log: [String] = []
manager.observers.append { log.append("accent=\($0.accent)") }
manager.update { $0.accent = "pink" }
print("home effective: \(home.effectiveAccent), settings effective: \(settings.effectiveAccent)")
print("home.local accent still: \(home.localColors.accent)")
print("shared manager: \(home.manager === settings.manager)")

func brighten(_ c: inout ThemeColors) {
    c.primary = "light-" + c.primary
}
brighten(&home.localColors)
brighten(&home.localColors)
print(home.localColors.primary)

var array1 = [ThemeColors(primary: "a", accent: "b")]
var array2 = array1
array2[0].primary = "changed"
print(array1[0].primary, array2[0].primary)

let managers = [manager, manager, ThemeManager(colors: ThemeColors(primary: "x", accent: "y"))]
managers[0].update { $0.primary = "red" }
print(managers.map(\.colors.primary))
print(managers[0] === managers[1], managers[1] === managers[2])

func swapValues<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}
var left = "L", right = "R"
swapValues(&left, &right)
print(left, right)
var nums = [1, 2, 3]
nums.swapAt(0, 2)
print(nums)
print(log)
