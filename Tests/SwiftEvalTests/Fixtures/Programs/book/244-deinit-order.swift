// Deinitialization: deinit runs when the last strong reference goes away, in a predictable order.
final class Session {
    let user: String
    init(user: String) {
        self.user = user
        print("open session for \(user)")
    }
    deinit {
        print("close session for \(user)")
    }
}

var current: Session? = Session(user: "ana")
var backup = current
print("two references")
current = nil
print("one reference left")
backup = nil
print("none left")

func runScoped() {
    let temp = Session(user: "temp")
    print("using \(temp.user)")
}
runScoped()
print("after scope")

var sessions: [Session] = [Session(user: "a"), Session(user: "b")]
print("array holds \(sessions.count)")
sessions.removeFirst()
print("removed first")
sessions.removeAll()
print("cleared")

var slot: Session? = Session(user: "x")
slot = Session(user: "y")
print("replaced")
slot = nil
print("done")
