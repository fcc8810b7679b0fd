// defer runs at scope exit, in reverse order of declaration.
var log: [String] = []

func processOrder(_ id: Int) -> String {
    log.append("open \(id)")
    defer { log.append("close \(id)") }
    defer { log.append("flush \(id)") }
    if id < 0 {
        return "rejected"
    }
    log.append("work \(id)")
    return "done"
}
print(processOrder(1))
print(log)
log.removeAll()
print(processOrder(-1))
print(log)

func counter() -> Int {
    var x = 1
    defer { x += 10; print("defer sees x =", x) }
    return x
}
print("returned", counter())

for i in 1...3 {
    defer { print("end of iteration \(i)") }
    if i == 2 { continue }
    print("body \(i)")
}

do {
    defer { print("leaving do block") }
    print("inside do block")
}

func nested() {
    defer { print("outer defer") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("outer body")
}
nested()
