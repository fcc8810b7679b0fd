// Closures: a trailing closure fills a parameter whose function type is written through a typealias.
final class P {
    typealias Fetch = (_ cursor: Int, _ completion: (Int) -> Void) -> Void
    private let fetch: Fetch
    init(fetch: @escaping Fetch) { self.fetch = fetch }
    func go() {
        print("go")
        fetch(3) { r in print("got", r) }
    }
}
let p = P { c, done in print("fetching", c); done(c * 2) }
p.go()
let q = P(fetch: { c, done in print("fetching2", c); done(c * 2) })
q.go()
