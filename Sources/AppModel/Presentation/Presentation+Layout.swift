extension Presentation {
    /// The size of a form sheet in regular width.
    public static let formSheetSize = Size(width: 540, height: 620)
    /// The width of a page sheet in regular width.
    public static let pageSheetWidth = 704.0
    /// The size of a popover.
    public static let popoverSize = Size(width: 320, height: 400)
    /// The width of an alert.
    public static let alertWidth = 270.0
    /// How far below the top inset a sheet starts.
    public static let sheetTopGap = 10.0

    /// The container's frame in the window: the covered context's frame for
    /// `currentContext` styles, otherwise the whole screen.
    func containerFrame(in screen: Rect) -> Rect {
        if style.usesPresentationContext, let context = contextFrame() { return context }
        return screen
    }

    /// The presented view's frame in window coordinates.
    func presentedFrame(in screen: Rect, traits: TraitCollection) -> Rect {
        let insets = traits.device.safeAreaInsets(screen.width > screen.height ? .landscape : .portrait)
        let regular = traits.horizontalSizeClass == .regular
        switch style {
        case .fullScreen, .overFullScreen, .custom, .automatic:
            return screen
        case .currentContext, .overCurrentContext:
            return contextFrame() ?? screen
        case .pageSheet, .formSheet:
            let top = insets.top + Self.sheetTopGap
            guard regular else { return Rect(x: 0, y: top, width: screen.width, height: screen.height - top) }
            if style == .formSheet {
                let size = Self.formSheetSize
                return Rect(
                    x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2, width: size.width,
                    height: size.height)
            }
            let width = min(screen.width, Self.pageSheetWidth)
            return Rect(x: (screen.width - width) / 2, y: top, width: width, height: screen.height - top)
        case .popover:
            let size = Self.popoverSize
            let anchor = sourceView?.frameInWindow ?? presentingViewController?.viewIfLoaded?.frameInWindow ?? screen
            let x = min(max(0, anchor.center.x - size.width / 2), screen.width - size.width)
            let y = min(anchor.maxY, screen.height - size.height)
            return Rect(x: x, y: y, width: size.width, height: size.height)
        case .alert:
            let height = (presented as? AlertController)?.contentHeight ?? 120
            if let alert = presented as? AlertController, alert.preferredStyle == .actionSheet, !regular {
                return Rect(
                    x: 8, y: screen.height - insets.bottom - height - 8, width: screen.width - 16, height: height)
            }
            return Rect(
                x: (screen.width - Self.alertWidth) / 2, y: (screen.height - height) / 2, width: Self.alertWidth,
                height: height)
        }
    }

    /// The unsafe area inside the presented frame: the screen's insets where
    /// the frame reaches the screen's edges.
    func presentedInsets(in screen: Rect, frame: Rect, device: Device, orientation: Orientation) -> EdgeInsets {
        if style.usesPresentationContext {
            // A content controller's view already excludes the unsafe area.
            guard let context = presentingViewController, context.passesSafeAreaToChildren else { return .zero }
            return context.safeAreaInsets
        }
        let screenInsets = device.safeAreaInsets(orientation)
        return EdgeInsets(
            top: frame.minY <= screen.minY ? screenInsets.top : 0,
            bottom: frame.maxY >= screen.maxY ? screenInsets.bottom : 0)
    }

    /// The covered context controller's frame in the window.
    private func contextFrame() -> Rect? {
        if let removed = removedContextView {
            return removed.view.frame.offsetBy(
                dx: removed.superview.frameInWindow.minX - removed.superview.boundsOrigin.x,
                dy: removed.superview.frameInWindow.minY - removed.superview.boundsOrigin.y)
        }
        guard let view = presentingViewController?.viewIfLoaded, view.window != nil else { return nil }
        return view.frameInWindow
    }
}
