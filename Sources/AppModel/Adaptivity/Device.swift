/// The simulated hardware: an iPhone or an iPad, with its screen geometry.
///
/// Numbers follow docs/scenario-format.md, "Time, focus and callbacks": iPhone 390x844 pt (top inset 47,
/// bottom 34 in portrait; 0 and 21 in landscape), iPad 1024x1366 pt
/// (top 24, bottom 20).
public enum Device: String, Hashable, Sendable, Codable, CaseIterable {
    case iphone
    case ipad

    /// The screen size in the given orientation.
    public func screenSize(_ orientation: Orientation) -> Size {
        let portrait = self == .iphone ? Size(width: 390, height: 844) : Size(width: 1024, height: 1366)
        return orientation == .portrait ? portrait : portrait.swapped
    }

    /// The safe-area insets (status bar, home indicator) in the given orientation.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        switch (self, orientation) {
        case (.iphone, .portrait): EdgeInsets(top: 47, bottom: 34)
        case (.iphone, .landscape): EdgeInsets(top: 0, bottom: 21)
        case (.ipad, _): EdgeInsets(top: 24, bottom: 20)
        }
    }

    /// The size classes UIKit reports: iPhone portrait compact/regular,
    /// landscape compact/compact; iPad regular/regular.
    public func sizeClasses(_ orientation: Orientation) -> (horizontal: SizeClass, vertical: SizeClass) {
        switch (self, orientation) {
        case (.iphone, .portrait): (.compact, .regular)
        case (.iphone, .landscape): (.compact, .compact)
        case (.ipad, _): (.regular, .regular)
        }
    }

    /// The height of a navigation bar: 44 pt, 50 pt on iPad.
    public var navigationBarHeight: Double { self == .iphone ? 44 : 50 }

    /// The height of a tab bar.
    public var tabBarHeight: Double { 49 }

    /// The vertical distance within which VoiceOver treats elements as one
    /// row: 8 pt on iPhone, 13 pt on iPad.
    public var rowThreshold: Double { self == .iphone ? 8 : 13 }
}

/// The interface orientation.
public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
    case portrait
    case landscape
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable {
    case compact
    case regular
}

/// The reading direction of the interface.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft
}
