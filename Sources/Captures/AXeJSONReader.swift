internal import AppModel
internal import Diagnostics
internal import Foundation

/// Reads the JSON of `idb ui describe-all` / `describe-point` and AXe
/// `describe-ui`: an array of element objects (or one object), nested
/// through `children` or flat (every element at the top, the application
/// first). Keys: `AXLabel`, `AXValue`, `AXUniqueId` (the identifier),
/// `frame` (`{x, y, width, height}`) or `AXFrame` (`"{{x, y}, {w, h}}"`),
/// `type`, `role`, `role_description`, `subrole`, `help` (the hint),
/// `custom_actions`, `enabled`, `traits` (AXe), `title`, `children`.
struct AXeJSONReader {
    let path: String

    func read(_ data: Data) throws(Diagnostic) -> CaptureDocument {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw parseError(error as NSError, data: data)
        }
        let items: [Any]
        if let array = object as? [Any] {
            items = array
        } else if let single = object as? [String: Any] {
            items = [single]
        } else {
            throw Diagnostic("the JSON is neither an element object nor a list of them", file: path, line: 1, column: 1)
        }
        var roots: [CapturedElement] = []
        for (index, item) in items.enumerated() {
            roots.append(try element(item, at: "[\(index)]", depth: 0))
        }
        var document = CaptureDocument(file: path, format: .idb, applicationName: nil, screenSize: nil, elements: roots)
        if let app = roots.first, app.type == "Application" {
            document.applicationName = app.label ?? app.identifier
            document.screenSize = app.frame.flatMap { $0.size.width > 0 && $0.size.height > 0 ? $0.size : nil }
            // Flat output lists every element after the application; nested output nests them.
            document.elements = app.children + roots.dropFirst()
            document.elementCount = document.elements.reduce(0) { $0 + $1.count }
        }
        if document.screenSize == nil {
            document.screenSize =
                document.elements.lazy.compactMap(\.frame).first { $0.size.width > 0 && $0.size.height > 0 }?.size
        }
        return document
    }

    /// One element object; `depth` bounds the walk.
    private func element(_ value: Any, at place: String, depth: Int) throws(Diagnostic) -> CapturedElement {
        guard depth < CaptureReader.maximumDepth else {
            throw Diagnostic(
                "elements are nested more than \(CaptureReader.maximumDepth) levels deep (at \(place))", file: path,
                hint: "idb and AXe trees nest a few dozen levels; this file was probably generated or damaged")
        }
        guard let object = value as? [String: Any] else {
            throw Diagnostic("the element at \(place) is not a JSON object", file: path)
        }
        let rawType =
            string(object["type"]) ?? string(object["role"]).map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 }
            ?? "Other"
        var element = CapturedElement(type: rawType)
        element.label = nonEmpty(string(object["AXLabel"]))
        element.identifier = nonEmpty(string(object["AXUniqueId"]))
        element.value = string(object["AXValue"])
        element.hint = nonEmpty(string(object["help"]))
        element.role = string(object["role"])
        element.subrole = string(object["subrole"])
        element.roleDescription = string(object["role_description"])
        if let enabled = object["enabled"] as? Bool { element.enabled = enabled }
        if let actions = object["custom_actions"] as? [Any] {
            element.customActions = actions.compactMap { string($0) ?? string(($0 as? [String: Any])?["name"]) }
        }
        if let traits = object["traits"] as? [Any] {
            element.traits = traits.compactMap { string($0)?.lowercased() }
        }
        if let frame = object["frame"] as? [String: Any], let x = number(frame["x"]), let y = number(frame["y"]),
            let width = number(frame["width"]), let height = number(frame["height"])
        {
            element.frame = Rect(x: x, y: y, width: width, height: height)
        } else if let text = string(object["AXFrame"]) {
            element.frame = FieldScanner.parseFrame(text)
        }
        if let children = object["children"] as? [Any] {
            for (index, child) in children.enumerated() {
                element.children.append(try self.element(child, at: "\(place).children[\(index)]", depth: depth + 1))
            }
        }
        return element
    }

    private func string(_ value: Any?) -> String? { value as? String }

    private func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// Foundation's parse error at its line and column: the position comes
    /// from the error's byte index or the "around character N" of its
    /// description; an unexpected end is a file cut short.
    private func parseError(_ error: NSError, data: Data) -> Diagnostic {
        let detail = (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        var index = (error.userInfo["NSJSONSerializationErrorIndex"] as? Int) ?? data.count
        if let range = detail.range(of: "character "),
            let number = Int(detail[range.upperBound...].prefix { $0.isNumber })
        {
            index = min(number, data.count)
        }
        var line = 1
        var lineStart = 0
        for (offset, byte) in data.prefix(index).enumerated() where byte == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        let column = index - lineStart + 1
        if detail.contains("Too many nested") {
            return Diagnostic(
                "elements are nested deeper than the JSON reader allows", file: path, line: line, column: column,
                hint: "idb and AXe trees nest a few dozen levels; this file was probably generated or damaged")
        }
        if detail.contains("end of file") || index >= data.count {
            return Diagnostic(
                "the JSON ends before every object and list is closed", file: path, line: line, column: column,
                hint: "the file may be truncated; capture it again")
        }
        let reason =
            detail.isEmpty
            ? ""
            : ": "
                + detail.replacingOccurrences(
                    of: #" around (line \d+, column \d+|character \d+)\.?"#, with: "", options: .regularExpression)
        return Diagnostic("the file is not valid JSON\(reason)", file: path, line: line, column: column)
    }
}
