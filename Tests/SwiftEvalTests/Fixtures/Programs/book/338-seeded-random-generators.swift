// Random numbers from a generator the program declares (seeded: the same on every run),
// drawn by the standard library's own algorithms, and the C library's srand48/drand48.
import Foundation

struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct Drand: RandomNumberGenerator {
    init(seed: Int) { srand48(seed) }
    func next() -> UInt64 { UInt64(drand48() * Double(UInt64.max)) }
}

var g = SplitMix64(seed: 42)
print(g.next(), g.next())
print(Int.random(in: 1...5, using: &g), Int.random(in: 0..<100, using: &g))
print(Double.random(in: 0.75...1.1, using: &g), Double.random(in: 60..<180, using: &g))
print(Bool.random(using: &g), Bool.random(using: &g))
print([1, 2, 3, 4, 5, 6].shuffled(using: &g))
print(["a", "b", "c"].randomElement(using: &g) ?? "-")
var xs = Array(1...8)
xs.shuffle(using: &g)
print(xs)
print(g.next(upperBound: UInt64(10)), g.next(upperBound: UInt(7)))
var d = Drand(seed: 1)
print(drand48())
print(Int.random(in: 1...5, using: &d), [10, 20, 30].shuffled(using: &d))
let t: TimeInterval = .random(in: 60..<180, using: &d)
print(t)
print(Float.random(in: 0...1, using: &g))
print(UInt8.random(in: 0...255, using: &g), Int8.random(in: -5...5, using: &g))
