// Sorting by multiple keys with tuple comparison and chained closures.
struct Employee {
    let name: String
    let department: String
    let salary: Int
    let years: Int
}
let staff = [
    Employee(name: "Quinn", department: "Eng", salary: 120, years: 3),
    Employee(name: "Abel", department: "Sales", salary: 90, years: 7),
    Employee(name: "Maya", department: "Eng", salary: 120, years: 5),
    Employee(name: "Lars", department: "Eng", salary: 95, years: 1),
    Employee(name: "Bree", department: "Sales", salary: 90, years: 2),
    Employee(name: "Cole", department: "Design", salary: 100, years: 4),
]

let byDeptThenSalary = staff.sorted {
    ($0.department, -$0.salary, $0.name) < ($1.department, -$1.salary, $1.name)
}
for e in byDeptThenSalary {
    print(e.department, e.salary, e.name)
}

typealias Comparator = (Employee, Employee) -> Bool
let comparators: [(Employee, Employee) -> Bool?] = [
    { $0.salary == $1.salary ? nil : $0.salary > $1.salary },
    { $0.years == $1.years ? nil : $0.years > $1.years },
]
let senior = staff.sorted { a, b in
    for cmp in comparators {
        if let result = cmp(a, b) { return result }
    }
    return a.name < b.name
}
print(senior.map(\.name))

print(staff.sorted { $0.name < $1.name }.map(\.name))
print(staff.sorted { $0.name.count < $1.name.count }.map(\.name))
print(staff.map(\.salary).sorted(by: >))
print(staff.max { ($0.years, $0.name) < ($1.years, $1.name) }!.name)
let deptOrder = ["Design": 0, "Eng": 1, "Sales": 2]
let custom = staff.sorted { (deptOrder[$0.department]!, $0.years) < (deptOrder[$1.department]!, $1.years) }
print(custom.map { "\($0.department.prefix(1))\($0.years)" })
print(("a", 2) < ("a", 10), ("b", 0) < ("a", 99))
