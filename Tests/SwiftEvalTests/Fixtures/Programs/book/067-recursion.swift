// Recursive functions over numbers and nested model data.
struct Folder {
    let name: String
    var files: [Int]
    var subfolders: [Folder]
}

func totalSize(_ folder: Folder) -> Int {
    folder.files.reduce(0, +) + folder.subfolders.map(totalSize).reduce(0, +)
}

func listing(_ folder: Folder, depth: Int = 0) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    var lines = ["\(indent)\(folder.name)/ (\(totalSize(folder)))"]
    for sub in folder.subfolders {
        lines += listing(sub, depth: depth + 1)
    }
    return lines
}

let root = Folder(name: "root", files: [10, 20], subfolders: [
    Folder(name: "photos", files: [300, 250], subfolders: [
        Folder(name: "2023", files: [5], subfolders: []),
    ]),
    Folder(name: "docs", files: [], subfolders: []),
])
print(totalSize(root))
for line in listing(root) {
    print(line)
}

func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
print((0...10).map(factorial))

func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print(gcd(84, 36), gcd(17, 5), gcd(0, 9))

func power(_ base: Int, _ exp: Int) -> Int {
    if exp == 0 { return 1 }
    let half = power(base, exp / 2)
    return exp % 2 == 0 ? half * half : half * half * base
}
print(power(2, 10), power(3, 5), power(7, 0))

func permutations(_ s: String) -> [String] {
    if s.count <= 1 { return [s] }
    var result: [String] = []
    for (i, ch) in s.enumerated() {
        var rest = Array(s)
        rest.remove(at: i)
        result += permutations(String(rest)).map { String(ch) + $0 }
    }
    return result
}
print(permutations("abc"))
