// A date moved by an implicit .random(in:using:) is moved by a TimeInterval: the draw happens
// (and the generator advances) though the date itself is the current one.
import Foundation
struct G: RandomNumberGenerator { var s: UInt64 = 1; mutating func next() -> UInt64 { s = s &* 6364136223846793005 &+ 1; return s } }
var g = G()
let start = Date.now
var t = start.addingTimeInterval(-240)
t -= .random(in: 60..<180, using: &g)
var u = Date()
u += .random(in: 1...2, using: &g)
print(g.s)
