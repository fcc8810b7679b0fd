struct PointValue { var x = 0, y = 0 }
final class PointRef: CustomStringConvertible {
    var x = 0, y = 0
    var description: String { "Ref(\(x),\(y))" }
}

var a = PointValue()
var b = a
b.x = 5
print(a.x, b.x)

let r1 = PointRef()
let r2 = r1
r2.x = 5
print(r1.x, r2.x, r1 === r2)

struct Playlist {
    var name: String
    var songs: [String]
    let owner: UserRef
}
final class UserRef { var name: String; init(_ n: String) { name = n } }

let owner = UserRef("Ann")
var p1 = Playlist(name: "Road", songs: ["A", "B"], owner: owner)
var p2 = p1
p2.songs.append("C")
p2.name = "Road (copy)"
p2.owner.name = "Bea"
print(p1.name, p1.songs, p1.owner.name)
print(p2.name, p2.songs, p2.owner.name)

var refs = [PointRef(), PointRef()]
let snapshot = refs
refs[0].y = 9
refs.append(PointRef())
print(snapshot, refs.count, snapshot.count)

var values = [PointValue(), PointValue()]
let vsnap = values
values[0].y = 9
print(vsnap.map(\.y), values.map(\.y))

func bump(_ p: inout PointValue) { p.x += 1; p.y += 2 }
func bump(_ p: PointRef) { p.x += 1; p.y += 2 }
var pv = PointValue()
bump(&pv); bump(&pv)
let pr = PointRef()
bump(pr); bump(pr)
print(pv.x, pv.y, pr)

var dict: [String: PointRef] = ["k": PointRef()]
let alias = dict["k"]!
alias.x = 42
print(dict["k"]!.x)
dict["k"] = PointRef()
print(dict["k"]!.x, alias.x)

var counter = 0
let increment = { counter += 1 }
increment(); increment()
let captured = { [counter] in counter * 10 }
counter = 100
print(counter, captured())
