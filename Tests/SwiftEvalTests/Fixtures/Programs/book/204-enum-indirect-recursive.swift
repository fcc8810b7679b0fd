// Enumerations: recursive enum with indirect cases, evaluated recursively.
indirect enum PriceRule {
    case fixed(Double)
    case percentOff(Double, PriceRule)
    case sum(PriceRule, PriceRule)
    case minimum(Double, PriceRule)
}

enum Tree {
    case leaf(Int)
    indirect case node(Tree, Tree)
}

func evaluate(_ rule: PriceRule) -> Double {
    switch rule {
    case .fixed(let value):
        return value
    case let .percentOff(percent, inner):
        return evaluate(inner) * (1 - percent / 100)
    case let .sum(a, b):
        return evaluate(a) + evaluate(b)
    case let .minimum(floor, inner):
        return max(floor, evaluate(inner))
    }
}

func describe(_ rule: PriceRule) -> String {
    switch rule {
    case .fixed(let v): return "\(v)"
    case let .percentOff(p, inner): return "(\(describe(inner)) - \(p)%)"
    case let .sum(a, b): return "(\(describe(a)) + \(describe(b)))"
    case let .minimum(f, inner): return "max(\(f), \(describe(inner)))"
    }
}

let basket = PriceRule.sum(.fixed(40), .fixed(20))
let discounted = PriceRule.percentOff(25, basket)
let guarded = PriceRule.minimum(50, discounted)
print(evaluate(basket))
print(evaluate(discounted))
print(evaluate(guarded))
print(describe(guarded))

func total(_ t: Tree) -> Int {
    switch t {
    case .leaf(let n): return n
    case let .node(l, r): return total(l) + total(r)
    }
}
func depth(_ t: Tree) -> Int {
    switch t {
    case .leaf: return 1
    case let .node(l, r): return 1 + max(depth(l), depth(r))
    }
}
let tree = Tree.node(.leaf(3), .node(.leaf(4), .node(.leaf(5), .leaf(6))))
print(total(tree))
print(depth(tree))
print(Tree.leaf(7))
