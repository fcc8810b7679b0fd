// fallthrough continues into the next case body.
func describe(_ n: Int) -> String {
    var text = "\(n) is"
    switch n {
    case 2, 3, 5, 7, 11, 13, 17, 19:
        text += " a prime number, and also"
        fallthrough
    default:
        text += " an integer."
    }
    return text
}
print(describe(5))
print(describe(8))

func perks(for tier: String) -> [String] {
    var list: [String] = []
    switch tier {
    case "gold":
        list.append("lounge")
        fallthrough
    case "silver":
        list.append("priority boarding")
        fallthrough
    case "bronze":
        list.append("extra bag")
    default:
        list.append("none")
    }
    return list
}
print(perks(for: "gold"))
print(perks(for: "silver"))
print(perks(for: "bronze"))
print(perks(for: "basic"))

let level = 1
switch level {
case 1:
    print("one")
    fallthrough
case 100:
    print("falls into 100 even though level is \(level)")
case 2:
    print("never")
default:
    print("default")
}
