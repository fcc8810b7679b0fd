// OptionSet: array literals, membership and the SetAlgebra operations over rawValue bits.
struct Channels: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let push = Channels(rawValue: 1 << 0)
    static let email = Channels(rawValue: 1 << 1)
    static let sms = Channels(rawValue: 1 << 2)
    static let all: Channels = [.push, .email, .sms]
    static let none: Channels = []
    var description: String { "C(\(rawValue))" }
}
var c: Channels = [.push]
print(c.contains(.push), c.contains(.email))
c.insert(.email)
print(c, Channels.all, Channels.none, Channels.all.isEmpty, Channels.none.isEmpty)
c.remove(.push)
print(c)
print(c.union(.sms), c.intersection(.all), Channels.all.subtracting(c))
print(c == [.email], Channels() == .none)
c.formUnion([.push, .sms])
print(c)
print(c.isSubset(of: .all), c.isSuperset(of: [.push]), c.isDisjoint(with: .push))
var d: [String: Channels] = ["a": .push]
d["a"] = .none
print(d.isEmpty, Channels([.push, .sms]), c.insert(.push), c.remove(.email) as Any)
