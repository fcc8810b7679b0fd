func f(_ a: Int, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column, fn: String = #function) -> String {
    "\(file) \(line) \(column) \(fn)"
}
struct S { func g() -> String { f(1) } 
  var h: String { f(2) } }
print(f(0))
print(  f(0, line: 3))
print(S().g())
print(S().h)
print(#line, #column, #fileID, #function)
let s: StaticString = #fileID
print(s)
print("\(s)" == "main/350-magic-literals.swift")
