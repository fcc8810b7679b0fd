enum Block: CustomStringConvertible {
    case heading(level: Int, text: String)
    case bullet([String])
    case paragraph(String)
    case code(String)

    var description: String {
        switch self {
        case .heading(let l, let t): return "H\(l)<\(t)>"
        case .bullet(let items): return "UL[\(items.joined(separator: " | "))]"
        case .paragraph(let p): return "P<\(p)>"
        case .code(let c): return "CODE<\(c.replacingOccurrences(of: "\n", with: "\\n"))>"
        }
    }
}

extension String {
    func replacingOccurrences(of target: String, with rep: String) -> String {
        components(separatedBy: target).joined(separator: rep)
    }
    func components(separatedBy sep: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var rest = Substring(self)
        while !rest.isEmpty {
            if rest.hasPrefix(sep) {
                parts.append(current); current = ""
                rest = rest.dropFirst(sep.count)
            } else {
                current.append(rest.removeFirst())
            }
        }
        parts.append(current)
        return parts
    }
}

func parse(_ text: String) -> [Block] {
    var blocks: [Block] = []
    var bullets: [String] = []
    var para: [String] = []
    var code: [String]? = nil
    func flush() {
        if !bullets.isEmpty { blocks.append(.bullet(bullets)); bullets = [] }
        if !para.isEmpty { blocks.append(.paragraph(para.joined(separator: " "))); para = [] }
    }
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = String(raw)
        if line.hasPrefix("```") {
            if let c = code { blocks.append(.code(c.joined(separator: "\n"))); code = nil } else { flush(); code = [] }
            continue
        }
        if code != nil { code!.append(line); continue }
        if line.isEmpty { flush(); continue }
        if line.hasPrefix("#") {
            flush()
            let level = line.prefix(while: { $0 == "#" }).count
            blocks.append(.heading(level: level, text: String(line.dropFirst(level)).trimmingCharacters()))
        } else if line.hasPrefix("- ") {
            if !para.isEmpty { flush() }
            bullets.append(String(line.dropFirst(2)))
        } else {
            if !bullets.isEmpty { flush() }
            para.append(line)
        }
    }
    flush()
    return blocks
}

extension String {
    func trimmingCharacters() -> String { String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
}

let doc = """
# Release Notes
Version 2.0 brings
many improvements.

## Fixes
- Crash on launch
- Dark mode colors
Thanks to all!
```
let x = 1
print(x)
```
### Done
"""
let blocks = parse(doc)
for b in blocks { print(b) }
print(blocks.count, "blocks")
print("a--b--c".replacingOccurrences(of: "--", with: "+"))
