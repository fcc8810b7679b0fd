// `as? Self` and `is Self` in a protocol extension: `Self` is the type of
// the value the method runs on, so a comparison across existentials works.
extension Equatable {
    func sameValue(as other: any Equatable) -> Bool {
        if let other = other as? Self {
            return other == self
        }
        return false
    }
    func sameType(as other: Any) -> Bool { other is Self }
}

struct Point: Equatable {
    let x: Int
    let y: Int
}

enum Suit: Equatable { case hearts, spades }

let values: [any Equatable] = [1, "one", Point(x: 1, y: 2), Suit.hearts]
let probes: [any Equatable] = [1, 2, "one", Point(x: 1, y: 2), Point(x: 0, y: 0), Suit.spades, Suit.hearts]
for value in values {
    let matches = probes.map { value.sameValue(as: $0) }
    let sameTypes = probes.map { value.sameType(as: $0) }
    print(matches, sameTypes)
}

let anyKey: any Hashable = "b"
print(anyKey.sameValue(as: "b"), anyKey.sameValue(as: 3))
