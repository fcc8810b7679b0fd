struct Employee {
    let name: String
    let department: String
    var salary: Int
    let startYear: Int
    var manager: String?
}

enum SortOrder { case ascending, descending }

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, _ order: SortOrder = .ascending) -> [Element] {
        sorted { a, b in
            order == .ascending ? a[keyPath: keyPath] < b[keyPath: keyPath]
                                : a[keyPath: keyPath] > b[keyPath: keyPath]
        }
    }

    func sum<T: AdditiveArithmetic>(of keyPath: KeyPath<Element, T>) -> T {
        reduce(.zero) { $0 + $1[keyPath: keyPath] }
    }
}

func column<Root, Value>(_ rows: [Root], _ path: KeyPath<Root, Value>) -> [String] {
    rows.map { "\($0[keyPath: path])" }
}

var staff = [
    Employee(name: "Grace", department: "Eng", salary: 150, startYear: 2015, manager: nil),
    Employee(name: "Alan", department: "Eng", salary: 130, startYear: 2018, manager: "Grace"),
    Employee(name: "Ada", department: "Research", salary: 140, startYear: 2012, manager: nil),
    Employee(name: "Linus", department: "Ops", salary: 110, startYear: 2020, manager: "Ada"),
    Employee(name: "Barbara", department: "Eng", salary: 125, startYear: 2019, manager: "Grace"),
]

print(column(staff.sorted(by: \.name), \.name))
print(column(staff.sorted(by: \.salary, .descending), \.salary))
print(column(staff.sorted(by: \.startYear), \Employee.startYear))
print("Payroll: \(staff.sum(of: \.salary))")

let namePath: KeyPath<Employee, String> = \.name
let countPath = \Employee.name.count
print(staff.map { $0[keyPath: namePath] + ":" + String($0[keyPath: countPath]) })

let writable: WritableKeyPath<Employee, Int> = \.salary
for i in staff.indices where staff[i].department == "Eng" {
    staff[i][keyPath: writable] += 10
}
print("Eng salaries after raise: \(staff.filter { $0.department == "Eng" }.map(\.salary))")
let managers = Set(staff.compactMap(\.manager)).sorted()
print("Managers: \(managers)")
let byDept = Dictionary(grouping: staff, by: \.department)
    .mapValues { $0.sum(of: \.salary) }
    .sorted(by: \.key)
for (dept, total) in byDept {
    print("\(dept): \(total)")
}
print(staff.map(\.manager))
