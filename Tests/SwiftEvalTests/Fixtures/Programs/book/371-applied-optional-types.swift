// An extension of Optional whose members run on `Optional<Flavor>`:
// `Wrapped` is bound by the type the member is reached through, written
// `Optional<Flavor>` or `Flavor?`, or given to a generic function.
protocol Named { var name: String { get } }

extension Optional: CaseIterable where Wrapped: CaseIterable {
    public static var allCases: [Wrapped?] {
        [nil] + Wrapped.allCases.map { .some($0) }
    }

    static func described() -> String { "\(Wrapped.self) or none" }
}

extension Optional: Named where Wrapped: Named {
    var name: String {
        switch self {
        case .none: "None"
        case let .some(value): value.name
        }
    }
}

enum Flavor: String, CaseIterable, Named {
    case vanilla, mint
    var name: String { rawValue.uppercased() }
}

func names<T: CaseIterable & Named>(_ type: T.Type) -> [String] { T.allCases.map { $0.name } }
func empty<T: ExpressibleByNilLiteral>(_ type: T.Type) -> T { T(nilLiteral: ()) }
func kind<T>(_ type: T.Type) -> String { "\(T.self)" }

print(Optional<Flavor>.allCases)
print(Flavor?.allCases.count)
print(Optional<Flavor>.described())
print(names(Flavor.self))
print(names(Optional<Flavor>.self))
print(names(Flavor?.self))
print(kind(Flavor?.self), kind(Optional<Flavor>.self))
let none: Flavor? = empty(Flavor?.self)
print(none as Any, none.name)
let some: Flavor? = .mint
print(some.name, Optional<Int>.none as Any)
let wrapped = [1, 2].map { .some($0) as Int? }
print(wrapped)
