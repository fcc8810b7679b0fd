// Extensions: new initializers, mutating methods, subscripts and nested types via extensions.
struct RGB {
    var red: Int
    var green: Int
    var blue: Int
}

extension RGB {
    init(gray: Int) {
        self.init(red: gray, green: gray, blue: gray)
    }

    init?(hex: String) {
        guard hex.count == 6, let value = Int(hex, radix: 16) else { return nil }
        self.init(red: (value >> 16) & 0xFF, green: (value >> 8) & 0xFF, blue: value & 0xFF)
    }

    mutating func invert() {
        red = 255 - red
        green = 255 - green
        blue = 255 - blue
    }

    subscript(channel: Channel) -> Int {
        switch channel {
        case .red: return red
        case .green: return green
        case .blue: return blue
        }
    }

    enum Channel: CaseIterable { case red, green, blue }

    var hex: String {
        [red, green, blue].map { String($0, radix: 16, uppercase: true) }
            .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }
}

extension Int {
    mutating func clamp(to range: ClosedRange<Int>) {
        self = Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

var brand = RGB(hex: "FF8000")!
print(brand)
print(brand.hex)
brand.invert()
print(brand.hex)
print(RGB(gray: 128).hex)
print(RGB(hex: "XYZ") == nil)
print(RGB.Channel.allCases.map { RGB(hex: "0A141E")![$0] })
var level = 140
level.clamp(to: 0...100)
print(level)
level = -3
level.clamp(to: 0...100)
print(level)
