// Finding substrings with firstRange(of:), contains, and replacing(_:with:).
let template = "Dear {name}, your order {order} ships {when}. Thanks, {name}!"
if let r = template.firstRange(of: "{name}") {
    print(template.distance(from: template.startIndex, to: r.lowerBound))
    print(template[r])
    print(template[..<r.lowerBound])
}
print(template.firstRange(of: "{missing}") == nil)
print(template.ranges(of: "{name}").count)

var filled = template
for (key, value) in [("name", "Ivy"), ("order", "#1042"), ("when", "today")] {
    filled = filled.replacing("{\(key)}", with: value)
}
print(filled)
print(filled.contains("{"))

let log = "ERROR: disk full; WARN: slow; ERROR: timeout"
let errorCount = log.ranges(of: "ERROR").count
print(errorCount)
let messages = log.split(separator: "; ").map { line -> String in
    guard let colon = line.firstIndex(of: ":") else { return String(line) }
    return line[line.index(colon, offsetBy: 2)...].uppercased()
}
print(messages)
print(log.split(separator: "; ").filter { $0.starts(with: "ERROR") }.count)
print("banana".replacing("an", with: "AN"))
print("banana".replacing("a", with: "", maxReplacements: 2))
print("aaa".ranges(of: "aa").count)
print("mississippi".split(separator: "ss"))
print("a-b_c".split(whereSeparator: { $0 == "-" || $0 == "_" }))
