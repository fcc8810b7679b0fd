/// What an input says about how far a view's saved frame is the frame Auto
/// Layout gives it at run time (`layout:` in a scenario; storyboard import
/// writes it from Interface Builder's markers and constraints).
public struct LayoutFacts: OptionSet, Hashable, Sendable {
    /// The facts as a bit mask.
    public let rawValue: UInt8

    /// Creates facts from a raw bit mask.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Interface Builder marks the frame misplaced: it is not where the
    /// view's constraints put it.
    public static let misplaced = LayoutFacts(rawValue: 1 << 0)
    /// Interface Builder marks the layout ambiguous: the constraints allow
    /// more than one frame.
    public static let ambiguous = LayoutFacts(rawValue: 1 << 1)
    /// Required constraints fix the width and the height: the size is the
    /// one a11ysim applied, whatever the saved frame said.
    public static let fixedSize = LayoutFacts(rawValue: 1 << 2)

    /// UIKit draws the control at its own size and the author did not
    /// change it (an info, detail-disclosure or add-contact button).
    public static let systemSize = LayoutFacts(rawValue: 1 << 3)

    /// Every fact with its scenario name, in raw-value order.
    public static let named: [(name: String, facts: LayoutFacts)] = [
        ("misplaced", .misplaced), ("ambiguous", .ambiguous), ("fixedSize", .fixedSize), ("systemSize", .systemSize),
    ]

    /// The facts called `name`, if it names one.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found.facts
    }

    /// The names of the facts set, in raw-value order.
    public var names: [String] { Self.named.filter { contains($0.facts) }.map(\.name) }

    /// Why the saved frame may not be the run-time one, when it may not.
    public var uncertainty: String? {
        if contains(.misplaced) {
            return "Interface Builder marks its frame misplaced: the saved frame is not where its constraints put it"
        }
        if contains(.ambiguous) {
            return "Interface Builder marks its layout ambiguous: its constraints allow more than one frame"
        }
        return nil
    }
}
