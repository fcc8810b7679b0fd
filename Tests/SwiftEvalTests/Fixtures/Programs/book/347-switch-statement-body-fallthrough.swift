// A getter or function whose whole body is a `switch` with several
// statements in a case is a switch statement, not a switch expression:
// `fallthrough` (also from inside a `guard`'s else), `break` and `return`
// run as statements do.
enum Shape {
    case circle(radius: Int)
    case square(side: Int)
    case point

    var summary: String {
        switch self {
        case .square(let side) where side > 10:
            let area = side * side
            return "big square \(area)"
        case let .circle(radius):
            guard radius > 0 else { fallthrough }
            return "circle \(radius)"
        case .square:
            fallthrough
        default:
            return "small"
        }
    }
}

func label(_ value: Int) -> String {
    switch value {
    case 0:
        break
    case 1...9:
        let digits = String(value)
        return "one digit \(digits)"
    default:
        if value < 0 { return "negative" }
        return "large"
    }
    return "zero"
}

let kind: String = {
    switch 3 {
    case 3:
        print("matched three")
        fallthrough
    case 4:
        return "three or four"
    default:
        return "other"
    }
}()

print(Shape.circle(radius: 2).summary, Shape.circle(radius: 0).summary)
print(Shape.square(side: 11).summary, Shape.square(side: 2).summary, Shape.point.summary)
print(label(0), label(5), label(-3), label(40))
print(kind)
