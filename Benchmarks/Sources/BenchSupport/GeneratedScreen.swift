import AppModel
import VoiceOver

/// A screen of `count` labels for the engine benchmarks: rows of four
/// labels in a scroll view, added in a scrambled order so that reading
/// order has real sorting to do, as a big table or grid in an app would.
@MainActor
public struct GeneratedScreen {
    /// The application, launched with the screen as its root.
    public let application: Application
    /// The labels, in the order they were added.
    public let labels: [Label]
    /// The labels' frames in window coordinates, in the order added.
    public let frames: [Rect]

    /// Builds and lays out a screen of `count` labels.
    public init(count: Int) {
        var generator = SplitMix64(seed: UInt64(count))
        let columns = 4
        var labels: [Label] = []
        labels.reserveCapacity(count)
        var positions = Array(0..<count)
        positions.shuffle(using: &generator)
        for position in positions {
            let row = position / columns
            let column = position % columns
            let frame = Rect(
                x: Double(column) * 95 + 5, y: Double(row) * 44 + Double(column % 2) * 3, width: 90, height: 40)
            let label = Label("Item \(position + 1)", frame: frame)
            labels.append(label)
        }
        let controller = ViewController(id: "generated", title: "Generated")
        let content = labels
        controller.contentBuilder = { root in
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            scroll.contentSize = Size(width: 390, height: Double((count + columns - 1) / columns) * 44)
            for label in content { scroll.addSubview(label) }
            root.addSubview(scroll)
        }
        let application = Application(device: .iphone)
        application.launch(root: controller)
        application.layoutIfNeeded()
        self.application = application
        self.labels = labels
        self.frames = labels.map(\.accessibilityFrame)
    }
}

/// A small, fast, seeded generator: the same screens in every run.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
