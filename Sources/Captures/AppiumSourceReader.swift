internal import Foundation
internal import Diagnostics
internal import Storyboard
internal import AppModel

/// Reads an Appium / WebDriverAgent page source. Attribute meanings follow
/// the appium-xcuitest-driver documentation ("Element Attributes"): `name`
/// is the identifier when one is set, else the label, so a name equal to the
/// label is no identifier; `visible` and `accessible` come from the
/// accessibility layer; `value` depends on the type ("1"/"0" for switches,
/// a percentage for sliders).
struct AppiumSourceReader {
    let path: String

    static let dialect = XMLDialect(
        documents: "Appium page sources", writer: "WebDriverAgent", remedy: "capture the page source again",
        emptyMessage: "the file is empty; an Appium page source starts with '<?xml' and an <AppiumAUT> or <XCUIElementTypeApplication> element",
        depthHint: "WebDriverAgent writes at most 50 levels by default (snapshotMaxDepth); this file was probably generated or damaged")

    func read(_ data: Data) throws(Diagnostic) -> CaptureDocument {
        let root = try StoryboardParser.parseXML(data, path: path, dialect: Self.dialect)
        var tops: [XMLElementNode]
        switch root.name {
        case "AppiumAUT", "hierarchy":
            tops = root.children
        default:
            tops = [root]
        }
        if let android = tops.first(where: { $0.name.hasPrefix("android.") || $0.name == "node" || $0["class"]?.hasPrefix("android.") == true }) {
            throw Diagnostic(
                "this is an Android UI Automator page source; a11ysim reads iOS captures: \(CaptureFormat.readableList)",
                file: path, line: android.line, column: android.column)
        }
        if let stranger = tops.first(where: { !$0.name.hasPrefix("XCUIElementType") }) {
            throw Diagnostic(
                "<\(stranger.name)> is not a WebDriverAgent element; an Appium page source holds XCUIElementType… elements",
                file: path, line: stranger.line, column: stranger.column)
        }
        var document = CaptureDocument(file: path, format: .appium, applicationName: nil, screenSize: nil, elements: [])
        if tops.count == 1, let app = tops.first, Self.type(of: app) == "Application" {
            let (element, count) = Self.element(app)
            document.applicationName = element.label ?? element.identifier
            document.screenSize = element.frame.flatMap { $0.size.width > 0 && $0.size.height > 0 ? $0.size : nil }
            document.elements = element.children
            document.elementCount = count - 1
        } else {
            let converted = tops.map(Self.element)
            document.elements = converted.map(\.element)
            document.elementCount = converted.reduce(0) { $0 + $1.count }
        }
        if document.screenSize == nil {
            document.screenSize = document.elements.lazy.compactMap(\.frame).first { $0.size.width > 0 && $0.size.height > 0 }?.size
        }
        return document
    }

    /// The type: the `type` attribute, else the element name, without `XCUIElementType`.
    static func type(of node: XMLElementNode) -> String {
        let raw = node["type"] ?? node.name
        return raw.hasPrefix("XCUIElementType") ? String(raw.dropFirst("XCUIElementType".count)) : raw
    }

    /// The element and its subtree (an explicit stack: no recursion on file
    /// depth), with the number of elements in it.
    static func element(_ node: XMLElementNode) -> (element: CapturedElement, count: Int) {
        var count = 0
        // Type names repeat; each is shortened once.
        var types: [String: String] = [:]
        func convert(_ node: XMLElementNode) -> CapturedElement {
            let raw = node["type"] ?? node.name
            let shortType: String
            if let known = types[raw] {
                shortType = known
            } else {
                shortType = raw.hasPrefix("XCUIElementType") ? String(raw.dropFirst("XCUIElementType".count)) : raw
                types[raw] = shortType
            }
            count += 1
            var element = CapturedElement(type: shortType, line: node.line, column: node.column)
            var name: String?
            var (x, y, width, height): (Double?, Double?, Double?, Double?)
            // One pass over the attributes (a page source writes about a dozen per element).
            for (key, value) in node.attributes {
                switch key {
                case "label": element.label = nonEmpty(value)
                case "name": name = nonEmpty(value)
                case "value": element.value = value
                case "placeholderValue": element.placeholder = nonEmpty(value)
                case "enabled": element.enabled = value != "false"
                case "visible": element.visible = value == "true"
                case "accessible": element.accessible = value == "true"
                case "selected": element.selected = value == "true"
                case "traits":
                    if !value.isEmpty {
                        element.traits = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
                    }
                case "x": x = number(value)
                case "y": y = number(value)
                case "width": width = number(value)
                case "height": height = number(value)
                default: break
                }
            }
            if let name, name != element.label { element.identifier = name }
            if let x, let y, let width, let height { element.frame = Rect(x: x, y: y, width: width, height: height) }
            return element
        }
        // Build children bottom-up with an explicit stack of (node, converted children).
        var stack: [(node: XMLElementNode, index: Int, children: [CapturedElement])] = [(node, 0, [])]
        var result: CapturedElement?
        while let top = stack.last {
            if top.index < top.node.children.count {
                stack[stack.count - 1].index += 1
                stack.append((top.node.children[top.index], 0, []))
                continue
            }
            stack.removeLast()
            var element = convert(top.node)
            element.children = top.children
            if stack.isEmpty { result = element } else { stack[stack.count - 1].children.append(element) }
        }
        return (result!, count)
    }

    /// A finite number, or nil.
    static func number(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
