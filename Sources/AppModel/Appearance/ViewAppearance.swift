/// What a view draws with: colours, font and text layout, as the contrast,
/// text size and clipping rules read them. A view stores one only when the
/// input sets any of it, as a value shared by every view with the same one,
/// so a screen of thousands of plain views carries none.
struct ViewAppearance: Hashable, Sendable {
    var backgroundColor: Color?
    var tintColor: Color?
    var textColor: Color?
    var indicatorColor: Color?
    var font: Font?
    var numberOfLines: Int?
    var adjustsFontSizeToFitWidth = false
    var imageIsTemplate = false

    /// Nothing set: UIKit's defaults.
    static let unset = ViewAppearance()

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
