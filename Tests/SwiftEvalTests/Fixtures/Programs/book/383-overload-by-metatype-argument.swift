// Initializers that share their labels and differ by whether an argument is a
// metatype (`for types: Any.Type...`) or a value of a type of the program
// (`for schema: Schema`): the argument picks, before an implicit member in
// another argument (`[.init(mem: true)]`) is typed by the overload chosen.
struct Config { var mem: Bool; init(mem: Bool = false) { self.mem = mem } }
struct Schema { init(_ types: [Any]) {} }
final class Container {
    var mem = false
    init(for schema: Schema, configurations: [Config]) { mem = configurations.contains { $0.mem } }
    init(for types: Any.Type..., configurations: Config...) { mem = configurations.contains { $0.mem } }
}
struct A {}
struct B {}
let schema = Schema([A.self, B.self])
print(Container(for: schema, configurations: [.init(mem: true)]).mem)
print(Container(for: A.self, B.self, configurations: Config(mem: true)).mem)
print(Container(for: A.self, configurations: .init(mem: true)).mem)
print(Container(for: A.self).mem)
