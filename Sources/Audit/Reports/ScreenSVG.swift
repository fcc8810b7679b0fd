internal import AppModel
internal import Foundation
internal import Scenarios
/// One screen as SVG: each element's frame, a numbered badge for its place
/// in reading order, frames with findings in red, and each element's spoken
/// description as its tooltip. Text-diffable, so it reviews well in pull requests.
public struct ScreenSVG: Sendable {
    /// The screen.
    public let screen: ScreenSnapshot
    /// Paths of elements with findings.
    public let flagged: Set<String>

    /// Creates a renderer for `screen`, highlighting elements in `flagged`.
    public init(screen: ScreenSnapshot, flagged: Set<String> = []) {
        self.screen = screen
        self.flagged = flagged
    }

    /// The SVG document (no XML declaration, so it can be inlined in HTML).
    public func render() -> String {
        typealias F = AuditFormatting
        let width = F.number(screen.size.width)
        let height = F.number(screen.size.height)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(F.xml("Screen \(screen.key): \(screen.elements.count) elements in reading order"))\">",
            "  <rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\" stroke=\"#333333\" stroke-width=\"1\"/>",
        ]
        for element in screen.elements {
            let frame = element.frame
            let bad = flagged.contains(element.path)
            let stroke = bad ? "#d0021b" : "#1f6feb"
            let fill = bad ? "#d0021b" : "#1f6feb"
            let label = "\(element.order ?? 0). \(element.path): \(element.description)"
            lines.append("  <g class=\"element\(bad ? " flagged" : "")\">")
            lines.append("    <title>\(F.xml(label))</title>")
            lines.append(
                "    <rect x=\"\(F.number(frame.minX))\" y=\"\(F.number(frame.minY))\" width=\"\(F.number(frame.width))\" height=\"\(F.number(frame.height))\" fill=\"\(fill)\" fill-opacity=\"\(bad ? "0.18" : "0.06")\" stroke=\"\(stroke)\" stroke-width=\"\(bad ? 2 : 1)\"/>")
            if let order = element.order {
                let cx = F.number(max(9, frame.minX + 9))
                let cy = F.number(max(9, frame.minY + 9))
                lines.append("    <circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"9\" fill=\"\(stroke)\"/>")
                lines.append(
                    "    <text x=\"\(cx)\" y=\"\(cy)\" dy=\"3.5\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"10\" fill=\"#ffffff\">\(order)</text>")
            }
            lines.append("  </g>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screen's spoken descriptions, one per line with its order and
    /// path: the text file `a11ysim snapshot` writes beside the SVG.
    public func transcript() -> String {
        var lines = ["# \(screen.key) (\(screen.file))"]
        if !screen.route.isEmpty { lines.append("# route: \(screen.route.joined(separator: " → "))") }
        for element in screen.elements {
            lines.append("\(element.order ?? 0). \(element.path): \(element.description)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
