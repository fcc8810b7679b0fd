internal import AppModel
internal import Foundation

extension StoryboardReader {
    /// The text of the `<string key=…>` child, decoding base64 ones.
    static func string(_ node: XMLElementNode, key: String) -> String? {
        node.children.first { $0.name == "string" && $0.key == key }.map(decodedText)
    }

    /// A `<string>`'s text; `base64-UTF8="YES"` strings are decoded (IB
    /// leaves off the `=` padding).
    static func decodedText(_ string: XMLElementNode) -> String {
        guard string.flag("base64-UTF8") else { return string.text }
        var encoded = string.text.filter { !$0.isWhitespace }
        while encoded.count % 4 != 0 { encoded += "=" }
        return Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }

    /// The concatenated fragments of the `<attributedString key=…>` child.
    static func attributed(_ node: XMLElementNode, key: String) -> String? {
        guard let attributed = node.children.first(where: { $0.name == "attributedString" && $0.key == key }) else {
            return nil
        }
        return attributed.children(named: "fragment").map { fragment in
            fragment["content"] ?? string(fragment, key: "content") ?? ""
        }.joined()
    }

    /// Accessibility from the configuration block and runtime attributes.
    func readAccessibility(_ node: XMLElementNode) -> StoryboardAccessibility {
        var result = StoryboardAccessibility()
        if let configuration = node.children.first(where: {
            $0.name == "accessibility" && $0.key == "accessibilityConfiguration"
        }) {
            result.label = configuration["label"]
            result.hint = configuration["hint"]
            result.identifier = configuration["identifier"]
            if let value = configuration["value"] { result.value = value }
            if let traits = configuration.child(key: "traits") { result.traits = Self.traits(traits) }
            if let isElement = configuration.children.first(where: { $0.name == "bool" && $0.key == "isElement" }) {
                result.isElement = isElement["value"] == "YES"
            }
        }
        for attribute in node.child(named: "userDefinedRuntimeAttributes")?.children ?? [] {
            guard let keyPath = attribute["keyPath"] else { continue }
            let text = attribute["value"] ?? attribute.child(key: "value").map { $0["value"] ?? Self.decodedText($0) }
            switch keyPath {
            case "accessibilityLabel": result.label = text
            case "accessibilityHint": result.hint = text
            case "accessibilityValue": result.value = text
            case "accessibilityIdentifier": result.identifier = text
            case "isAccessibilityElement": result.isElement = text == "YES"
            default:
                if options.labelKeyPaths.contains(keyPath) { result.label = text }
            }
        }
        return result
    }

    /// Trait flags (`none` starts from an empty set; the others are added).
    static func traits(_ node: XMLElementNode) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for (name, value) in node.attributes where value == "YES" {
            if let trait = traitFlags[name] { traits.insert(trait) }
        }
        return traits
    }

    static let traitFlags: [String: AccessibilityTraits] = [
        "button": .button, "link": .link, "header": .header, "image": .image, "staticText": .staticText,
        "searchField": .searchField, "keyboardKey": .keyboardKey, "summaryElement": .summaryElement,
        "updatesFrequently": .updatesFrequently, "notEnabled": .notEnabled, "selected": .selected,
        "playsSound": .playsSound, "startsMediaSession": .startsMediaSession, "adjustable": .adjustable,
        "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
        "tabBar": .tabBar, "frequentUpdates": .updatesFrequently,
    ]
}
