struct A {}
struct B {}
let a: Any = A()
let t = type(of: a)
print(ObjectIdentifier(t) == ObjectIdentifier(A.self), ObjectIdentifier(t) == ObjectIdentifier(B.self))
var h = Set<ObjectIdentifier>()
h.insert(ObjectIdentifier(A.self)); h.insert(ObjectIdentifier(t)); h.insert(ObjectIdentifier(B.self))
print(h.count)
print(t == A.self, t == B.self)
