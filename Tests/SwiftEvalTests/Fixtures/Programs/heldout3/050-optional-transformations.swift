final class Profile {
    var nickname: String?
    var age: String?
    var website: String?
    var referrer: Profile?

    init(nickname: String? = nil, age: String? = nil, website: String? = nil, referrer: Profile? = nil) {
        self.nickname = nickname
        self.age = age
        self.website = website
        self.referrer = referrer
    }
}

func parseAge(_ s: String) -> Int? {
    guard let n = Int(s.trimmingSpaces()), n > 0, n < 150 else { return nil }
    return n
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

let profiles = [
    Profile(nickname: "  zed ", age: " 31", website: "zed.dev", referrer: nil),
    Profile(nickname: "", age: "abc", website: nil, referrer: Profile(nickname: "amy", age: "40")),
    Profile(nickname: nil, age: "200", website: "", referrer: Profile(nickname: nil, age: nil)),
    Profile(nickname: "bo", age: nil, website: "bo.io", referrer: Profile(nickname: "cy", referrer: Profile(nickname: "root"))),
]

for (i, p) in profiles.enumerated() {
    let name = p.nickname.map { $0.trimmingSpaces() }.flatMap(\.nilIfEmpty) ?? "Anonymous"
    let age = p.age.flatMap(parseAge).map { "\($0) y/o" } ?? "age unknown"
    let site = p.website?.nilIfEmpty.map { "https://" + $0 } ?? "-"
    let ref = p.referrer?.nickname ?? "none"
    let chain = p.referrer?.referrer?.nickname
    print("\(i): \(name), \(age), \(site), referred by \(ref)\(chain.map { " ← \($0)" } ?? "")")
}

let ages = profiles.compactMap { $0.age.flatMap(parseAge) }
print("Valid ages: \(ages)")
let maybeNumbers = ["1", "x", "3", nil, "5"]
print(maybeNumbers.compactMap { $0 }.compactMap(Int.init))
print(maybeNumbers.map { $0.flatMap(Int.init) })

var cache: [String: Int]? = nil
print(cache?["a"] as Any)
cache = ["a": 1]
cache?["b"] = 2
print(cache?["b"] as Any, cache?.count ?? 0)

let first: Int? = 4, second: Int? = nil
if let a = first, let b = second { print(a + b) } else { print("one is missing") }
if let first, first > 3 { print("first is \(first)") }
guard let unwrapped = first else { fatalError() }
print(unwrapped * 2, first.map { $0 * 3 } ?? 0, second ?? first ?? 0)
switch (first, second) {
case (.some(let a), .none): print("only first: \(a)")
case (.some, .some): print("both")
default: print("neither")
}
let opt: String? = "x"
print(opt == "x", opt != nil, Optional<Int>.none == nil)
