import Foundation

struct RGBColor: Equatable, CustomStringConvertible {
    let r: Int, g: Int, b: Int

    init(hex: String) {
        var s = hex.trimmingCharacters(in: .whitespaces).uppercased()
        if s.hasPrefix("#") { s.removeFirst() }
        if s.count == 3 { s = s.map { "\($0)\($0)" }.joined() }
        let v = Int(s, radix: 16) ?? 0
        r = (v >> 16) & 0xFF; g = (v >> 8) & 0xFF; b = v & 0xFF
    }
    init(r: Int, g: Int, b: Int) { self.r = r; self.g = g; self.b = b }

    var hex: String { String(format: "#%02X%02X%02X", r, g, b) }
    var description: String { hex }

    var luminance: Double {
        func ch(_ c: Int) -> Double {
            let v = Double(c) / 255
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)
    }

    func contrast(with other: RGBColor) -> Double {
        let (l1, l2) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (l1 + 0.05) / (l2 + 0.05)
    }

    func mixed(with o: RGBColor, _ t: Double) -> RGBColor {
        func lerp(_ a: Int, _ b: Int) -> Int { Int((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return RGBColor(r: lerp(r, o.r), g: lerp(g, o.g), b: lerp(b, o.b))
    }

    static let white = RGBColor(hex: "#FFF")
    static let black = RGBColor(hex: "000000")
}

struct Theme {
    let name: String
    let background: RGBColor
    let text: RGBColor
    let accent: RGBColor

    static let light = Theme(name: "Light", background: .white, text: RGBColor(hex: "#1C1C1E"), accent: RGBColor(hex: "#007AFF"))
    static let dark = Theme(name: "Dark", background: RGBColor(hex: "#000"), text: .white, accent: RGBColor(hex: "#0A84FF"))
    static let sepia = Theme(name: "Sepia", background: RGBColor(hex: "f4ecd8"), text: RGBColor(hex: "5b4636"), accent: RGBColor(hex: "#c0392b"))
    static var all: [Theme] { [light, dark, sepia] }
    static private(set) var current = Theme.light
    static var switchCount = 0

    static func apply(_ name: String) -> Bool {
        guard let t = all.first(where: { $0.name.lowercased() == name.lowercased() }) else { return false }
        current = t
        switchCount += 1
        return true
    }

    var wcagTextRating: String {
        let c = background.contrast(with: text)
        switch c {
        case 7...: return "AAA"
        case 4.5..<7: return "AA"
        case 3..<4.5: return "AA Large"
        default: return "Fail"
        }
    }
}

for t in Theme.all {
    let c = t.background.contrast(with: t.text)
    print("\(t.name): bg \(t.background) text \(t.text) accent \(t.accent) contrast \(String(format: "%.2f", c)):1 \(t.wcagTextRating)")
}
print("accent on bg: " + Theme.all.map { String(format: "%.2f", $0.background.contrast(with: $0.accent)) }.joined(separator: ", "))
print("current: \(Theme.current.name)")
print(Theme.apply("DARK"), Theme.apply("neon"), Theme.apply("sepia"))
print("current: \(Theme.current.name), switches: \(Theme.switchCount)")
print(RGBColor(hex: "#abc"), RGBColor(hex: "zzz"), RGBColor(hex: " 12ab34 ").g)
print(RGBColor.black.mixed(with: .white, 0.5), Theme.light.accent.mixed(with: .white, 0.25))
print(String(format: "%.4f", RGBColor.white.luminance), String(format: "%.1f", RGBColor.white.contrast(with: .black)))
let ramp = stride(from: 0.0, through: 1.0, by: 0.25).map { RGBColor.black.mixed(with: Theme.sepia.accent, $0).hex }
print(ramp)
print(RGBColor(hex: "#808080") == RGBColor(r: 128, g: 128, b: 128))
