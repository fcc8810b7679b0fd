final class Company { let name: String; var ceo: Person?; init(name: String) { self.name = name } }
final class Person {
    let name: String
    var employer: Company?
    var manager: Person?
    var nickname: String?
    init(name: String, nickname: String? = nil) { self.name = name; self.nickname = nickname }
    var displayName: String { nickname ?? name }
}

struct ProfileCardViewModel {
    let person: Person?

    var title: String { person?.displayName ?? "Guest" }
    var subtitle: String {
        guard let p = person else { return "Not signed in" }
        switch (p.employer?.name, p.manager?.displayName) {
        case let (company?, manager?): return "\(company) · reports to \(manager)"
        case let (company?, nil): return company
        case let (nil, manager?): return "Reports to \(manager)"
        case (nil, nil): return "Independent"
        }
    }
    var bossOfBoss: String? { person?.manager?.manager?.displayName }
    var ceoName: String { person?.employer?.ceo?.name ?? "n/a" }
    var initialsLength: Int? { person?.nickname?.count }
}

let acme = Company(name: "Acme")
let zoe = Person(name: "Zoe Q", nickname: "Z")
acme.ceo = zoe
zoe.employer = acme
let max1 = Person(name: "Max")
max1.manager = zoe
max1.employer = acme
let lee = Person(name: "Lee", nickname: "Lee-Lee")
lee.manager = max1
let free = Person(name: "Free Lancer")
let intern = Person(name: "Ian")
intern.manager = lee

for p in [zoe, max1, lee, free, intern, nil] as [Person?] {
    let vm = ProfileCardViewModel(person: p)
    print("\(vm.title) | \(vm.subtitle) | \(vm.bossOfBoss ?? "-") | \(vm.ceoName) | \(vm.initialsLength.map(String.init) ?? "nil")")
}
lee.employer = acme
lee.nickname = nil
acme.ceo?.nickname = "The Boss"
let vm = ProfileCardViewModel(person: lee)
print(vm.title, "/", vm.subtitle, "/", vm.ceoName)
let chainLengths = [zoe, max1, lee, intern].map { p -> Int in
    var n = 0
    var cur = p.manager
    while let m = cur { n += 1; cur = m.manager }
    return n
}
print(chainLengths)
if let m = intern.manager?.manager, let e = m.employer { print(m.name, "works at", e.name) }
