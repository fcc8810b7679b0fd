// Properties: computed properties with getters, setters, newValue and read-only shorthand.
struct Temperature {
    var celsius: Double

    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }

    var kelvin: Double {
        get { celsius + 273.15 }
        set(newKelvin) { celsius = newKelvin - 273.15 }
    }

    var label: String { "\(celsius)°C" }
}

struct Budget {
    var limit: Int
    var spent: Int
    var remaining: Int { limit - spent }
    var percentUsed: Int {
        get { limit == 0 ? 0 : spent * 100 / limit }
        set { spent = limit * newValue / 100 }
    }
    var isOver: Bool { remaining < 0 }
}

var t = Temperature(celsius: 20)
print(t.fahrenheit)
t.fahrenheit = 212
print(t.celsius)
print(t.label)
t.kelvin = 273.15
print(t.celsius)
print(t.kelvin)

var b = Budget(limit: 400, spent: 150)
print(b.remaining, b.percentUsed, b.isOver)
b.percentUsed = 75
print(b.spent, b.remaining)
b.spent = 450
print(b.remaining, b.percentUsed, b.isOver)
b.limit = 0
print(b.percentUsed)
