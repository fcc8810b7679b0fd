// Error Handling: defer blocks run at scope exit in reverse order, also when an error is thrown.
enum SyncError: Error { case conflict }

var log: [String] = []

func sync(records: Int, failAt: Int?) throws -> Int {
    log.append("lock")
    defer { log.append("unlock") }
    log.append("begin")
    defer { log.append("end transaction") }
    var done = 0
    for i in 1...records {
        defer { log.append("after record \(i)") }
        if i == failAt { throw SyncError.conflict }
        done += 1
    }
    return done
}

do {
    let n = try sync(records: 2, failAt: nil)
    print("synced \(n)")
} catch {
    print("failed")
}
print(log.joined(separator: ", "))

log.removeAll()
do {
    _ = try sync(records: 3, failAt: 2)
} catch {
    print("failed with \(error)")
}
print(log.joined(separator: ", "))

func countdown() -> String {
    var s = "start"
    defer { print("deferred sees \(s)") }
    s = "finish"
    return s
}
print(countdown())

do {
    defer { print("leaving do block") }
    print("inside do block")
}
