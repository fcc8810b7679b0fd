// @escaping closures stored for later versus non-escaping ones called immediately.
var pendingHandlers: [() -> Void] = []

func enqueue(_ label: String, _ handler: @escaping () -> Void) {
    print("queued \(label)")
    pendingHandlers.append(handler)
}

func runNow(_ body: () -> Void) {
    body()
}

struct Uploader {
    var uploaded: [String] = []
    mutating func uploadAll(_ files: [String]) {
        for f in files {
            runNow { uploaded.append(f) }
        }
    }
}

var counter = 0
enqueue("first") { counter += 1; print("first ran, counter \(counter)") }
enqueue("second") { counter += 10; print("second ran, counter \(counter)") }
print("before running", counter)
runNow { print("non-escaping runs immediately") }
for h in pendingHandlers { h() }
print("after", counter)
pendingHandlers.removeAll()

var up = Uploader()
up.uploadAll(["a.png", "b.png"])
print(up.uploaded)

final class ViewModel {
    var items: [String] = []
    var x = 10
    func scheduleAdd(_ s: String) {
        enqueue("add \(s)") { self.items.append(s) }
    }
    func scheduleReset() {
        enqueue("reset") { [self] in x = 0 }
    }
}
let vm = ViewModel()
vm.scheduleAdd("milk")
vm.scheduleAdd("eggs")
vm.scheduleReset()
print(vm.items, vm.x)
pendingHandlers.forEach { $0() }
print(vm.items, vm.x)

func makeFormatter(prefix: String) -> (Double) -> String {
    return { value in "\(prefix)\(value)" }
}
let usd = makeFormatter(prefix: "USD ")
print(usd(9.5), usd(0.1 + 0.2))
