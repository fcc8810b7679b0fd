// Protocols: static requirements, initializer requirements and Self in protocol methods.
protocol Defaultable {
    static var placeholder: Self { get }
    init(raw: String)
    func merged(with other: Self) -> Self
}

struct Nickname: Defaultable {
    let value: String
    static var placeholder: Nickname { Nickname(raw: "guest") }
    init(raw: String) { value = raw.lowercased() }
    func merged(with other: Nickname) -> Nickname { Nickname(raw: value + "_" + other.value) }
}

struct Score: Defaultable {
    let points: Int
    static var placeholder: Score { Score(raw: "0") }
    init(raw: String) { points = Int(raw) ?? 0 }
    func merged(with other: Score) -> Score { Score(raw: String(points + other.points)) }
}

func parseAll<T: Defaultable>(_ raws: [String?], as type: T.Type) -> [T] {
    raws.map { $0.map(T.init(raw:)) ?? T.placeholder }
}

func combine<T: Defaultable>(_ items: [T]) -> T {
    items.reduce(T.placeholder) { $0.merged(with: $1) }
}

let names = parseAll(["Zed", nil, "AMY"], as: Nickname.self)
print(names.map { $0.value })
print(combine(names).value)
let scores = parseAll(["10", "x", nil, "32"], as: Score.self)
print(scores.map { $0.points })
print(combine(scores).points)
print(Score.placeholder.points, Nickname.placeholder.value)
print(combine([Score]()).points)
