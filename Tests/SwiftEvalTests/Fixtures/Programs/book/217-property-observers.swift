// Properties: willSet and didSet observers, oldValue, newValue, and clamping in didSet.
final class StepCounter {
    var goal = 1000
    var steps: Int = 0 {
        willSet(upcoming) {
            print("about to set steps to \(upcoming)")
        }
        didSet {
            if steps > oldValue {
                print("added \(steps - oldValue) steps")
            } else {
                print("steps went from \(oldValue) to \(steps)")
            }
            if steps >= goal && oldValue < goal {
                print("goal reached!")
            }
        }
    }
}

struct Volume {
    var level: Int = 5 {
        didSet {
            if level > 10 { level = 10 }
            if level < 0 { level = 0 }
        }
    }
    var name = "" {
        willSet { print("renaming to \(newValue)") }
    }
}

let counter = StepCounter()
counter.steps = 400
counter.steps += 700
counter.steps = 200

var v = Volume()
v.level = 14
print(v.level)
v.level -= 30
print(v.level)
v.level = 7
print(v.level)
v.name = "Kitchen"
print(v.name)
