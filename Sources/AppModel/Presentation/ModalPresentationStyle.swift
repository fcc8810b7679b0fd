/// How a presented controller covers the screen (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case fullScreen, overFullScreen, pageSheet, formSheet, currentContext, overCurrentContext
    case popover, custom, automatic
    /// The style `UIAlertController` uses: over everything, modal for VoiceOver.
    case alert

    /// Whether the presenter's views leave the window after the transition
    /// and the presenter gets disappear callbacks.
    public var removesPresenterViews: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the style presents within a presentation context.
    public var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the container is modal for VoiceOver (sheets, popovers, alerts).
    public var hasModalContainer: Bool {
        switch self {
        case .pageSheet, .formSheet, .popover, .alert: true
        default: false
        }
    }
}

/// The animation of a presentation (`UIModalTransitionStyle`).
public enum ModalTransitionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
