// Release notes renderer: parse a markdown-like string into blocks, then render as plain text rows.
import Foundation

enum Block: Equatable {
    case heading(level: Int, text: String)
    case bullet(String, checked: Bool?)
    case paragraph(String)
    case rule
}

func parse(_ source: String) -> [Block] {
    var blocks: [Block] = []
    var paragraph: [String] = []
    func flush() {
        if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))); paragraph.removeAll() }
    }
    for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.isEmpty { flush(); continue }
        if line.hasPrefix("#") {
            flush()
            let level = line.prefix { $0 == "#" }.count
            blocks.append(.heading(level: min(level, 3), text: line.dropFirst(level).trimmingCharacters(in: .whitespaces)))
        } else if line == "---" {
            flush(); blocks.append(.rule)
        } else if line.hasPrefix("- [ ] ") || line.hasPrefix("- [x] ") {
            flush(); blocks.append(.bullet(String(line.dropFirst(6)), checked: line.hasPrefix("- [x]")))
        } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
            flush(); blocks.append(.bullet(String(line.dropFirst(2)), checked: nil))
        } else {
            paragraph.append(line)
        }
    }
    flush()
    return blocks
}

func inline(_ s: String) -> String {
    s.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "'")
}

func render(_ blocks: [Block], width: Int = 40) -> [String] {
    var out: [String] = []
    for block in blocks {
        switch block {
        case .heading(1, let t): out.append(inline(t).uppercased()); out.append(String(repeating: "=", count: t.count))
        case .heading(_, let t): out.append(inline(t))
        case .bullet(let t, nil): out.append("• " + inline(t))
        case .bullet(let t, let done?): out.append((done ? "☑ " : "☐ ") + inline(t))
        case .paragraph(let t):
            var line = ""
            for word in inline(t).split(separator: " ") {
                if !line.isEmpty && line.count + word.count + 1 > width { out.append(line); line = "" }
                line += (line.isEmpty ? "" : " ") + word
            }
            if !line.isEmpty { out.append(line) }
        case .rule: out.append(String(repeating: "─", count: width / 2))
        }
    }
    return out
}

let notes = """
# What's New

Version **2.4** brings a faster `Search` and many small fixes that
you asked for.
## Highlights
- Offline mode
* Widgets for the Home Screen
- [x] Fixed crash when sharing
- [ ] Dark mode for charts (coming soon)
---
#### Thanks to everyone who sent feedback!
"""
let blocks = parse(notes)
render(blocks).forEach { print($0) }
let bullets = blocks.filter { if case .bullet = $0 { return true }; return false }.count
let todo = blocks.filter { $0 == .bullet("Dark mode for charts (coming soon)", checked: false) }.count
print("Blocks: \(blocks.count), bullets: \(bullets), open todos: \(todo), empty doc: \(parse("").count)")
