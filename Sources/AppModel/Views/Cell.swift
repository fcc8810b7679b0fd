/// A table or collection cell (`UITableViewCell`, `UICollectionViewCell`).
///
/// An element that combines its texts: its own ``text`` and ``detailText``,
/// then the labels of its subviews, joined with ", ". A checkmark reads
/// "Selected"; a disclosure indicator or detail button adds "Button."
/// A tap selects the row and runs the selection actions.
@MainActor
public final class Cell: Control {
    /// The accessory at the trailing edge.
    public enum Accessory: String, Sendable, CaseIterable {
        case none, disclosureIndicator, detailButton, checkmark
    }

    /// The main text.
    public var text: String? { didSet { ModelRevision.bump() } }
    /// The secondary text.
    public var detailText: String? { didSet { ModelRevision.bump() } }
    /// The accessory shown.
    public var accessory: Accessory = .none { didSet { ModelRevision.bump() } }

    /// Creates a cell.
    public init(_ text: String?, detailText: String? = nil, id: String? = nil, frame: Rect? = nil) {
        self.text = text
        self.detailText = detailText
        super.init(id: id, frame: frame)
    }

    override public class var kindName: String { "cell" }

    override public var defaultAccessibilityLabel: String? {
        var parts = [text, detailText].compactMap { $0 }.filter { !$0.isEmpty }
        for view in subtree.dropFirst() where !view.isHidden {
            if let label = view as? Label, let text = label.accessibilityLabel, !text.isEmpty {
                parts.append(text)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    override public var controlTraits: AccessibilityTraits {
        switch accessory {
        case .none: []
        case .disclosureIndicator, .detailButton: .button
        case .checkmark: .selected
        }
    }
}
