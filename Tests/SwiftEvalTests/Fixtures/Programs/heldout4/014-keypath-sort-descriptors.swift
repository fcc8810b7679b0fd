struct Employee {
    let name: String
    let department: String
    let salary: Int
    let age: Int
}

struct SortDescriptor<Root> {
    let compare: (Root, Root) -> Bool?
    init<V: Comparable>(_ kp: KeyPath<Root, V>, ascending: Bool = true) {
        compare = { a, b in
            let x = a[keyPath: kp], y = b[keyPath: kp]
            if x == y { return nil }
            return ascending ? x < y : x > y
        }
    }
}

extension Array {
    func sorted(by descriptors: [SortDescriptor<Element>]) -> [Element] {
        sorted { a, b in
            for d in descriptors {
                if let r = d.compare(a, b) { return r }
            }
            return false
        }
    }
    func pluck<V>(_ kp: KeyPath<Element, V>) -> [V] { map { $0[keyPath: kp] } }
}

let staff = [
    Employee(name: "Ana", department: "Eng", salary: 120, age: 31),
    Employee(name: "Bo", department: "Sales", salary: 90, age: 45),
    Employee(name: "Cy", department: "Eng", salary: 120, age: 28),
    Employee(name: "Di", department: "Design", salary: 100, age: 35),
    Employee(name: "Ed", department: "Sales", salary: 95, age: 29),
    Employee(name: "Flo", department: "Eng", salary: 140, age: 40),
]

let byDeptThenSalary = staff.sorted(by: [SortDescriptor(\.department), SortDescriptor(\.salary, ascending: false), SortDescriptor(\.name)])
for e in byDeptThenSalary { print(e.department, e.name, e.salary) }

print(staff.sorted(by: [SortDescriptor(\.age, ascending: false)]).pluck(\.name))
print(staff.sorted(by: [SortDescriptor(\.name.count), SortDescriptor(\.name, ascending: false)]).pluck(\.name))

let kp: KeyPath<Employee, Int> = \.salary
let totals = Dictionary(grouping: staff, by: \.department).mapValues { $0.reduce(0) { $0 + $1[keyPath: kp] } }
for (dept, total) in totals.sorted(by: { $0.key < $1.key }) { print("\(dept): \(total)") }

func average<T>(_ items: [T], _ kp: KeyPath<T, Int>) -> Double {
    items.isEmpty ? 0 : Double(items.reduce(0) { $0 + $1[keyPath: kp] }) / Double(items.count)
}
print(average(staff, \.age), average(staff, \.salary), average([Employee](), \.age))
