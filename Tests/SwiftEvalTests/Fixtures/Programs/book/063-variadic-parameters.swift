// Variadic parameters are received as arrays.
func average(_ numbers: Double...) -> Double {
    guard !numbers.isEmpty else { return 0 }
    var total = 0.0
    for n in numbers { total += n }
    return total / Double(numbers.count)
}
print(average(1, 2, 3, 4, 5))
print(average(3, 8.25, 18.75))
print(average())
print(average(7))

func tagList(_ tags: String..., separator: String = ", ") -> String {
    print(type(of: tags), tags.count)
    return tags.joined(separator: separator)
}
print(tagList("new", "sale"))
print(tagList("one", separator: "/"))
print(tagList(separator: "-"))

func log(_ level: String, _ parts: Any...) {
    let text = parts.map { "\($0)" }.joined(separator: " ")
    print("[\(level)] \(text)")
}
log("info", "user", 42, "logged in", true)
log("warn")
log("debug", 1.5, [1, 2], Optional<Int>.none as Any)

func scores(for names: String..., points: Int...) -> [String] {
    zip(names, points).map { "\($0): \($1)" }
}
print(scores(for: "Ann", "Bo", "Cat", points: 3, 9))
func maxOf(_ first: Int, _ rest: Int...) -> Int {
    rest.reduce(first, max)
}
print(maxOf(4), maxOf(4, 11, -2, 9))
