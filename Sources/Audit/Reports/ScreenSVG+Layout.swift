internal import AppModel
internal import Crawl

extension ScreenSVG {
    /// One legend entry: the element, where its first line sits, its lines.
    struct LegendEntry {
        let element: ElementSnapshot
        let y: Double
        let lines: [String]
    }

    /// Legend entries for the elements in reading order, each wrapped.
    func legendEntries() -> [LegendEntry] {
        var entries: [LegendEntry] = []
        var y = 38.0
        for element in screen.elements where element.order != nil {
            var said = element.description.isEmpty ? "(says nothing)" : element.description
            if !isOnScreen(element) { said = "(off screen) " + said }
            var lines = Self.wrap(said, columns: Self.legendColumns)
            if lines.count > Self.legendLines {
                lines = Array(lines.prefix(Self.legendLines))
                lines[Self.legendLines - 1] += "…"
            }
            entries.append(LegendEntry(element: element, y: y, lines: lines))
            y += Double(max(lines.count, 1)) * 15 + 9
        }
        return entries
    }

    /// Where each numbered marker goes (elements on the screen only): the
    /// element's visible top-left corner,
    /// inside the screen, moved along the frame (then below it) until it
    /// covers no marker placed before it.
    func markerPlaces() -> [(ElementSnapshot, Point)] {
        let r = Self.markerRadius
        let bounds = screen.size
        var placed: [Point] = []
        var result: [(ElementSnapshot, Point)] = []
        for element in screen.elements where element.order != nil && isOnScreen(element) {
            let frame = element.frame
            func clamp(_ p: Point) -> Point {
                Point(x: min(max(p.x, r), max(r, bounds.width - r)), y: min(max(p.y, r), max(r, bounds.height - r)))
            }
            var candidate = clamp(Point(x: frame.minX + r, y: frame.minY + r))
            var attempts = 0
            while placed.contains(where: { abs($0.x - candidate.x) < 2 * r + 1 && abs($0.y - candidate.y) < 2 * r + 1 }
            ), attempts < 60 {
                attempts += 1
                let next = Point(x: candidate.x + 2 * r + 2, y: candidate.y)
                candidate =
                    next.x + r <= max(frame.maxX, frame.minX + 2 * r) && next.x + r <= bounds.width
                    ? next : clamp(Point(x: frame.minX + r, y: candidate.y + 2 * r + 2))
            }
            placed.append(candidate)
            result.append((element, candidate))
        }
        return result
    }

    /// Whether any of `element`'s frame is on the screen: elements off it
    /// get no marker (the legend says "off screen").
    func isOnScreen(_ element: ElementSnapshot) -> Bool {
        element.frame.intersects(Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height))
    }

    /// `text` in lines of at most `columns` characters, broken at spaces.
    static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while word.count > columns {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(columns)))
                word = word.dropFirst(columns)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= columns {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
