// Closures stored in properties, capturing self weakly and strongly.
final class Stopwatch: CustomStringConvertible {
    var laps: [Int] = []
    var onLap: ((Int) -> Void)?
    let name: String
    init(name: String) { self.name = name }

    func lap(_ seconds: Int) {
        laps.append(seconds)
        onLap?(seconds)
    }
    func makeSummary() -> () -> String {
        return { [weak self] in
            guard let self else { return "gone" }
            return "\(self.name): \(self.laps.count) laps, total \(self.laps.reduce(0, +))"
        }
    }
    var description: String { "Stopwatch(\(name), \(laps))" }
}

let watch = Stopwatch(name: "Track")
var announcements: [String] = []
watch.onLap = { seconds in
    announcements.append("lap of \(seconds)s")
}
watch.lap(62)
watch.lap(58)
print(announcements)
let summary = watch.makeSummary()
print(summary())
watch.lap(60)
print(summary())
print(watch)

var temp: Stopwatch? = Stopwatch(name: "Temp")
let tempSummary = temp!.makeSummary()
print(tempSummary())
temp = nil
print(tempSummary())

struct Button {
    var title: String
    var action: () -> String
}
let buttons = [
    Button(title: "Save") { "saving" },
    Button(title: "Delete", action: { "deleting" }),
]
for b in buttons {
    print(b.title, "->", b.action())
}
let noHandler: ((Int) -> Void)? = nil
print(noHandler == nil)
noHandler?(3)
