internal import AppModel
internal import AppSpec
internal import Crawl
internal import Foundation

/// Rules about colour: text contrast (WCAG 1.4.3) and the contrast of icons
/// and control states (WCAG 1.4.11), in each appearance the input defines.
extension StaticAuditor {
    /// Text this screen draws: the view, its text and font.
    /// The most texts a screen-level contrast review names before "and N more".
    static let listedTexts = 6

    struct DrawnText {
        let view: View
        let text: String
        /// The font, when the input says.
        let font: Font?
    }

    /// Texts drawn on screen, back to front: labels, button titles, the
    /// text of fields and text views (not secure fields' dots).
    var drawnTexts: [DrawnText] {
        screen.visibleViews.compactMap { view in
            let frame = view.frameInWindow
            guard frame.width > 0, frame.height > 0, frame.intersects(screen.bounds) else { return nil }
            let text: String?
            switch view {
            case let label as Label: text = label.text
            case let button as Button: text = button.title
            case let field as TextField: text = field.style == .secure ? nil : field.text
            case let textView as TextView: text = textView.text
            default: text = nil
            }
            guard let text, !text.trimmingWhitespaceAndNewlines().isEmpty else { return nil }
            return DrawnText(view: view, text: text, font: view.font)
        }
    }

    /// text-contrast.
    func checkTextContrast(_ texts: [DrawnText], into ledger: inout RuleLedger) {
        var darkClashes: [(view: View, text: String)] = []
        var overImages: [(image: View, view: View, text: String)] = []
        for drawn in texts {
            let view = drawn.view
            // What is behind the text must be known (an opaque background on
            // the way up), and a colour must be the app's: UIKit's default
            // text on UIKit's default backgrounds is Apple's design.
            guard view.accessibilityRespondsToUserInteraction, view.hasOpaqueBackdrop, !Self.isUIKitPair(view) else {
                continue
            }
            let element = snapshot(view)
            let quoted = Self.quoted(Self.excerpt(drawn.text))
            if let image = imageBehind(view) {
                overImages.append((image, view, drawn.text))
                continue
            }
            let color = Self.ink(of: view)
            let font = drawn.font ?? .defaultLabel
            let large = font.size >= 18 || (font.isBold && font.size >= 14)
            let needed = large ? 3.0 : 4.5
            let size = large ? "large text (18 pt, or 14 pt bold, and up)" : "text under 18 pt (14 pt bold)"
            var measured = measure(color, on: view, alpha: effectiveAlpha(view), needed: needed)
            if Self.hasUIKitLightPair(view) { measured.light = nil }
            let asks = "under the \(Self.ratio(needed)) WCAG 1.4.3 asks of \(size)"
            if let light = measured.light, measured.lightRatio < Self.invisibleRatio {
                ledger.review(
                    .textContrast, element, "\(quoted): \(light), \(asks).",
                    because:
                        "text this close to its background's colour would be invisible in the design itself, so what is really behind it comes from code, an image or a runtime attribute the input does not show"
                )
            } else if let light = measured.light {
                let unchecked =
                    measured.darkUnknown.map {
                        " The dark appearance was not checked: \($0) has no dark value in the input."
                    } ?? ""
                ledger.fail(.textContrast, element, "\(quoted): \(light), \(asks).\(unchecked)")
            } else if let dark = measured.dark, measured.darkDefined {
                ledger.fail(.textContrast, element, "\(quoted): in the dark appearance, \(dark), \(asks).")
            } else if measured.dark != nil {
                darkClashes.append((view, drawn.text))
            } else {
                ledger.pass(.textContrast, element)
            }
        }
        var images: [ObjectIdentifier] = []
        for entry in overImages where !images.contains(ObjectIdentifier(entry.image)) {
            images.append(ObjectIdentifier(entry.image))
            let over = overImages.filter { $0.image === entry.image }
            let named = over.prefix(Self.listedTexts).map { Self.quoted(Self.excerpt($0.text)) }
            let more = over.count > Self.listedTexts ? ", and \(over.count - Self.listedTexts) more" : ""
            ledger.review(
                .textContrast, snapshot(entry.image),
                "\(over.count) text\(over.count == 1 ? " is" : "s are") drawn over the image '\(ElementPath.path(of: entry.image))': \(named.joined(separator: ", "))\(more).",
                because: "their contrast depends on the picture, which the input does not contain")
        }
        guard let first = darkClashes.first else { return }
        let named = darkClashes.prefix(Self.listedTexts).map { Self.quoted(Self.excerpt($0.text)) }
        let more = darkClashes.count > Self.listedTexts ? ", and \(darkClashes.count - Self.listedTexts) more" : ""
        ledger.review(
            .textContrast, nil,
            "In the dark appearance \(darkClashes.count) text\(darkClashes.count == 1 ? "" : "s") lose contrast where a fixed colour meets one UIKit adapts: \(named.joined(separator: ", "))\(more).",
            because:
                "whether the app runs in the dark appearance (UIUserInterfaceStyle in Info.plist, overrideUserInterfaceStyle) is not in the input",
            location: screen.locator.location(of: first.view))
    }

    /// Below this ratio text would be invisible in the design itself.
    static let invisibleRatio = 1.5

    /// The colour `view`'s text is drawn in: its own, a button's tint, else
    /// UIKit's label colour.
    static func ink(of view: View) -> Color {
        view.textColor ?? (view is Button ? view.effectiveTintColor : .defaultText)
    }

    /// Whether `view` draws UIKit's default text colour (the label colour,
    /// dark text, a button's default tint) on what looks like UIKit's
    /// default background in the light appearance (white or the grouped
    /// grey): Apple's pair, whose light contrast is not the app's choice.
    static func hasUIKitLightPair(_ view: View) -> Bool {
        let defaultInk: Bool
        if view is Button {
            defaultInk =
                (view.textColor.map { ["systemBlueColor", "linkColor"].contains($0.name ?? "") } ?? true)
                && !view.hasCustomTint
        } else {
            defaultInk = view.textColor.map { ["labelColor", "darkTextColor"].contains($0.name ?? "") } ?? true
        }
        guard defaultInk, let backdrop = view.backdrop(in: .light) else { return false }
        return backdrop == RGBA(white: 1) || backdrop == RGBA(bytes: 242, 242, 247)
    }

    /// Whether the light pair is UIKit's and the backgrounds behind the
    /// text are UIKit's adaptive colours too, so the dark pair is UIKit's
    /// as well: nothing to judge. (A fixed white under the label colour
    /// still clashes in the dark appearance.)
    static func isUIKitPair(_ view: View) -> Bool {
        guard hasUIKitLightPair(view) else { return false }
        let chain = view.appearanceChainColors
        let behind = chain.prefix { !$0.light.isOpaque } + chain.filter(\.light.isOpaque).prefix(1)
        return behind.allSatisfy { $0.name != nil && Color.system($0.name ?? "") == $0 }
    }

    /// What fails when `color` is drawn on `view`'s backdrop: the light
    /// appearance's failure, the dark one's when it differs from the light
    /// one, and whether the dark failure involves a colour whose dark value
    /// the input defined itself (not one UIKit adapts on its own).
    func measure(
        _ color: Color, on view: View, alpha: Double, needed: Double
    ) -> (light: String?, lightRatio: Double, dark: String?, darkDefined: Bool, darkUnknown: String?) {
        var light: String?
        var lightRatio = 21.0
        var dark: String?
        var lightPair: (RGBA, RGBA)?
        for appearance in Color.Appearance.allCases {
            guard let ink = color.value(in: appearance), let backdrop = view.backdrop(in: appearance) else { continue }
            let ratio = ink.fading(by: alpha).composited(over: backdrop).contrastRatio(with: backdrop)
            guard ratio < needed - 0.005 else { continue }
            let text = "\(color.describe(in: appearance)) on \(backdrop.hex) is \(Self.ratio(ratio))"
            if appearance == .light {
                light = text
                lightRatio = ratio
                lightPair = (ink, backdrop)
            } else if lightPair.map({ $0.0 != ink || $0.1 != backdrop }) ?? true {
                dark = text
            }
        }
        let backgrounds = view.appearanceChainColors
        let opaque = backgrounds.firstIndex { $0.light.isOpaque }.map { $0 + 1 } ?? backgrounds.count
        let chain = [color] + backgrounds.prefix(opaque)
        let defined = chain.contains { $0.name == nil && $0.dark != nil && $0.dark != $0.light }
        let unknown = chain.first { $0.dark == nil }.map { $0.name.map { "'\($0)'" } ?? "a colour" }
        return (light, lightRatio, dark, defined, unknown)
    }

    /// non-text-contrast: icons drawn in the tint and the state colours of
    /// switches, sliders, progress views and page controls, where the app
    /// chose them.
    func checkNonTextContrast(into ledger: inout RuleLedger) {
        for view in screen.visibleViews {
            let frame = view.frameInWindow
            guard frame.width > 0, frame.height > 0, frame.intersects(screen.bounds),
                view.accessibilityRespondsToUserInteraction
            else { continue }
            let color: Color
            let part: String
            if view.imageIsTemplate, view is Button || (view is ImageView && view.isAccessibilityElement),
                (view as? Button)?.title?.isEmpty ?? true
            {
                guard view.hasCustomTint || view.hasCustomBackground else { continue }
                color = view.effectiveTintColor
                part = "its icon"
            } else if let indicator = view.indicatorColor, !indicator.light.isClear,
                view is Switch || view is Slider || view is ProgressView || view is PageControl
            {
                if let control = view as? Switch, !control.isOn { continue }
                color = indicator
                part =
                    view is PageControl
                    ? "its current-page dot" : (view is Switch ? "its on state" : "its filled track")
            } else {
                continue
            }
            let element = snapshot(view)
            let measured = measure(color, on: view.superview ?? view, alpha: 1, needed: 3)
            let asks = "under the 3:1 WCAG 1.4.11 asks of icons and control states"
            if let light = measured.light {
                ledger.fail(
                    .nonTextContrast, element, "'\(element.path)' draws \(part) too faintly: \(light), \(asks).")
            } else if let dark = measured.dark, measured.darkDefined {
                ledger.fail(
                    .nonTextContrast, element,
                    "'\(element.path)' draws \(part) too faintly in the dark appearance: \(dark), \(asks).")
            } else {
                ledger.pass(.nonTextContrast, element)
            }
        }
    }

    /// An image view drawn behind `view` (earlier on screen, overlapping it).
    func imageBehind(_ view: View) -> View? {
        let frame = view.frameInWindow
        for other in screen.visibleViews {
            if other === view { return nil }
            if other is ImageView, (other as? ImageView)?.imageName != nil,
                Self.overlapArea(frame, other.frameInWindow) >= frame.width * frame.height / 2
            {
                return other
            }
        }
        return nil
    }

    /// The opacity `view` is drawn with: its alpha times its superviews'.
    func effectiveAlpha(_ view: View) -> Double {
        view.selfAndSuperviews.reduce(1) { $0 * $1.alpha }
    }

    /// `4.48:1`, `4.5:1`, `3:1`: rounded down, so a ratio just under a
    /// threshold never prints as the threshold.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100 + 1e-9).rounded(.down))
        var fraction = hundredths % 100 < 10 ? "0\(hundredths % 100)" : "\(hundredths % 100)"
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(hundredths / 100):1" : "\(hundredths / 100).\(fraction):1"
    }

    /// The first 40 characters of `text`, with an ellipsis when cut.
    static func excerpt(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
