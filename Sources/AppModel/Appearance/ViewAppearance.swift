/// What a view draws with: colours, font and text layout, as the contrast,
/// text size and clipping rules read them. A view stores one only when the
/// input sets any of it, as a value shared by every view with the same one,
/// so a screen of thousands of plain views carries none.
///
/// Set all of it at once with ``View/setAppearance(_:)`` when building a
/// view: each property's own setter looks the value up again.
public struct ViewAppearance: Hashable, Sendable {
    /// ``View/backgroundColor``.
    public var backgroundColor: Color?
    /// ``View/tintColor``.
    public var tintColor: Color?
    /// ``View/textColor``.
    public var textColor: Color?
    /// ``View/indicatorColor``.
    public var indicatorColor: Color?
    /// ``View/font``.
    public var font: Font?
    /// ``View/numberOfLines``.
    public var numberOfLines: Int?
    /// ``View/adjustsFontSizeToFitWidth``.
    public var adjustsFontSizeToFitWidth = false
    /// ``View/imageIsTemplate``.
    public var imageIsTemplate = false

    /// Nothing set: UIKit's defaults.
    public static let unset = ViewAppearance()

    /// Creates an appearance.
    public init(
        backgroundColor: Color? = nil, tintColor: Color? = nil, textColor: Color? = nil, indicatorColor: Color? = nil,
        font: Font? = nil,
        numberOfLines: Int? = nil, adjustsFontSizeToFitWidth: Bool = false, imageIsTemplate: Bool = false
    ) {
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.textColor = textColor
        self.indicatorColor = indicatorColor
        self.font = font
        self.numberOfLines = numberOfLines
        self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        self.imageIsTemplate = imageIsTemplate
    }

    /// An appearance shared by the views that have it.
    @MainActor
    final class Shared {
        let value: ViewAppearance

        private init(_ value: ViewAppearance) {
            self.value = value
        }

        /// The distinct appearances made so far. Apps have a few dozen; the
        /// table stops growing at ``limit`` and later ones are not shared.
        private static var table: [ViewAppearance: Shared] = [:]
        private static let limit = 10_000

        /// The shared appearance equal to `value`.
        static func interned(_ value: ViewAppearance) -> Shared {
            if let shared = table[value] { return shared }
            let shared = Shared(value)
            if table.count < limit { table[value] = shared }
            return shared
        }
    }
}
