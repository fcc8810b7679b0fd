// Methods: instance methods, implicit and explicit self, argument labels, methods as values.
final class Timer {
    var seconds = 0
    let label: String

    init(label: String) { self.label = label }

    func tick() { seconds += 1 }
    func tick(by amount: Int) { seconds += amount }
    func reset(to seconds: Int = 0) { self.seconds = seconds }

    func formatted() -> String {
        let m = seconds / 60
        let s = seconds % 60
        return "\(label) \(m):\(s < 10 ? "0\(s)" : "\(s)")"
    }

    func isLonger(than other: Timer) -> Bool {
        self.seconds > other.seconds
    }
}

let plank = Timer(label: "Plank")
plank.tick()
plank.tick(by: 64)
print(plank.formatted())
let rest = Timer(label: "Rest")
rest.tick(by: 30)
print(rest.formatted())
print(plank.isLonger(than: rest))
rest.reset(to: 125)
print(rest.formatted())
print(plank.isLonger(than: rest))
plank.reset()
print(plank.formatted())

let tickRest: () -> Void = rest.tick
tickRest()
tickRest()
print(rest.seconds)
let describe: (Timer) -> () -> String = Timer.formatted
print(describe(plank)())
let timers = [plank, rest]
print(timers.map { $0.formatted() })
