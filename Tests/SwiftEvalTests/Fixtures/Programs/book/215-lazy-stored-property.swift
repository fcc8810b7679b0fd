// Properties: lazy stored properties are computed once, on first access.
var setupLog: [String] = []

final class ReportBuilder {
    let entries: [Int]
    lazy var sorted: [Int] = {
        setupLog.append("sorting")
        return entries.sorted()
    }()
    lazy var header: String = makeHeader()

    init(entries: [Int]) {
        self.entries = entries
        setupLog.append("init")
    }

    private func makeHeader() -> String {
        setupLog.append("header")
        return "Report of \(entries.count) entries"
    }
}

struct Profile {
    var name: String
    lazy var initials: String = {
        name.split(separator: " ").map { String($0.prefix(1)) }.joined()
    }()
}

let builder = ReportBuilder(entries: [5, 3, 9, 1])
print(setupLog)
print(builder.sorted)
print(builder.sorted.first!)
print(setupLog)
print(builder.header)
print(builder.header)
print(setupLog)
builder.sorted = [0]
print(builder.sorted)

var profile = Profile(name: "Ada King Lovelace")
print(profile.initials)
profile.name = "Grace Hopper"
print(profile.initials)
var fresh = Profile(name: "Grace Hopper")
print(fresh.initials)
