// Opaque Types: functions and properties returning `some Protocol`, used without knowing the concrete type.
protocol Badge {
    var text: String { get }
    func render() -> String
}

struct PlainBadge: Badge {
    let text: String
    func render() -> String { text }
}

struct FramedBadge<Inner: Badge>: Badge {
    let inner: Inner
    var text: String { inner.text }
    func render() -> String { "[" + inner.render() + "]" }
}

struct ShoutBadge<Inner: Badge>: Badge {
    let inner: Inner
    var text: String { inner.text }
    func render() -> String { inner.render().uppercased() + "!" }
}

func makeBadge(for streak: Int) -> some Badge {
    FramedBadge(inner: PlainBadge(text: "\(streak) day streak"))
}

func emphasize(_ badge: some Badge) -> some Badge {
    ShoutBadge(inner: badge)
}

struct Profile {
    let streak: Int
    var badge: some Badge { makeBadge(for: streak) }
}

let b = makeBadge(for: 7)
print(b.render())
print(b.text)
let loud = emphasize(b)
print(loud.render())
print(emphasize(PlainBadge(text: "new")).render())
print(Profile(streak: 30).badge.render())
let twice = emphasize(emphasize(PlainBadge(text: "ok")))
print(twice.render())
let sequence: some Sequence<Int> = [3, 1, 2].sorted()
print(Array(sequence))
func evens(upTo n: Int) -> some Collection<Int> { stride(from: 0, through: n, by: 2).map { $0 } }
print(evens(upTo: 8).count, Array(evens(upTo: 8)))
