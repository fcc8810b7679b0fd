enum K { case a, b, c }
func name(_ k: K) -> String {
    switch k {
    case .a: return "a"
    #if os(Linux)
    case .b: return "b on linux"
    #else
    case .b: return "b elsewhere"
    #endif
    case .c: return "c"
    }
}
print(name(.a), name(.b), name(.c))
