// Local functions are declared for their whole block: code above the
// `func` calls it, local functions call each other, and each sees the
// block's variables as they are when it runs.
func tally(_ words: [String]) -> (Int, [String]) {
    var count = 0
    var seen: [String] = []
    for word in words {
        record(word)
    }
    func record(_ word: String) {
        guard !isNoise(word) else { return }
        count += 1
        seen.append(word.uppercased())
    }
    func isNoise(_ word: String) -> Bool { word.count < 3 }
    return (count, seen)
}
print(tally(["a", "wren", "of", "robin", "jay"]))

func countdown(_ start: Int) -> [Int] {
    var steps: [Int] = []
    down(start)
    func down(_ n: Int) {
        steps.append(n)
        if n > 0 { up(n - 1) }
    }
    func up(_ n: Int) {
        steps.append(n * 10)
        if n > 0 { down(n - 1) }
    }
    return steps
}
print(countdown(4))

struct Generator {
    var made: [String] = []
    mutating func run() {
        for species in ["finch", "owl"] {
            generate(species)
        }
        func generate(_ species: String) {
            made.append(species + "-" + String(made.count))
        }
    }
}
var generator = Generator()
generator.run()
print(generator.made)
