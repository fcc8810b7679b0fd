internal import AppModel
internal import Diagnostics
internal import Foundation
internal import Storyboard

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
        emptyMessage:
            "the file is empty; an Appium page source starts with '<?xml' and an <AppiumAUT> or <XCUIElementTypeApplication> element",
        depthHint:
            "WebDriverAgent writes at most 50 levels by default (snapshotMaxDepth); this file was probably generated or damaged"
    )

    func read(_ data: Data) throws(Diagnostic) -> CaptureDocument {
        // Elements are made straight from each start tag: no second tree.
        var count = 0
        var stranger: (name: String, line: Int, column: Int)?
        var types: [String: String] = [:]
        let root = try StoryboardParser.parseXML(
            data, path: path, dialect: Self.dialect,
            make: { name, attributes, line, column in
                count += 1
                if stranger == nil, !name.hasPrefix("XCUIElementType"), name != "AppiumAUT", name != "hierarchy" {
                    stranger = (name, line, column)
                }
                return Self.element(name: name, attributes: attributes, line: line, column: column, types: &types)
            },
            adopt: { $0.children.append($1) })
        if let stranger {
            if stranger.name.hasPrefix("android.") || stranger.name == "node" {
                throw Diagnostic(
                    "this is an Android UI Automator page source; a11ysim reads iOS captures: \(CaptureFormat.readableList)",
                    file: path, line: stranger.line, column: stranger.column)
            }
            throw Diagnostic(
                "<\(stranger.name)> is not a WebDriverAgent element; an Appium page source holds XCUIElementType… elements",
                file: path, line: stranger.line, column: stranger.column)
        }
        let wrapped = root.type == "AppiumAUT" || root.type == "hierarchy"
        let tops = wrapped ? root.children : [root]
        count -= wrapped ? 1 : 0
        var document = CaptureDocument(
            file: path, format: .appium, applicationName: nil, screenSize: nil, elements: tops, elementCount: count)
        if tops.count == 1, let app = tops.first, app.type == "Application" {
            document.applicationName = app.label ?? app.identifier
            document.screenSize = app.frame.flatMap { $0.size.width > 0 && $0.size.height > 0 ? $0.size : nil }
            document.elements = app.children
            document.elementCount = count - 1
        }
        if document.screenSize == nil {
            document.screenSize =
                document.elements.lazy.compactMap(\.frame).first { $0.size.width > 0 && $0.size.height > 0 }?.size
        }
        return document
    }

    /// One element from its start tag. Its type is the `type` attribute, else
    /// the element name, without `XCUIElementType` (each name shortened once).
    static func element(
        name: String, attributes: [String: String], line: Int, column: Int, types: inout [String: String]
    ) -> CapturedElement {
        let raw = attributes["type"] ?? name
        let shortType: String
        if let known = types[raw] {
            shortType = known
        } else {
            shortType = raw.hasPrefix("XCUIElementType") ? String(raw.dropFirst("XCUIElementType".count)) : raw
            types[raw] = shortType
        }
        var element = CapturedElement(type: shortType, line: line, column: column)
        var identifier: String?
        var (x, y, width, height): (Double?, Double?, Double?, Double?)
        // One pass over the attributes (a page source writes about a dozen per element).
        for (key, value) in attributes {
            switch key {
            case "label": element.label = nonEmpty(value)
            case "name": identifier = nonEmpty(value)
            case "value": element.value = value
            case "placeholderValue": element.placeholder = nonEmpty(value)
            case "enabled": element.enabled = value != "false"
            case "visible": element.visible = value == "true"
            case "accessible": element.accessible = value == "true"
            case "selected": element.selected = value == "true"
            case "traits":
                if !value.isEmpty {
                    element.traits = value.split(separator: ",").map {
                        $0.trimmingCharacters(in: .whitespaces).lowercased()
                    }.filter { !$0.isEmpty }
                }
            case "x": x = number(value)
            case "y": y = number(value)
            case "width": width = number(value)
            case "height": height = number(value)
            default: break
            }
        }
        if let identifier, identifier != element.label { element.identifier = identifier }
        if let x, let y, let width, let height { element.frame = Rect(x: x, y: y, width: width, height: height) }
        return element
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
