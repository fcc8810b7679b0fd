import Foundation

struct Size: Equatable, CustomStringConvertible {
    var width: Double
    var height: Double
    var description: String { "\(fmt(width))×\(fmt(height))" }
}

func fmt(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v)
}

struct GridLayout {
    let containerWidth: Double
    let minItemWidth: Double
    let spacing: Double
    let inset: Double

    var columns: Int {
        let available = containerWidth - 2 * inset + spacing
        return max(1, Int(available / (minItemWidth + spacing)))
    }

    var itemSize: Size {
        let totalSpacing = spacing * Double(columns - 1)
        let w = ((containerWidth - 2 * inset - totalSpacing) / Double(columns) * 2).rounded(.down) / 2
        return Size(width: w, height: w)
    }

    func rows(for count: Int) -> Int { (count + columns - 1) / columns }

    func frame(at index: Int) -> (x: Double, y: Double) {
        let row = index / columns, col = index % columns
        let s = itemSize
        return (inset + Double(col) * (s.width + spacing), inset + Double(row) * (s.height + spacing))
    }

    func contentHeight(for count: Int) -> Double {
        let r = rows(for: count)
        guard r > 0 else { return 0 }
        return 2 * inset + Double(r) * itemSize.height + Double(r - 1) * spacing
    }
}

let devices: [(String, Double)] = [("iPhone SE", 320), ("iPhone 15", 393), ("iPhone 15 Pro Max", 430), ("iPad mini", 744), ("iPad Pro 12.9", 1024)]
for (name, width) in devices {
    let layout = GridLayout(containerWidth: width, minItemWidth: 100, spacing: 2, inset: 0)
    print("\(name.padding(toLength: 18, withPad: " ", startingAt: 0)) cols \(layout.columns) item \(layout.itemSize) rows(50) \(layout.rows(for: 50)) height \(fmt(layout.contentHeight(for: 50)))")
}

let padded = GridLayout(containerWidth: 393, minItemWidth: 110, spacing: 8, inset: 16)
print("padded: cols \(padded.columns), item \(padded.itemSize)")
for i in [0, 1, 2, 3, 7] {
    let f = padded.frame(at: i)
    print("  item \(i): (\(fmt(f.x)), \(fmt(f.y)))")
}
print("  empty height: \(padded.contentHeight(for: 0)), 1 item: \(fmt(padded.contentHeight(for: 1)))")

let narrow = GridLayout(containerWidth: 80, minItemWidth: 100, spacing: 4, inset: 8)
print("narrow: cols \(narrow.columns) item \(narrow.itemSize)")

let photos = (1...11).map { "IMG_\(String(format: "%04d", $0 * 7))" }
let cols = padded.columns
let grid = stride(from: 0, to: photos.count, by: cols).map { Array(photos[$0..<min($0 + cols, photos.count)]) }
for row in grid { print(row.joined(separator: " ")) }
let lastRowFill = photos.count % cols == 0 ? cols : photos.count % cols
print("last row has \(lastRowFill)/\(cols), placeholders needed: \(cols - lastRowFill)")
print("visible in 600pt: \(Int((600 - padded.inset) / (padded.itemSize.height + padded.spacing)) * cols) items")
