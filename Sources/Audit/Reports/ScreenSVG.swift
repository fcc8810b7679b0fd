internal import AppModel
public import Crawl
internal import Foundation

/// One screen as SVG, readable without a mouse: the screen with each
/// element's frame and a numbered marker for its place in reading order,
/// and beside it a legend listing, per number, what VoiceOver says.
/// Elements with findings are red in both. Every word is a `<text>`
/// element, so the file diffs well in pull requests and reads the same
/// in a PNG, a preview or a printout.
public struct ScreenSVG: Sendable {
    /// The screen.
    public let screen: ScreenSnapshot
    /// Paths of elements with findings.
    public let flagged: Set<String>

    /// The legend column's width, in points.
    static let legendWidth = 380.0
    /// A marker's radius.
    static let markerRadius = 10.0
    /// Characters per legend line before wrapping.
    static let legendColumns = 54
    /// Lines a legend entry shows before an ellipsis.
    static let legendLines = 4

    /// Creates a renderer for `screen`, highlighting elements in `flagged`.
    public init(screen: ScreenSnapshot, flagged: Set<String> = []) {
        self.screen = screen
        self.flagged = flagged
    }

    /// The SVG document (no XML declaration, so it can be inlined in HTML).
    public func render() -> String {
        typealias F = AuditFormatting
        let legend = legendEntries()
        let legendHeight = legend.last.map { $0.y + Double($0.lines.count) * 15 + 12 } ?? 40
        let width = screen.size.width + 16 + Self.legendWidth
        let height = max(screen.size.height, legendHeight)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(F.number(width))\" height=\"\(F.number(height))\" viewBox=\"0 0 \(F.number(width)) \(F.number(height))\" role=\"img\" aria-label=\"\(F.xml("Screen \(screen.key): \(screen.elements.count) elements in reading order"))\" font-family=\"sans-serif\">",
            "  <rect x=\"0\" y=\"0\" width=\"\(F.number(width))\" height=\"\(F.number(height))\" fill=\"#ffffff\"/>",
            "  <clipPath id=\"\(clipID)\"><rect x=\"0\" y=\"0\" width=\"\(F.number(screen.size.width))\" height=\"\(F.number(screen.size.height))\"/></clipPath>",
            "  <rect x=\"0\" y=\"0\" width=\"\(F.number(screen.size.width))\" height=\"\(F.number(screen.size.height))\" fill=\"#f6f8fa\" stroke=\"#333333\" stroke-width=\"1\"/>",
            "  <g clip-path=\"url(#\(clipID))\">",
        ]
        for element in screen.elements {
            let frame = element.frame
            let color = colour(element)
            lines.append("  <g class=\"element\(flagged.contains(element.path) ? " flagged" : "")\">")
            lines.append(
                "    <title>\(F.xml("\(element.order.map { "\($0). " } ?? "")\(element.path): \(element.description)"))</title>"
            )
            lines.append(
                "    <rect x=\"\(F.number(frame.minX))\" y=\"\(F.number(frame.minY))\" width=\"\(F.number(frame.width))\" height=\"\(F.number(frame.height))\" fill=\"\(color)\" fill-opacity=\"\(flagged.contains(element.path) ? "0.16" : "0.06")\" stroke=\"\(color)\" stroke-width=\"\(flagged.contains(element.path) ? 2 : 1)\"/>"
            )
            lines.append("  </g>")
        }
        for (element, center) in markerPlaces() {
            lines += marker(element.order ?? 0, at: center, colour: colour(element), indent: "  ")
        }
        lines.append("  </g>")
        let legendX = screen.size.width + 16
        lines.append("  <g class=\"legend\">")
        lines.append(
            "    <text x=\"\(F.number(legendX))\" y=\"18\" font-size=\"13\" font-weight=\"bold\" fill=\"#1b1b1b\">\(F.xml(screen.key)): what VoiceOver says</text>"
        )
        for entry in legend {
            lines += marker(
                entry.element.order ?? 0, at: Point(x: legendX + Self.markerRadius, y: entry.y + 4),
                colour: colour(entry.element), indent: "    ")
            for (index, text) in entry.lines.enumerated() {
                lines.append(
                    "    <text x=\"\(F.number(legendX + 26))\" y=\"\(F.number(entry.y + 8 + Double(index) * 15))\" font-size=\"12\" fill=\"\(flagged.contains(entry.element.path) ? "#b00020" : "#1b1b1b")\">\(F.xml(text))</text>"
                )
            }
        }
        lines.append("  </g>")
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screen's spoken descriptions, one line per element in reading
    /// order with its traits, frame and path: the text snapshot `a11ysim
    /// snapshot` records and checks.
    public func transcript() -> String {
        typealias F = AuditFormatting
        var lines = ["# \(screen.key) (\(screen.file))"]
        if !screen.route.isEmpty { lines.append("# route: \(screen.route.joined(separator: " → "))") }
        for element in screen.elements {
            let traits = element.traits.isEmpty ? "" : " [\(element.traits.joined(separator: ", "))]"
            lines.append(
                "\(element.order ?? 0). \"\(element.description)\"\(traits) \(F.frame(element.frame)) \(element.path)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The clip path's id: unique per file and screen, so that many
    /// overlays inlined in one HTML page never share one.
    private var clipID: String { "clip-" + SnapshotStore.safeName(screen.file + "-" + screen.key) }

    /// Colours for elements without findings, one after another in reading
    /// order, so a box and its legend entry pair up at a glance; red is kept
    /// for findings.
    static let palette = ["#1f6feb", "#8250df", "#1a7f37", "#bf5700", "#0a7ea4", "#6e40c9", "#2f6f44", "#9a6700"]

    private func colour(_ element: ElementSnapshot) -> String {
        if flagged.contains(element.path) { return "#d0021b" }
        return Self.palette[((element.order ?? 1) - 1 + Self.palette.count) % Self.palette.count]
    }

    private func marker(_ number: Int, at center: Point, colour: String, indent: String) -> [String] {
        typealias F = AuditFormatting
        return [
            "\(indent)<circle cx=\"\(F.number(center.x))\" cy=\"\(F.number(center.y))\" r=\"\(F.number(Self.markerRadius))\" fill=\"\(colour)\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>",
            "\(indent)<text x=\"\(F.number(center.x))\" y=\"\(F.number(center.y + 4))\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"#ffffff\">\(number)</text>",
        ]
    }
}
