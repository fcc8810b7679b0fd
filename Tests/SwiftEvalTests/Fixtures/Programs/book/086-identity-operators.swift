// Identity operators === and !== on class instances versus == on values.
final class Session {
    let user: String
    init(user: String) { self.user = user }
}
struct Token: Equatable {
    let value: String
}

let s1 = Session(user: "mia")
let s2 = Session(user: "mia")
let s3 = s1
print(s1 === s2, s1 === s3, s1 !== s2)

var current: Session? = s1
print(current === s1, current === s2)
current = nil
print(current === s1, current === nil)

let sessions = [s1, s2, s3]
print(sessions.filter { $0 === s1 }.count)
print(sessions.firstIndex { $0 === s2 } as Any)
print(sessions.contains { $0 === Session(user: "mia") })

let t1 = Token(value: "abc")
let t2 = Token(value: "abc")
print(t1 == t2, t1 != Token(value: "x"))

func isSame(_ a: AnyObject, _ b: AnyObject) -> Bool { a === b }
print(isSame(s1, s3), isSame(s2, s3))
print(ObjectIdentifier(s1) == ObjectIdentifier(s3))
print(ObjectIdentifier(s1) == ObjectIdentifier(s2))
print(s3.user)
