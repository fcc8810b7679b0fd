/// The view classes the importer recognises, by XML element name.
public enum StoryboardViewKind: String, Sendable, CaseIterable {
    case view, label, button, textField, textView, `switch`, slider, stepper, segmentedControl, imageView
    case pageControl, progressView, activityIndicatorView, scrollView, tableView, tableViewCell
    case collectionView, collectionViewCell, stackView, searchBar, datePicker, pickerView, mapView
    case webView, wkWebView, visualEffectView, toolbar, navigationBar, tabBar, containerView
    case tableViewCellContentView, collectionViewCellContentView, collectionReusableView, glkView, arscnView, arskView
    case sceneKitView, skView, mtkView
    /// An element name the importer does not know: kept as a plain view.
    case unknown

    /// The kind for an element name; `nil` for names that are not views.
    public init?(element name: String) {
        if let known = Self(rawValue: name), known != .unknown {
            self = known
        } else if Self.nonViews.contains(name) {
            return nil
        } else {
            self = .unknown
        }
    }

    /// Elements that may sit among views but are not views.
    static let nonViews: Set<String> = [
        "rect", "autoresizingMask", "constraints", "constraint", "color", "fontDescription", "state", "accessibility",
        "userDefinedRuntimeAttributes", "connections", "variation", "viewLayoutGuide", "point", "size", "string",
        "attributedString", "segments", "textInputTraits", "inset", "edgeInsets", "directionalEdgeInsets",
        "buttonConfiguration", "imageReference", "preferredSymbolConfiguration", "nil", "date", "locale", "real",
        "integer", "bool", "gestureRecognizers", "items", "prototypes", "sections", "cells", "tableViewSection",
        "collectionViewFlowLayout", "collectionViewLayout", "wkWebViewConfiguration", "dataDetectorType",
        "blurEffect", "vibrancyEffect", "mask", "include", "exclude", "paragraphStyle", "fragment",
        "barButtonItem", "navigationItem", "tabBarItem", "toolbarItems", "layoutGuides", "viewControllerLayoutGuide",
        "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics",
        "simulatedTabBarMetrics",
        "simulatedOrientationMetrics", "simulatedScreenMetrics", "freeformSimulatedSizeMetrics", "keyCommands",
        "accessibilityOverrides", "backgroundConfiguration", "dataDetectorTypes", "textAttributes", "offsetWrapper",
        "navigationBarAppearance", "tabBarAppearance", "toolbarAppearance", "scrollEdgeAppearance",
        "standardAppearance",
        "compactAppearance", "textShadowOffset", "shadow", "image", "attributedTitle", "contentInset",
        "tableViewCellStyle",
        "wkPreferences", "audiovisualMediaTypes", "popoverArrowDirection", "pointerInteraction", "menu", "children",
        "command", "action", "outlet", "outletCollection", "segue", "exit", "placeholder", "customObject",
        "mutableArray", "array", "dictionary", "mutableDictionary", "data", "font", "userDefinedRuntimeAttribute",
        "imageViewLayoutGuide", "behaviorConfiguration", "searchController", "scopeButtonTitles", "layoutMargins",
        "attributedTitleConfiguration", "contentConfiguration", "backgroundViewConfiguration", "menuElement",
        "edgeInsetsReference", "directionalEdgeInsetsReference", "textContainer", "configuration",
    ]
}

extension StoryboardViewKind {
    /// Scroll views and their subclasses (table and collection views).
    public var isScrolling: Bool {
        self == .scrollView || self == .tableView || self == .collectionView || self == .textView
    }
}
