// @autoclosure delays evaluation of an argument.
var evaluationLog: [String] = []

func expensiveName() -> String {
    evaluationLog.append("computed")
    return "Expensive"
}

func logIfNeeded(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled {
        print("LOG:", message())
    }
}
logIfNeeded(false, expensiveName())
print(evaluationLog)
logIfNeeded(true, expensiveName())
print(evaluationLog)

var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(customersInLine.count)
let customerProvider = { customersInLine.remove(at: 0) }
print(customersInLine.count)
print("Now serving \(customerProvider())!")
print(customersInLine.count)

func serve(customer provider: @autoclosure () -> String) {
    print("Now serving \(provider())!")
}
serve(customer: customersInLine.remove(at: 0))

var providers: [() -> String] = []
func collect(_ provider: @autoclosure @escaping () -> String) {
    providers.append(provider)
}
collect(customersInLine.remove(at: 0))
collect(customersInLine.remove(at: 0))
print("Collected \(providers.count), line still has \(customersInLine.count)")
for p in providers {
    print("Now serving \(p())!")
}
print(customersInLine)

func orDefault(_ value: Int?, _ fallback: @autoclosure () -> Int) -> Int {
    if let v = value { return v }
    return fallback()
}
var fallbackCalls = 0
func makeFallback() -> Int { fallbackCalls += 1; return -1 }
print(orDefault(5, makeFallback()), orDefault(nil, makeFallback()), fallbackCalls)
let ok = true
func check(_ c: @autoclosure () -> Bool) -> String { c() ? "yes" : "no" }
print(check(ok && customersInLine.isEmpty))
