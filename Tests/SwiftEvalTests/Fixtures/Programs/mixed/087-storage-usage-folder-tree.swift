// Storage usage screen: indirect enum file tree, recursive sizes and counts, sorted tree printout, largest files.
import Foundation

indirect enum Node {
    case file(name: String, bytes: Int)
    case folder(name: String, children: [Node])

    var name: String {
        switch self { case .file(let n, _), .folder(let n, _): return n }
    }
    var size: Int {
        switch self {
        case .file(_, let b): return b
        case .folder(_, let kids): return kids.reduce(0) { $0 + $1.size }
        }
    }
    var fileCount: Int {
        switch self {
        case .file: return 1
        case .folder(_, let kids): return kids.map(\.fileCount).reduce(0, +)
        }
    }
    func allFiles(prefix: String = "") -> [(path: String, bytes: Int)] {
        switch self {
        case .file(let n, let b): return [(prefix + n, b)]
        case .folder(let n, let kids): return kids.flatMap { $0.allFiles(prefix: prefix + n + "/") }
        }
    }
}

func human(_ bytes: Int) -> String {
    let kb = 1024.0, mb = kb * 1024, gb = mb * 1024
    let b = Double(bytes)
    switch b {
    case gb...: return String(format: "%.2f GB", b / gb)
    case mb...: return String(format: "%.1f MB", b / mb)
    case kb...: return String(format: "%.0f KB", b / kb)
    default: return "\(bytes) bytes"
    }
}

func printTree(_ node: Node, depth: Int = 0, maxDepth: Int = 2) {
    let indent = String(repeating: "  ", count: depth)
    switch node {
    case .file(let n, let b): print("\(indent)\(n) — \(human(b))")
    case .folder(let n, let kids):
        print("\(indent)\(n)/ — \(human(node.size)), \(node.fileCount) file\(node.fileCount == 1 ? "" : "s")")
        guard depth < maxDepth else { if !kids.isEmpty { print("\(indent)  …") }; return }
        for k in kids.sorted(by: { ($0.size, $1.name) > ($1.size, $0.name) }) { printTree(k, depth: depth + 1, maxDepth: maxDepth) }
    }
}

let root = Node.folder(name: "Phone", children: [
    .folder(name: "Photos", children: [
        .file(name: "IMG_0001.heic", bytes: 2_400_000),
        .file(name: "IMG_0002.mov", bytes: 145_000_000),
        .folder(name: "Hidden", children: [.file(name: "secret.jpg", bytes: 900_000)]),
    ]),
    .folder(name: "Music", children: [
        .folder(name: "Album", children: (1...3).map { .file(name: "track\($0).m4a", bytes: 8_000_000 + $0 * 100_000) }),
    ]),
    .folder(name: "Empty", children: []),
    .file(name: "notes.txt", bytes: 812),
    .file(name: "zero.bin", bytes: 0),
    .file(name: "backup.zip", bytes: 1_300_000_000),
])

printTree(root)
let files = root.allFiles()
print("Top 3:")
for f in files.sorted(by: { $0.bytes > $1.bytes }).prefix(3) { print("  \(f.path) \(human(f.bytes))") }
let byExt = Dictionary(grouping: files) { f in f.path.split(separator: ".").last.map(String.init) ?? "?" }.mapValues { $0.reduce(0) { $0 + $1.bytes } }
print("By type: \(byExt.sorted { $0.value > $1.value }.map { "\($0.key) \(human($0.value))" }.joined(separator: ", "))")
let capacity = 2 * 1024 * 1024 * 1024
let used = root.size
print(String(format: "Used %@ of %@ (%.1f%%), free %@", human(used), human(capacity), Double(used) / Double(capacity) * 100, human(capacity - used)))
print("Empty files: \(files.filter { $0.bytes == 0 }.map(\.path))")
