// Subscripts: a settings store with a generic-free typed subscript and defaults, returning optionals.
struct Preferences {
    private var storage: [String: String] = [:]

    subscript(key: String) -> String? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    subscript(key: String, default fallback: String) -> String {
        storage[key] ?? fallback
    }

    subscript(flag key: String) -> Bool {
        get { storage[key] == "true" }
        set { storage[key] = newValue ? "true" : "false" }
    }

    var keys: [String] { storage.keys.sorted() }
}

var prefs = Preferences()
prefs["theme"] = "dark"
prefs["language"] = "en"
print(prefs["theme"] ?? "none")
print(prefs["missing"] ?? "none")
print(prefs["units", default: "metric"])
print(prefs["theme", default: "light"])
prefs[flag: "notifications"] = true
print(prefs[flag: "notifications"])
print(prefs[flag: "sounds"])
print(prefs["notifications"]!)
prefs[flag: "notifications"].toggle()
print(prefs[flag: "notifications"])
prefs["language"] = nil
print(prefs.keys)
prefs["theme"]? += "-contrast"
print(prefs["theme"]!)
prefs["nothing"]? += "x"
print(prefs.keys)
