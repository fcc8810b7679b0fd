// Optional's cases written with the type (`Optional<Any>.none`,
// `Optional.some(let x)`) match as `.none` and `.some` do, also against a
// value held as `Any`, which is `.some` of itself when it is not optional.
struct Settings {
    var theme: String? = nil
    var size: Int? = 4
    var count = 5
}

func isAbsent(_ value: Any) -> Bool {
    if case Optional<Any>.none = value { return true }
    return false
}

func unwrapped(_ value: Any) -> Any {
    if case Optional<Any>.some(let inner) = value { return inner }
    return value
}

let settings = Settings()
print(isAbsent(settings[keyPath: \Settings.theme]), isAbsent(settings[keyPath: \Settings.size]))
print(isAbsent(settings[keyPath: \Settings.count]))
print(unwrapped(settings[keyPath: \Settings.size]), unwrapped(settings[keyPath: \Settings.count]))

let maybe: Int? = nil
switch maybe {
case Optional.none: print("none")
case Optional.some(let value): print("some", value)
}
let held: Any = maybe as Any
switch held {
case Optional<Any>.none: print("held none")
default: print("held something")
}
