import Observation

// A property's storage written by its underscored name in an initializer:
// a property wrapper's instance, and an @Observable class's macro storage.
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Volume {
    @Clamped(0...10) var level: Int = 0
    init(start: Int) {
        _level = Clamped(wrappedValue: start, 0...10)
    }
}

enum Icon: String { case primary, dark }

@Observable class Settings {
    private(set) var icon: Icon
    var count: Int
    init(dark: Bool) {
        if dark {
            self._icon = .dark
        } else {
            self._icon = .primary
        }
        _count = 3
    }
}

var volume = Volume(start: 42)
print(volume.level)
volume.level = -5
print(volume.level)
let settings = Settings(dark: true)
print(settings.icon, settings.count)
settings.count += 1
print(Settings(dark: false).icon, settings.count)
