// switch: no implicit fallthrough, multiple values per case, default.
enum Suit { case hearts, diamonds, clubs, spades }

func describe(_ ch: Character) -> String {
    switch ch {
    case "a", "e", "i", "o", "u":
        return "vowel"
    case "y":
        return "sometimes"
    case " ":
        return "space"
    default:
        return "other"
    }
}
for ch in "you ok" {
    print(ch, describe(ch))
}

func color(of suit: Suit) -> String {
    switch suit {
    case .hearts, .diamonds: return "red"
    case .clubs, .spades: return "black"
    }
}
print(color(of: .hearts), color(of: .spades))

let status = 404
switch status {
case 200:
    print("ok")
case 301, 302:
    print("redirect")
case 404:
    print("not found")
    print("show empty state")
default:
    print("unknown")
}

let command = "stop"
switch command {
case "start":
    print("starting")
case "stop":
    break
default:
    print("?")
}
print("after switch")

let total = 3
let message = switch total {
case 0: "empty cart"
case 1: "one item"
default: "\(total) items"
}
print(message)
let word = "Swift"
switch word.count {
case 5: print("five letters")
default: print("other length")
}
