// Names written with backticks (a keyword used as a name) are the same
// names without them: methods, cases, properties, parameters, locals.
struct Options {
    var `default`: Int = 3
    func `if`(_ condition: Bool) -> String { condition ? "then" : "else" }
    func `throw`(`in` place: String) -> String { "thrown in " + place }
    func describe() -> String { `throw`(in: "describe") + " / " + self.if(false) }
}

enum Mode: String {
    case `default`, `private`, open
}

let options = Options()
print(options.if(true), options.`if`(false), options.describe())
print(options.default, options.`default`)
let mode: Mode = .`default`
switch mode {
case .`default`: print("default case")
case .private, .open: print("other")
}
print(Mode.private, Mode.`private`.rawValue, [Mode.default, .open])
let `class` = "a local named class"
print(`class`)
func `repeat`(_ text: String, `for` times: Int) -> String { String(repeating: text, count: times) }
print(`repeat`("ab", for: 3))
