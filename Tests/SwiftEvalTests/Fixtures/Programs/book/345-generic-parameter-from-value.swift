// A generic type's parameter inside its own methods and accessors, known
// from the value: a settings wrapper casts what it stored to its T, and a
// box checks and casts against the T of the value it holds.
final class Store {
    var values: [String: Any] = [:]
}

let store = Store()

@propertyWrapper
struct Setting<T> {
    let key: String
    let fallback: T

    init(wrappedValue: T, _ key: String) {
        self.key = key
        fallback = wrappedValue
    }

    var wrappedValue: T {
        get { store.values[key] as? T ?? fallback }
        set { store.values[key] = newValue }
    }
}

struct Settings {
    @Setting("sound") var sound = true
    @Setting("size") var size = 12
    @Setting("name") var name = "Ann"
}

var settings = Settings()
print(settings.sound, settings.size, settings.name)
settings.size = 14
store.values["sound"] = "loud"
print(settings.sound, settings.size, settings.name)
store.values["name"] = 7
print(settings.name, store.values.count)

struct Box<T> {
    let value: T
    func holds(_ other: Any) -> Bool { other is T }
    func cast(_ other: Any) -> T? { other as? T }
}

let box = Box(value: 3)
print(box.holds(4), box.holds("4"), box.cast(5) ?? -1, box.cast("x") ?? -1)
let words = Box(value: "a")
print(words.holds("b"), words.cast(1) ?? "none")
