public import AppModel

/// Stable names for views: the nearest controller's id, then each view's
/// id, or its kind with a 1-based index among same-kind siblings.
@MainActor
public enum ElementPath {
    /// The path of `view`: `settings/stack[1]/wifi`; `window/…` for a view no controller owns.
    public static func path(of view: View) -> String {
        var segments: [String] = []
        var current: View? = view
        while let candidate = current {
            if let controller = candidate.owningController {
                segments.append(controller.id)
                break
            }
            segments.append(segment(candidate))
            current = candidate.superview
        }
        if current == nil { segments.append("window") }
        return segments.reversed().joined(separator: "/")
    }

    private static func segment(_ view: View) -> String {
        if let id = view.id { return id }
        let kind = type(of: view).kindName
        guard let siblings = view.superview?.subviews else { return kind }
        let same = siblings.filter { $0.id == nil && type(of: $0).kindName == kind }
        let index = (same.firstIndex { $0 === view } ?? 0) + 1
        return "\(kind)[\(index)]"
    }
}
