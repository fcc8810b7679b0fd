enum ExportError: Error {
    case emptyDocument
    case tooLarge(bytes: Int)
    case diskFull
}

final class FileHandleMock {
    let name: String
    static var openCount = 0
    private(set) var written: [String] = []

    init(name: String) {
        self.name = name
        FileHandleMock.openCount += 1
        print("open \(name)")
    }

    func write(_ line: String) throws {
        if written.count >= 3 { throw ExportError.diskFull }
        written.append(line)
    }

    func close() {
        FileHandleMock.openCount -= 1
        print("close \(name) after \(written.count) line(s)")
    }
}

func export(lines: [String], to name: String) throws -> Int {
    print("begin export \(name)")
    defer { print("end export \(name)") }
    guard !lines.isEmpty else { throw ExportError.emptyDocument }
    let bytes = lines.reduce(0) { $0 + $1.utf8.count }
    guard bytes < 100 else { throw ExportError.tooLarge(bytes: bytes) }

    let handle = FileHandleMock(name: name)
    defer { handle.close() }
    for line in lines {
        try handle.write(line)
    }
    return bytes
}

let jobs: [(String, [String])] = [
    ("notes.txt", ["a", "bb", "ccc"]),
    ("empty.txt", []),
    ("big.txt", [String(repeating: "z", count: 120)]),
    ("long.txt", ["1", "2", "3", "4", "5"]),
]

for (name, lines) in jobs {
    do {
        let bytes = try export(lines: lines, to: name)
        print("✓ \(name): \(bytes) bytes")
    } catch ExportError.tooLarge(let bytes) {
        print("✗ \(name): too large (\(bytes))")
    } catch {
        print("✗ \(name): \(error)")
    }
}
print("Open handles: \(FileHandleMock.openCount)")

func order() -> [Int] {
    var steps: [Int] = []
    do {
        defer { steps.append(1) }
        defer { steps.append(2) }
        steps.append(0)
    }
    steps.append(3)
    return steps
}
print(order())
