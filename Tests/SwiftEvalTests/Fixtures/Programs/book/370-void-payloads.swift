// An enum case whose payload is `Void` alone prints as its name and `()`;
// `Void` beside other values, or labelled, prints as `()` in its place.
enum Signal {
    case ping(Void)
    case pair(Int, Void)
    case named(x: Void)
}

print(Signal.ping(()), Signal.pair(1, ()), Signal.named(x: ()))
let done: Result<Void, Never> = .success(())
print(done)
let nothing: Void? = ()
print(nothing as Any)
func finish() -> Result<Void, Never> { .success(()) }
switch finish() {
case .success: print("finished")
}
