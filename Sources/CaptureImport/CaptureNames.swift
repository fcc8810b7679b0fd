internal import AppModel
internal import AppSpec
internal import Foundation

/// Gives captured views the ids steps and expectations use: the
/// accessibility identifier, else the label (or title or placeholder), else
/// the kind, made unique within the capture (" 2", " 3", … in capture
/// order), so `focus: Keyboards` works on an imported screen.
enum CaptureNames {
    /// `text` without surrounding white space.
    private static func trimmed(_ text: String) -> String {
        text.trimmingWhitespaceAndNewlines()
    }

    /// `views` with ids, in capture order.
    static func assign(_ views: [ViewSpec], taken: Set<String> = []) -> [ViewSpec] {
        var taken = taken
        func name(_ view: ViewSpec) -> String {
            var base = view.kind.rawValue
            for candidate in [view.identifier, view.title, view.label, view.placeholder] {
                guard let candidate else { continue }
                let text = trimmed(candidate)
                let bytes = text.utf8
                let fits = bytes.count <= 60 || (bytes.count <= 240 && text.count <= 60)
                if !bytes.isEmpty, fits, !bytes.contains(0x0A), !bytes.contains(0x0D) {
                    base = text
                    break
                }
            }
            guard taken.insert(base).inserted else {
                var number = 2
                while taken.contains("\(base) \(number)") { number += 1 }
                let name = "\(base) \(number)"
                taken.insert(name)
                return name
            }
            return base
        }
        // Depth-first in capture order, in place (no view is copied while
        // its parent's array changes); the depth is the capture's, which
        // the reader bounds.
        func visit(_ views: inout [ViewSpec]) {
            for index in views.indices {
                views[index].id = name(views[index])
                visit(&views[index].subviews)
                // Bars the translator marked (a group with an empty `elements`) list their items by x.
                if views[index].group, views[index].elements?.isEmpty == true {
                    let ordered = views[index].subviews.enumerated().sorted { a, b in
                        let (ax, bx) = (a.element.frame?.minX ?? 0, b.element.frame?.minX ?? 0)
                        return ax == bx ? a.offset < b.offset : ax < bx
                    }
                    views[index].elements = ordered.compactMap(\.element.id)
                }
            }
        }
        var result = views
        visit(&result)
        return result
    }
}
