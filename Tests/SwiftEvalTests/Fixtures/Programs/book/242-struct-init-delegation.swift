// Initialization: custom struct initializers, delegation with self.init, and extension inits that keep memberwise.
struct Duration {
    var seconds: Int

    var minutesPart: Int { seconds / 60 }
    var secondsPart: Int { seconds % 60 }
}

extension Duration {
    init(minutes: Int, seconds: Int = 0) {
        self.init(seconds: minutes * 60 + seconds)
    }

    init?(text: String) {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        self.init(minutes: parts[0], seconds: parts[1])
    }
}

struct Lap {
    let number: Int
    let time: Duration
    init(number: Int, time: Duration) {
        self.number = number
        self.time = time
    }
    init(number: Int, text: String) {
        self.init(number: number, time: Duration(text: text) ?? Duration(seconds: 0))
    }
}

let d1 = Duration(seconds: 95)
let d2 = Duration(minutes: 4)
let d3 = Duration(minutes: 2, seconds: 7)
print(d1.seconds, d2.seconds, d3.seconds)
print(d1.minutesPart, d1.secondsPart)
print(Duration(text: "5:30")?.seconds ?? -1)
print(Duration(text: "oops")?.seconds ?? -1)
let laps = [Lap(number: 1, text: "1:58"), Lap(number: 2, text: "2:03"), Lap(number: 3, text: "bad")]
for lap in laps {
    print("lap \(lap.number): \(lap.time.seconds)s")
}
print(laps.map { $0.time.seconds }.reduce(0, +))
