// Properties: property wrapper with a projected value reached through the $ prefix.
@propertyWrapper
struct Tracked<Value> {
    private var value: Value
    private(set) var history: [Value] = []

    init(wrappedValue: Value) {
        value = wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        set {
            history.append(value)
            value = newValue
        }
    }

    var projectedValue: [Value] { history }
}

@propertyWrapper
struct Validated {
    var wrappedValue: String
    var projectedValue: Bool { wrappedValue.contains("@") && wrappedValue.count > 3 }
}

struct Settings {
    @Tracked var theme = "light"
    @Tracked var fontSize = 14
    @Validated var email = ""
}

var s = Settings()
print(s.theme, s.$theme)
s.theme = "dark"
s.theme = "sepia"
print(s.theme, s.$theme)
s.fontSize += 2
s.fontSize *= 2
print(s.fontSize, s.$fontSize)
print(s.$email)
s.email = "me@example.com"
print(s.email, s.$email)
s.email = "a@"
print(s.$email)
