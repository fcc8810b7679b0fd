// Compound cases sharing bindings of the same type.
enum Shape {
    case square(side: Double)
    case rectangle(width: Double, height: Double)
    case circle(radius: Double)
    case point
}

func largestDimension(_ s: Shape) -> Double {
    switch s {
    case .square(let d), .circle(let d):
        return d
    case .rectangle(let w, let h):
        return max(w, h)
    case .point:
        return 0
    }
}
let shapes: [Shape] = [.square(side: 2), .rectangle(width: 3, height: 7.5), .circle(radius: 1.25), .point]
print(shapes.map(largestDimension))

let sample = (9, 0)
switch sample {
case (let distance, 0), (0, let distance):
    print("on an axis, \(distance) from origin")
default:
    print("not on an axis")
}

let sample2 = (0, -4)
switch sample2 {
case (let distance, 0), (0, let distance):
    print("on an axis, \(distance) from origin")
default:
    print("not on an axis")
}

func isWeekend(_ day: String) -> Bool {
    switch day.lowercased() {
    case "sat", "sun", "saturday", "sunday": return true
    default: return false
    }
}
print(["Sat", "mon", "SUNDAY"].map(isWeekend))
print(shapes[1])
print(shapes)
