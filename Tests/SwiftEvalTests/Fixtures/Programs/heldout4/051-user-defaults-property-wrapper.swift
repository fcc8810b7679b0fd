final class FakeDefaults {
    private var store: [String: Any] = [:]
    private(set) var writes = 0
    func value(forKey k: String) -> Any? { store[k] }
    func set(_ v: Any?, forKey k: String) { writes += 1; store[k] = v }
    var keys: [String] { store.keys.sorted() }
}

let defaults = FakeDefaults()

@propertyWrapper
struct Stored<T> {
    let key: String
    let defaultValue: T
    let backing: FakeDefaults
    init(wrappedValue: T, _ key: String, in backing: FakeDefaults = defaults) {
        self.key = key; self.defaultValue = wrappedValue; self.backing = backing
    }
    var wrappedValue: T {
        get { backing.value(forKey: key) as? T ?? defaultValue }
        set { backing.set(newValue, forKey: key) }
    }
    var projectedValue: Stored<T> { self }
    func reset() { backing.set(nil, forKey: key) }
}

struct Preferences {
    @Stored("launchCount") var launchCount = 0
    @Stored("username") var username = "anonymous"
    @Stored("volume") var volume = 0.8
    @Stored("recent") var recentSearches: [String] = []

    mutating func addSearch(_ q: String) {
        var list = recentSearches.filter { $0 != q }
        list.insert(q, at: 0)
        recentSearches = Array(list.prefix(3))
    }
}

var prefs = Preferences()
print(prefs.launchCount, prefs.username, prefs.volume, prefs.recentSearches)
prefs.launchCount += 1
prefs.launchCount += 1
prefs.username = "maria"
for q in ["shoes", "hats", "shoes", "socks", "belts"] { prefs.addSearch(q) }
print(prefs.launchCount, prefs.username, prefs.recentSearches)

let other = Preferences()
print("shared:", other.launchCount, other.username)
defaults.set("not a number", forKey: "volume")
print("bad type falls back:", other.volume)
prefs.$username.reset()
print(prefs.username, defaults.keys, defaults.writes)
let isFirstLaunch = prefs.launchCount <= 1
print(isFirstLaunch ? "Welcome!" : "Welcome back (\(prefs.launchCount) launches)")
