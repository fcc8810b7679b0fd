func here(_ f: String = #function, line: Int = #line, column: Int = #column) -> String { "\(f) \(line):\(column)" }
struct S {
  var label: String
  init(x: Int, _ y: Int) { label = here() }
  subscript(i: Int) -> String { here() }
  static func make(_ a: Int, b: Int) -> String { let c = { here() }; return c() }
  var computed: String { get { here() } }
  func trailing() -> String { here(
  ) }
}
print(S(x: 1, 2).label)
print(S(x: 1, 2)[0])
print(S.make(1, b: 2))
print(S(x: 1, 2).computed)
print(S(x: 1, 2).trailing())
let g = here()
print(g)
enum E { case a; var d: String { switch self { case .a: return here() } } }
print(E.a.d)
