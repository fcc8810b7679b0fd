internal import AppModel

/// A node of the accessibility hierarchy before it is sorted and flattened
/// (docs/voiceover-rules.md §2.2 step 1).
@MainActor
enum ElementNode {
    /// A leaf: a view that is an accessibility element, with its z-order.
    case element(View, zIndex: Int, frame: Rect)
    /// Children kept together: explicit `accessibilityElements` (not
    /// sorted), a grouped view or a meaningful container (sorted inside).
    case group(ElementGroup)
}

/// The children of a group node and what kind of container made them one.
@MainActor
struct ElementGroup {
    /// The view that groups its children.
    let container: View
    /// The children, in array order (explicit) or sorted.
    var children: [ElementNode]
    /// Whether the order comes from `accessibilityElements`.
    let explicitlyOrdered: Bool
    /// Whether the container is one VoiceOver announces or moves between.
    let isMeaningful: Bool
}
