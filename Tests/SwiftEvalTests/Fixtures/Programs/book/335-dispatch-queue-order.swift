// Work sent to the main queue with `async` runs only when the main queue
// runs: a command-line program that never hands it control exits first.
// `sync` on a global queue runs the work before it returns.
import Foundation

var log: [String] = []
DispatchQueue.main.async { log.append("main async") }
DispatchQueue.global().sync { log.append("global sync") }
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { log.append("after") }
log.append("end")
print(log)
print(log.count)
