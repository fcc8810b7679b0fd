// switch on tuples with wildcards and ranges.
func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, _): return "on y-axis"
    case (-2...2, -2...2): return "near origin"
    case (1..., 1...): return "quadrant I"
    case (...(-1), 1...): return "quadrant II"
    default: return "below"
    }
}
for p in [(0, 0), (5, 0), (0, -3), (1, -1), (4, 9), (-5, 3), (-5, -5)] {
    print(p, quadrant(p))
}

func fizz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print((1...15).map(fizz).joined(separator: " "))

let loginState = (hasAccount: true, verified: false)
switch loginState {
case (true, true): print("welcome back")
case (true, false): print("please verify email")
case (false, _): print("sign up")
}

let move = ("knight", 3)
switch move {
case ("pawn", _): print("pawn move")
case (let piece, 1...2): print("\(piece) short move")
case (let piece, let n): print("\(piece) moves \(n)")
}
let pair: (String?, Int) = (nil, 2)
switch pair {
case (nil, let n): print("anonymous", n)
case (let name?, _): print(name)
}
