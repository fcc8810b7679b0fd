internal import AppModel
internal import AppSpec

extension SwiftUILayout {
    /// A scroll view, list or form's laid-out content: as it is when it fits
    /// in what is left of the screen below `y`; else a scroll view filling
    /// what is left, the content inside it, read together (VoiceOver
    /// scrolls to what is below the fold before it moves on to the views
    /// after it, which sit at the screen's bottom).
    /// `inset` is space the content leaves above its first row.
    func scrolling(
        _ built: ([ViewSpec], Double), _ node: ViewNode, x: Double, y: Double, width: Double, inset: Double = 0
    ) -> ([ViewSpec], Double) {
        let (specs, height) = built
        let room = visibleHeight - y
        guard room > 0, height + inset > room else { return built }
        var scroll = ViewSpec(
            content: .scroll(ScrollContent(contentSize: Size(width: width, height: height + inset))),
            location: node.location)
        scroll.frame = Rect(x: x, y: y, width: width, height: room)
        scroll.subviews = specs.map { Self.moved($0, by: -x, -y) }
        // VoiceOver reads a list or scroll view through, scrolling, before what comes after it.
        scroll.group = true
        return ([scroll], room)
    }

    /// `spec` with its frame moved by `dx`, `dy` (its subviews keep theirs, relative to it).
    static func moved(_ spec: ViewSpec, by dx: Double, _ dy: Double) -> ViewSpec {
        var spec = spec
        if let frame = spec.frame {
            spec.frame = Rect(x: frame.minX + dx, y: frame.minY + dy, width: frame.width, height: frame.height)
        }
        return spec
    }

    /// Whether `node` scrolls its content: a scroll view, a list or a form.
    static func scrolls(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .scroll, .list, .form: true
        default: false
        }
    }

    /// The height `nodes` take stacked one under another, spacing included
    /// (measured on a copy of the layout, which keeps no trace of it).
    func spaceTaken(by nodes: ArraySlice<ViewNode>, width: Double) -> Double {
        guard visibleHeight.isFinite, !nodes.isEmpty else { return 0 }
        var probe = self
        return nodes.reduce(0) { total, node in
            let height = probe.build(node, x: 0, y: 0, width: width, centered: true).height
            return height > 0 ? total + height + Self.spacing : total
        }
    }

    /// A paged `TabView`'s indicator (a page control, "Page 1 of 3"),
    /// centred under its page; returns the height both take.
    func pageIndicator(
        _ node: ViewNode, below height: Double, into specs: inout [ViewSpec], x: Double, y: Double, width: Double
    ) -> Double {
        let pages = ScreenBuilder.unwrap(node.children).count
        guard pages > 1 else { return height }
        var control = ViewSpec(
            content: .pageControl(PageControlContent(page: node.shownTabIndex, pages: pages)), location: node.location)
        let controlWidth = min(width, Double(pages) * 16 + 32)
        control.frame = Rect(
            x: x + (width - controlWidth) / 2, y: y + height + Self.spacing, width: controlWidth, height: 26)
        specs.append(control)
        return height + Self.spacing + 26
    }

    /// `spec` (and the texts inside it) drawn in `font` where it sets none:
    /// a text, or a button's title. A text wraps onto as many lines as it
    /// needs (SwiftUI's default), or at most `lines` (`.lineLimit`).
    static func withFont(_ spec: ViewSpec, _ font: Font, lines: Int?) -> ViewSpec {
        var spec = spec
        if spec.appearance.font == nil,
            spec.kind == .text || spec.kind == .heading || (spec.kind == .button && spec.title != nil)
        {
            spec.appearance.font = font
            if spec.appearance.lines == nil { spec.appearance.lines = lines ?? 0 }
        }
        spec.subviews = spec.subviews.map { withFont($0, font, lines: lines) }
        return spec
    }

    /// The first unsettled condition that chose one of `nodes` or what is inside them.
    static func assumption(_ nodes: [ViewNode]) -> String? {
        for node in nodes {
            if let condition = node.assumedBy ?? assumption(node.children) { return condition }
        }
        return nil
    }
}
