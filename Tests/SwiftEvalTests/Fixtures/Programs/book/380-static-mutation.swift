// Static stored variables changed by a mutating method called on them
// (`Log.lines.append(…)`), from top-level code, a function and a method.
final class Log {
    static var lines: [String] = []
    static var counts: [String: Int] = [:]
    static var tags: Set<String> = []

    static func write(_ line: String) {
        lines.append(line)
        Log.counts[line, default: 0] += 1
    }
}

struct Registry {
    static var names: [String] = ["base"]
    static var total = 0

    func register(_ name: String) {
        Registry.names.append(name)
        Registry.total += 1
    }
}

enum Settings {
    static var flags: [Bool] = []
}

Log.lines.append("start")
Log.write("tick")
Log.write("tick")
Log.tags.insert("a")
Log.tags.insert("b")
print(Log.lines, Log.counts["tick"] ?? 0, Log.tags.sorted())

Registry().register("first")
Registry.names.append("second")
Registry.names.insert("zero", at: 0)
Registry.names.removeLast()
print(Registry.names, Registry.total)

func toggle() {
    Settings.flags.append(true)
    Settings.flags.append(false)
    Settings.flags.removeFirst()
}
toggle()
print(Settings.flags)
Log.lines.removeAll()
print(Log.lines.isEmpty)
