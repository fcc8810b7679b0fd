@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: Bool { value == range.lowerBound || value == range.upperBound }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingWhitespace() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}

struct PlayerSettings {
    @Clamped(0...100) var volume: Int = 50
    @Clamped(0.5...2.0) var speed: Double = 1.0
    @Trimmed var nickname: String = "  player one  "

    var label: String {
        "\(nickname) vol=\(volume)\($volume ? "!" : "") speed=\(speed)x"
    }
}

var settings = PlayerSettings()
print(settings.label)
settings.volume = 130
settings.speed = 0.25
settings.nickname = "\t Zed \n"
print(settings.label)
settings.volume -= 45
settings.speed *= 3
print(settings.label)
let presets = [-5, 0, 33, 100, 101]
for p in presets {
    var s = PlayerSettings()
    s.volume = p
    print(p, "->", s.volume, s.$volume)
}
